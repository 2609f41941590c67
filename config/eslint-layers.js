// The ESLint rules behind the shape of the code. In src/, one-way imports: data and lib -> domain
// -> components -> features -> app, and a feature reaches another feature only through its index.
// In server/, each business area (orders, payments, fulfilment, operators, messages, mail) owns its
// tables and rules: every other file reaches it only through its index (or an entry AREA_ENTRIES
// names); another area's tables.ts only from a tables.ts (a foreign key) or db/schema.ts; two
// areas depend on each other one way only; and no import closes a circle of server files. Import paths are resolved
// first, so a relative path (`../cart/CartProvider`, `../../features/cart`) is judged exactly
// like its `@/` spelling; matching the written text would let relative paths through.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const SRC = path.resolve(import.meta.dirname, '..', 'src')
const SERVER = path.resolve(import.meta.dirname, '..', 'server')

/** The server's business areas; its other folders (api, db, admin, console, test) serve them. */
export const SERVER_AREAS = ['orders', 'payments', 'fulfilment', 'operators', 'messages', 'mail']

/**
 * An area's other doors besides its index: the mail area's sender, for the server's assembly
 * (jobs.ts). An area's tables.ts is its own: only another area's tables.ts (a foreign key) and
 * db/schema.ts (which gathers every table for drizzle) may name it.
 */
export const AREA_ENTRIES = { mail: ['sender'] }

/** Whether a server file may import another area's tables.ts. */
const mayNameTables = (from) =>
  from.at(-1) === 'tables.ts' || (from[0] === 'db' && from[1] === 'schema.ts')

/** How far up the chain each layer sits; a file may import only from its rank or below. */
const RANK = { data: 0, lib: 0, domain: 1, components: 2, features: 3, app: 4 }

/** The src/ folders of a file, or null when it lies outside src/. */
function srcSegments(file) {
  const relative = path.relative(SRC, file)
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null
  return relative.split(path.sep)
}

function resolve(spec, importer) {
  if (spec.startsWith('@/')) return path.join(SRC, spec.slice(2))
  if (spec.startsWith('.')) return path.resolve(path.dirname(importer), spec)
  return null
}

const isIndex = (rest) =>
  rest.length === 0 || (rest.length === 1 && /^index(\.tsx?)?$/.test(rest[0]))

/** @type {import('eslint').Rule.RuleModule} */
const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'One-way imports between the layers of src/' },
    schema: [],
    messages: {
      upward:
        'src/{{from}} must not import from src/{{to}} (imports flow data/lib -> domain -> components -> features -> app).',
      feature: "Import another feature through its index: '@/features/{{name}}'.",
    },
  },
  create(context) {
    const from = srcSegments(context.filename)
    const fromLayer = from?.[0]
    if (!from || !(fromLayer in RANK)) return {}

    function check(node) {
      const spec = node.source?.value
      if (typeof spec !== 'string') return
      const target = resolve(spec, context.filename)
      const to = target && srcSegments(target)
      if (!to || !(to[0] in RANK)) return
      if (RANK[to[0]] > RANK[fromLayer]) {
        context.report({
          node: node.source,
          messageId: 'upward',
          data: { from: fromLayer, to: to[0] },
        })
        return
      }
      const [, toFeature, ...rest] = to
      if (
        to[0] === 'features' &&
        fromLayer === 'features' &&
        toFeature !== from[1] &&
        !isIndex(rest)
      ) {
        context.report({ node: node.source, messageId: 'feature', data: { name: toFeature } })
      }
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}

/** The server/ folders of a file, or null when it lies outside server/. */
function serverSegments(file) {
  const relative = path.relative(SERVER, file)
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null
  return relative.split(path.sep)
}

/** @type {import('eslint').Rule.RuleModule} */
const serverAreas = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Another area of server/ only through its index (or tables, or a named entry); no circles',
    },
    schema: [],
    messages: {
      area: "Import the {{name}} area through its index: '{{spec}}'.",
      tables:
        "The {{name}} area's tables are its own: ask it through its index ('{{spec}}') with a function that takes the transaction.",
      twoWay:
        'The {{name}} area already depends on the {{from}} area ({{file}}): two areas depend on each other one way only. Pass the function in, or move the shared part below both.',
      cycle:
        'This import closes a circle of server files: {{circle}}. Turn one of its imports around (pass the function in, or move the shared part below both).',
    },
  },
  create(context) {
    const from = serverSegments(context.filename)
    if (!from) return {}

    function check(node) {
      const spec = node.source?.value
      if (typeof spec !== 'string' || !spec.startsWith('.')) return
      const target = path.resolve(path.dirname(context.filename), spec)
      const to = serverSegments(target)
      if (!to) return
      if (node.importKind !== 'type' && node.exportKind !== 'type') {
        const circle = circleThrough(context.filename, target)
        if (circle) {
          context.report({
            node: node.source,
            messageId: 'cycle',
            data: { circle: circle.map((f) => path.relative(SERVER, f)).join(' -> ') },
          })
          return
        }
      }
      if (!SERVER_AREAS.includes(to[0]) || to[0] === from[0]) return
      const index = path.relative(path.dirname(context.filename), path.join(SERVER, to[0]))
      const data = { name: to[0], spec: index.startsWith('.') ? index : `./${index}` }
      const entry = to.length === 2 && to[1].replace(/\.tsx?$/, '')
      if (entry === 'tables') {
        if (!mayNameTables(from)) context.report({ node: node.source, messageId: 'tables', data })
        return
      }
      // Areas depend on each other one way: the other area must not already import this one.
      if (SERVER_AREAS.includes(from[0]) && node.importKind !== 'type') {
        const back = areaImporter(to[0], from[0])
        if (back) {
          context.report({
            node: node.source,
            messageId: 'twoWay',
            data: { name: to[0], from: from[0], file: path.relative(SERVER, back) },
          })
          return
        }
      }
      if (isIndex(to.slice(1))) return
      if (entry && (AREA_ENTRIES[to[0]] ?? []).includes(entry)) return
      context.report({ node: node.source, messageId: 'area', data })
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}

/** A server file's path from an import's resolved path (with or without its extension). */
function serverFile(target) {
  for (const candidate of [target, `${target}.ts`, `${target}.js`, path.join(target, 'index.ts')])
    if (/\.[jt]s$/.test(candidate) && isFile(candidate)) return candidate
  return null
}

function isFile(file) {
  try {
    return statSync(file).isFile()
  } catch {
    return false
  }
}

const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm

/**
 * The server's import graph (files to the server files they import at run time; tests and
 * type-only imports left out), read from disk once per lint run, when first asked.
 */
let graph = null
function serverGraph() {
  if (graph) return graph
  graph = new Map()
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name)
      if (statSync(file).isDirectory()) {
        if (name !== 'node_modules' && name !== 'test' && name !== 'migrations') walk(file)
      } else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name)) {
        const edges = []
        for (const [, type, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
          if (type) continue
          const to = serverFile(path.resolve(dir, spec))
          if (to) edges.push(to)
        }
        graph.set(file, edges)
      }
    }
  }
  walk(SERVER)
  return graph
}

/**
 * A file of area `from` that imports area `to` at run time (a foreign key in tables.ts counts),
 * or null: the area graph is read from the same import graph as the circles.
 */
function areaImporter(from, to) {
  for (const [file, edges] of serverGraph()) {
    if (serverSegments(file)?.[0] !== from) continue
    if (edges.some((target) => serverSegments(target)?.[0] === to)) return file
  }
  return null
}

/** The circle an import from `file` to `target` closes (file, target, ..., file), or null. */
function circleThrough(file, target) {
  const start = serverFile(target)
  if (!start || /\.test\.ts$/.test(file)) return null
  const edges = serverGraph()
  const seen = new Set()
  const path_ = []
  const search = (at) => {
    if (at === file) return true
    if (seen.has(at)) return false
    seen.add(at)
    path_.push(at)
    for (const next of edges.get(at) ?? []) if (search(next)) return true
    path_.pop()
    return false
  }
  return search(start) ? [file, ...path_, file] : null
}

export default { rules: { layers, 'server-areas': serverAreas } }

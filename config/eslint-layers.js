// The ESLint rule behind the shape of src/: one-way imports, data and lib -> domain -> components
// -> features -> app, and a feature reaches another feature only through its index. Import paths
// are resolved first, so a relative path (`../cart/CartProvider`, `../../features/cart`) is judged
// exactly like its `@/` spelling; matching the written text would let relative paths through.
// (server/'s areas are held by eslint-plugin-import-x: config/server-areas.js.)
import path from 'node:path'

const SRC = path.resolve(import.meta.dirname, '..', 'src')

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

/**
 * The console's own chain (src/console): shared/ -> each area's folder -> the app at its top
 * (ConsoleApp, ConsoleLayout, main). Areas meeting one way is held by scripts/import-graph.js.
 */
function consoleRank(segments) {
  if (segments.length === 2) return { rank: 2, name: 'console (its app)' }
  if (segments[1] === 'shared') return { rank: 0, name: 'console/shared' }
  return { rank: 1, name: `console/${segments[1]}` }
}

const isIndex = (rest) =>
  rest.length === 0 || (rest.length === 1 && /^index(\.tsx?)?$/.test(rest[0]))

const visitors = (check) => ({
  ImportDeclaration: check,
  ExportNamedDeclaration: check,
  ExportAllDeclaration: check,
  ImportExpression: check,
})

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
      console:
        'src/{{from}} must not import from src/{{to}} (the console imports flow shared -> areas -> its app).',
    },
  },
  create(context) {
    const from = srcSegments(context.filename)
    const fromLayer = from?.[0]
    if (from && fromLayer === 'console') return visitors(checkConsole)
    if (!from || !(fromLayer in RANK)) return {}

    function checkConsole(node) {
      const spec = node.source?.value
      if (typeof spec !== 'string') return
      const target = resolve(spec, context.filename)
      const to = target && srcSegments(target)
      if (!to || to[0] !== 'console') return
      const [a, b] = [consoleRank(from), consoleRank(to)]
      if (b.rank > a.rank)
        context.report({
          node: node.source,
          messageId: 'console',
          data: { from: a.name, to: b.name },
        })
    }

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

    return visitors(check)
  },
}

export default { rules: { layers } }

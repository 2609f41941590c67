// The project's imports as a graph of files, read from the source as text: every relative or `@/`
// import (and export ... from) of server/ and src/, tests left out. `circles` lists each set of
// files that import one another round (a strongly connected component of more than one file);
// `twoWayFolders` each pair of folders whose files import each other's both ways.
//
//   node scripts/import-graph.js          prints both
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SOURCE = /\.(tsx?|jsx?)$/
const TEST = /\.(test|spec)\.|\/test\/|\/test-support|\.d\.ts$/
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return filesUnder(full)
    return SOURCE.test(name) ? [full] : []
  })
}

/** The file an import names, or undefined when it is a package's. */
function resolve(from, spec) {
  let base
  if (spec.startsWith('@/')) base = path.join(root, 'src', spec.slice(2))
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec)
  else return undefined
  const tries = [base, ...['.ts', '.tsx', '.js', '.jsx'].map((ext) => base + ext)]
  tries.push(...['index.ts', 'index.tsx', 'index.js'].map((file) => path.join(base, file)))
  // `./x.js` written for `./x.ts`.
  if (/\.js$/.test(base)) tries.push(base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'))
  return tries.find((file) => existsSync(file) && statSync(file).isFile())
}

/** Each source file (relative to the project) and the project files it imports. */
export function importGraph(folders = ['server', 'src']) {
  const graph = new Map()
  for (const folder of folders) {
    for (const file of filesUnder(path.join(root, folder))) {
      const name = path.relative(root, file)
      if (TEST.test(name)) continue
      const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
      const targets = new Set()
      for (const match of text.matchAll(IMPORT)) {
        const target = resolve(file, match[1] ?? match[2])
        if (target) targets.add(path.relative(root, target))
      }
      graph.set(name, targets)
    }
  }
  for (const targets of graph.values())
    for (const target of targets) if (!graph.has(target)) targets.delete(target)
  return graph
}

/** The sets of two or more files that import one another round (Tarjan's components). */
export function circles(graph) {
  let index = 0
  const order = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const found = []
  const visit = (file) => {
    order.set(file, index)
    low.set(file, index++)
    stack.push(file)
    onStack.add(file)
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next)
        low.set(file, Math.min(low.get(file), low.get(next)))
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), order.get(next)))
    }
    if (low.get(file) !== order.get(file)) return
    const component = []
    for (let top; top !== file;) {
      top = stack.pop()
      onStack.delete(top)
      component.push(top)
    }
    if (component.length > 1) found.push(component.sort())
  }
  for (const file of graph.keys()) if (!order.has(file)) visit(file)
  return found
}

/** Pairs of folders (each file's own folder) whose files import each other's both ways. */
export function twoWayFolders(graph) {
  const edges = new Set()
  for (const [file, targets] of graph)
    for (const target of targets) {
      const [a, b] = [path.dirname(file), path.dirname(target)]
      if (a !== b) edges.add(`${a} -> ${b}`)
    }
  const pairs = []
  for (const edge of edges) {
    const [a, b] = edge.split(' -> ')
    if (a < b && edges.has(`${b} -> ${a}`)) pairs.push([a, b])
  }
  return pairs.sort()
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const graph = importGraph()
  const found = circles(graph)
  const pairs = twoWayFolders(graph)
  console.log(`${graph.size} files; ${found.length} circles of files:`)
  for (const circle of found) console.log(`  ${circle.join(' <-> ')}`)
  console.log(`${pairs.length} pairs of folders importing each other both ways:`)
  for (const [a, b] of pairs) console.log(`  ${a} <-> ${b}`)
}

// @vitest-environment node
// The imports of server/ and src/ (tests left out), read from the real tree: no files import one
// another round, and no new pair of folders imports each other both ways (docs/architecture.md;
// those left are the server's kernel and composition root still to be drawn apart).
import { describe, expect, it } from 'vitest'
import { circles, importGraph, twoWayFolders } from './import-graph.js'

/** The pairs of folders that still import each other both ways: this list only shrinks. */
const TWO_WAY_LEFT = [
  ['server', 'server/admin'],
  ['server', 'server/api'],
  ['server', 'server/mail'],
  ['server', 'server/payments'],
  ['server/admin', 'server/operators'],
  ['server/api', 'server/console'],
  ['server/api', 'server/fulfilment'],
  ['server/api', 'server/messages'],
  ['server/api', 'server/orders'],
  ['server/api', 'server/payments'],
  ['server/api', 'server/quotes'],
  ['server/audit', 'server/db'],
  ['server/catalogue', 'server/db'],
  ['server/db', 'server/fulfilment'],
  ['server/db', 'server/mail'],
  ['server/db', 'server/messages'],
  ['server/db', 'server/operators'],
  ['server/db', 'server/orders'],
  ['server/db', 'server/payments'],
  ['server/db', 'server/quotes'],
  ['server/db', 'server/reports'],
]

describe('the imports of the source', () => {
  const graph = importGraph()

  it('are read from the tree, relative and @/ alike', () => {
    expect(graph.size).toBeGreaterThan(300)
    expect(graph.get('server/db/open.ts')).toContain('server/db/handle.ts')
    expect(graph.get('src/domain/order-actions.ts')).toContain('src/domain/receivable-buckets.ts')
  })

  it('run round through no files', () => {
    expect(circles(graph)).toEqual([])
  })

  it('add no pair of folders importing each other both ways', () => {
    const left = new Set(TWO_WAY_LEFT.map((pair) => pair.join(' <-> ')))
    const added = twoWayFolders(graph)
      .map((pair) => pair.join(' <-> '))
      .filter((pair) => !left.has(pair))
    expect(added).toEqual([])
  })

  it('would show a circle and a two-way pair were there one', () => {
    const made = new Map([
      ['a/one.ts', new Set(['a/two.ts'])],
      ['a/two.ts', new Set(['b/three.ts'])],
      ['b/three.ts', new Set(['a/one.ts'])],
      ['b/four.ts', new Set()],
    ])
    expect(circles(made)).toEqual([['a/one.ts', 'a/two.ts', 'b/three.ts']])
    expect(twoWayFolders(made)).toEqual([['a', 'b']])
  })
})

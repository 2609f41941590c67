// @vitest-environment node
// The imports of server/ and src/ (tests left out), read from the real tree: no files import one
// another round, and no pair of folders imports each other both ways (docs/architecture.md: the
// kernel below the areas, the composition root above them).
import { describe, expect, it } from 'vitest'
import { circles, importGraph, twoWayFolders } from './import-graph.js'

/** The pairs of folders that still import each other both ways: this list only shrinks. */
describe('the imports of the source', () => {
  const graph = importGraph()

  it('are read from the tree, relative and @/ alike', () => {
    expect(graph.size).toBeGreaterThan(300)
    expect(graph.get('server/db/open.ts')).toContain('server/db/handle.ts')
    expect(graph.get('src/domain/orders/order-actions.ts')).toContain(
      'src/domain/orders/receivable-buckets.ts',
    )
  })

  it('run round through no files', () => {
    expect(circles(graph)).toEqual([])
  })

  it('add no pair of folders importing each other both ways', () => {
    expect(twoWayFolders(graph)).toEqual([])
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

// @vitest-environment node
// The source's files and functions, measured on the real tree (scripts/sizes.js): no file grows
// past 300 lines and no function past 150 that is not on the lists of those still to split, and
// none of those grows. The lists only shrink.
import { describe, expect, it } from 'vitest'
import { functionsOf, measure, MAX_FILE_LINES } from './sizes.js'

/** Files still over 300 lines, with their length: each may shrink, none may grow. */
const LONG_FILES_LEFT = {
  'scripts/bench-import.js': 430,
  'src/lib/router.tsx': 384,
  'scripts/bench-orders.js': 340,
}

/** Functions over 150 lines now: no more of them. */
const LONG_FUNCTIONS_LEFT = 4

describe('the sizes of the source', () => {
  const m = measure()

  it('are measured over the whole tree', () => {
    expect(m.files).toBeGreaterThan(400)
  })

  it('add no file over 300 lines, and grow none of those left', () => {
    const grown = m.longFiles.filter(
      ({ file, lines }) => !(file in LONG_FILES_LEFT) || lines > LONG_FILES_LEFT[file],
    )
    expect(grown).toEqual([])
  })

  it('add no function over 150 lines', () => {
    expect(m.longFunctions.length).toBeLessThanOrEqual(LONG_FUNCTIONS_LEFT)
  })

  it('count every kind of function, a component among them', () => {
    const body = Array.from({ length: 5 }, (_, i) => `  const a${i} = ${i}`).join('\n')
    const text = `export function Page() {\n${body}\n  return null\n}\nconst f = () => {\n  return 1\n}\nclass C {\n  m() {\n    return 2\n  }\n}\n`
    const found = functionsOf('x.tsx', text)
    expect(found.map((f) => [f.name, f.lines])).toEqual([
      ['Page', 8],
      ['f', 3],
      ['m', 3],
    ])
    expect(MAX_FILE_LINES).toBe(300)
  })
})

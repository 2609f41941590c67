import { describe, expect, it } from 'vitest'
import { csvCell, csvRow } from './csv'

describe('csv cells', () => {
  it('quotes every cell and doubles quotes inside', () => {
    expect(csvCell('Ada "the" Lovelace')).toBe('"Ada ""the"" Lovelace"')
    expect(csvRow(['a,b', 'line\nbreak', 3])).toBe('"a,b","line\nbreak","3"\r\n')
  })

  it('turns what a spreadsheet would run as a formula into text', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}HYPERLINK("http://x")`)).toMatch(/^"'/)
    }
    expect(csvCell('=1+1')).toBe(`"'=1+1"`)
    expect(csvCell('<img src=x onerror=alert(1)>')).toBe('"<img src=x onerror=alert(1)>"')
  })

  it('leaves numbers alone, negative amounts included', () => {
    expect(csvCell(-500)).toBe('"-500"')
    expect(csvCell(null)).toBe('""')
  })
})

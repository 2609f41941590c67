import { PRINTABLE_RANGES } from './printable-characters'

// Which characters the shop's documents (invoice, receipt, quote) can print: those of their
// embedded fonts (server/documents/pdf-fonts.ts). A field that is printed refuses the rest, so
// nothing prints garbled.

let starts: number[] | undefined
let ends: number[] = []

function decode(): number[] {
  if (starts) return starts
  starts = []
  ends = []
  let previous = 0
  for (const entry of PRINTABLE_RANGES.split(',')) {
    const [gap = '0', length = '0'] = entry.split('+')
    const from = previous + parseInt(gap, 36)
    previous = from + parseInt(length, 36)
    starts.push(from)
    ends.push(previous)
  }
  return starts
}

export function isPrintable(codePoint: number): boolean {
  const from = decode()
  let low = 0
  let high = from.length - 1
  while (low <= high) {
    const mid = (low + high) >> 1
    if (codePoint < from[mid]!) high = mid - 1
    else if (codePoint > ends[mid]!) low = mid + 1
    else return true
  }
  return false
}

/**
 * The distinct characters of `text` the documents cannot print, in order of appearance. Read
 * composed (NFC), as the documents print it: "e" and a combining diaeresis are "ë".
 */
export function unprintableCharacters(text: string): string[] {
  const found = new Set<string>()
  for (const char of text.normalize('NFC')) if (!isPrintable(char.codePointAt(0)!)) found.add(char)
  return [...found]
}

// The fonts the invoice, receipt and quote PDFs embed, and how a line of text is written with
// them. The PDF's standard fonts know only Windows-1252: any other character came out as a
// stray code that shifted what followed. Here every line is split into pieces, each written in
// the first font that has its characters (Noto Sans for Latin, Greek and Cyrillic, Noto Sans
// Arabic, Noto Sans Hebrew, Noto Sans SC for Chinese and Japanese, Noto Sans KR for Korean), and
// a right-to-left run
// is put in reading order before it is laid out (docs/DECISIONS.md, "Documents in every script").
// Which characters the fonts hold is also written to src/domain/shared/printable-characters.ts, so the
// forms refuse what no font can print (scripts/make-printable-characters.js).
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { inflateSync } from 'node:zlib'
import * as fontkit from 'fontkit'
import bidiFactory from 'bidi-js'

const require = createRequire(import.meta.url)

export type Weight = 'regular' | 'bold'
const WEIGHT_NUMBER: Record<Weight, number> = { regular: 400, bold: 700 }

/** The fontsource files, in the order a character looks for its font. */
function fontFiles(weight: Weight): string[] {
  const w = WEIGHT_NUMBER[weight]
  const dir = (pkg: string) =>
    path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files')
  const sans = dir('@fontsource/noto-sans')
  const arabic = dir('@fontsource/noto-sans-arabic')
  const hebrew = dir('@fontsource/noto-sans-hebrew')
  const sc = dir('@fontsource/noto-sans-sc')
  const kr = dir('@fontsource/noto-sans-kr')
  // fontsource cuts each CJK font into numbered subsets, listed in its unicode.json.
  const subsets = (files: string) =>
    Object.keys(
      JSON.parse(readFileSync(path.join(files, '..', 'unicode.json'), 'utf8')) as Record<
        string,
        string
      >,
    ).map((key) => key.replace(/[[\]]/g, ''))
  return [
    ...['latin', 'latin-ext', 'vietnamese', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext'].map(
      (subset) => path.join(sans, `noto-sans-${subset}-${w}-normal`),
    ),
    path.join(arabic, `noto-sans-arabic-arabic-${w}-normal`),
    path.join(hebrew, `noto-sans-hebrew-hebrew-${w}-normal`),
    ...subsets(sc).map((subset) => path.join(sc, `noto-sans-sc-${subset}-${w}-normal`)),
    ...subsets(kr).map((subset) => path.join(kr, `noto-sans-kr-${subset}-${w}-normal`)),
  ]
}

export interface PdfFont {
  /** The name pdfkit knows it by in a document. */
  name: string
  /** Parsed once for every document (pdfkit takes a fontkit font as it is). */
  font: fontkit.Font
  has(codePoint: number): boolean
}

/**
 * A WOFF font as the plain TrueType/OpenType file it wraps (its tables inflated once): fontkit
 * reads a WOFF's tables by inflating them again, in JavaScript, at every use.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff
  const numTables = woff.readUInt16BE(12)
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20
    const offset = woff.readUInt32BE(at + 4)
    const compLength = woff.readUInt32BE(at + 8)
    const origLength = woff.readUInt32BE(at + 12)
    const stored = woff.subarray(offset, offset + compLength)
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    }
  })
  const log2 = Math.floor(Math.log2(numTables))
  const header = Buffer.alloc(12 + 16 * numTables)
  woff.copy(header, 0, 4, 8) // the wrapped font's version
  header.writeUInt16BE(numTables, 4)
  header.writeUInt16BE(16 * 2 ** log2, 6)
  header.writeUInt16BE(log2, 8)
  header.writeUInt16BE(16 * numTables - 16 * 2 ** log2, 10)
  const parts: Buffer[] = [header]
  let offset = header.length
  tables.forEach((table, i) => {
    const record = 12 + 16 * i
    table.tag.copy(header, record)
    header.writeUInt32BE(table.checksum, record + 4)
    header.writeUInt32BE(offset, record + 8)
    header.writeUInt32BE(table.data.length, record + 12)
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4)
    table.data.copy(padded)
    parts.push(padded)
    offset += padded.length
  })
  return Buffer.concat(parts)
}

// fontkit makes a broken subset from a WOFF2 font with composite glyphs (Latin with diacritics),
// and cannot read one of the WOFF files' character maps; each face takes the first that reads.
function openFace(base: string): fontkit.Font {
  let lastError: unknown
  for (const file of [`${base}.woff`, `${base}.woff2`]) {
    try {
      const font = fontkit.create(woffToSfnt(readFileSync(file))) as fontkit.Font
      font.hasGlyphForCodePoint(0x20)
      return font
    } catch (error) {
      lastError = error
    }
  }
  throw lastError
}

const faces = new Map<Weight, PdfFont[]>()

/** The fonts of a weight, opened on first use and kept. */
export function pdfFonts(weight: Weight): PdfFont[] {
  let list = faces.get(weight)
  if (!list) {
    list = fontFiles(weight).map((base) => {
      const font = openFace(base)
      return {
        name: path.basename(base),
        font,
        has: (codePoint: number) => font.hasGlyphForCodePoint(codePoint),
      }
    })
    faces.set(weight, list)
  }
  return list
}

/**
 * The invisible format characters a name may hold (the bidi marks, the zero-width joiner and
 * non-joiner, which Arabic, Persian and Indic names need): printable whether or not a font maps
 * them, as they show nothing; a piece drops those its font lacks.
 */
export const INVISIBLE = [0x200c, 0x200d, 0x200e, 0x200f, 0x061c]

/** Every character some font of the weight can print, as sorted code points. */
export function printableCodePoints(weight: Weight): number[] {
  const all = new Set<number>(INVISIBLE)
  for (const base of fontFiles(weight)) {
    for (const codePoint of openFace(base).characterSet) all.add(codePoint)
  }
  return [...all].sort((a, b) => a - b)
}

export interface Piece {
  font: PdfFont
  text: string
}

const bidi = bidiFactory()
const QUESTION_MARK = 0x3f

/**
 * A line as the pieces to write, left to right. Runs at a right-to-left level (Unicode's bidi
 * algorithm, the line's base direction left to right) come in visual order with their words
 * reversed; the font's layout reverses each word's letters and joins Arabic letters within it.
 * The forms refuse a character no font has before it is stored; one stored before that rule
 * prints as "?", never as another character.
 */
export function linePieces(typed: string, weight: Weight): Piece[] {
  const fonts = pdfFonts(weight)
  // Composed, so a letter and its accent are one character of one font.
  const text = typed.normalize('NFC')
  const { levels } = bidi.getEmbeddingLevels(text, 'ltr')
  const runs: { text: string; level: number }[] = []
  for (let i = 0; i < text.length; i++) {
    const last = runs.at(-1)
    if (last && last.level === levels[i]) last.text += text[i]
    else runs.push({ text: text[i]!, level: levels[i]! })
  }
  // Unicode's rule L2: from the highest level down, every sequence at that level or higher is
  // reversed.
  const highest = Math.max(0, ...runs.map((r) => r.level))
  for (let level = highest; level >= 1; level--) {
    for (let i = 0; i < runs.length;) {
      if (runs[i]!.level < level) {
        i++
        continue
      }
      let j = i
      while (j < runs.length && runs[j]!.level >= level) j++
      runs.splice(i, j - i, ...runs.slice(i, j).reverse())
      i = j
    }
  }
  const pieces: Piece[] = []
  for (const run of runs) {
    const units = fontUnits(run.text, fonts)
    // Right to left: the units in reverse; a word in an RTL script keeps its letters in reading
    // order (the font's layout reverses and joins them), anything else is reversed here.
    if (run.level % 2) {
      units.reverse()
      for (const unit of units) {
        if (!RTL_LETTER.test(unit.text)) unit.text = [...unit.text].reverse().map(mirror).join('')
      }
    }
    for (const unit of units) {
      const last = pieces.at(-1)
      if (last?.font === unit.font) last.text += unit.text
      else pieces.push(unit)
    }
  }
  return pieces
}

const RTL_LETTER = /[\p{Script=Hebrew}\p{Script=Arabic}]/u
const MIRRORED: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
}
const mirror = (char: string) => MIRRORED[char] ?? char

/**
 * A run's text in logical order, cut where the font changes and around every space: spaces are
 * the first font's, so every script's words are set apart alike.
 */
function fontUnits(text: string, fonts: PdfFont[]): Piece[] {
  const units: Piece[] = []
  for (const char of text) {
    const codePoint = char.codePointAt(0)!
    const last = units.at(-1)
    const space = /\s/.test(char)
    if (space) {
      if (last && /^\s+$/.test(last.text)) last.text += char
      else units.push({ font: fonts[0]!, text: char })
    } else if (last && !/\s/.test(last.text) && last.font.has(codePoint)) last.text += char
    else if (INVISIBLE.includes(codePoint)) continue
    else {
      const font = fonts.find((f) => f.has(codePoint))
      if (font) units.push({ font, text: char })
      else if (last && !/\s/.test(last.text) && last.font.has(QUESTION_MARK)) last.text += '?'
      else units.push({ font: fonts[0]!, text: '?' })
    }
  }
  return units
}

/**
 * pdfkit's `baseline` option that sets every piece of a line on the first font's baseline (each
 * font would otherwise hang from its own ascent, and an Arabic or Chinese piece sit lower).
 */
export function sharedBaseline(weight: Weight, fontSize: number): number {
  const { font } = pdfFonts(weight)[0]!
  return -(font.ascent / font.unitsPerEm) * fontSize
}

/** Selects a font in the document (pdfkit reads it once per document, by its name). */
export function useFont(doc: PDFKit.PDFDocument, font: PdfFont): void {
  doc.registerFont(font.name, font.font as unknown as PDFKit.Mixins.PDFFontSource).font(font.name)
}

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

interface Item {
  str: string
  dir: string
  width: number
  height: number
  transform: number[]
}

/**
 * The text a PDF shows, line by line, as a PDF reader extracts it (Mozilla's pdf.js, through
 * each font's ToUnicode map): the pieces of one baseline that touch make one line; a column apart
 * (an amount beside its label) starts another. A right-to-left piece reads in its logical order.
 */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string[]> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise
  const lines: string[] = []
  try {
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n)
      const { items } = await page.getTextContent()
      let line: { text: string; y: number; end: number } | undefined
      for (const item of items as Item[]) {
        // Glyphs without a character of their own (Arabic joining helpers) map to controls.
        const str = item.str.replace(/\p{Cc}/gu, '')
        if (!str) continue
        const [, , , size = 10, x = 0, y = 0] = item.transform
        // Fonts' advance widths overlap a little where one piece meets the next.
        const touches = line && Math.abs(line.y - y) < 1 && Math.abs(x - line.end) < size * 1.5
        if (line && touches) line.text += str
        else {
          if (line) lines.push(line.text)
          line = { text: str, y, end: 0 }
        }
        line.end = x + item.width
      }
      if (line) lines.push(line.text)
    }
  } finally {
    await document.destroy()
  }
  // A reader guesses the spaces between pieces of a line; one is one.
  return lines.map((text) => text.replace(/\s+/g, ' ').trim())
}

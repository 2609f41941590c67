import zlib from 'node:zlib'

/**
 * The text a PDF shows, line by line: pdfkit writes each line as one text object whose string
 * pieces are hex (standard fonts, WinAnsi codes), in Flate-compressed content streams.
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1')
  const lines: string[] = []
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let content: string
    try {
      // Up to the keyword, whatever line end the writer put before it: the compressed bytes may
      // themselves end in \r or \n, and what follows the stream's end is ignored.
      content = zlib
        .inflateSync(Buffer.from(m[1]!, 'latin1'), { finishFlush: zlib.constants.Z_SYNC_FLUSH })
        .toString('latin1')
    } catch {
      continue // not a content stream (a font, an image)
    }
    for (const tj of content.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?[\d.]+)*)\]\s*TJ/g)) {
      const hex = [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('')
      lines.push(Buffer.from(hex, 'hex').toString('latin1'))
    }
  }
  return lines
}

// The shop's documents as PDFs (the invoice, the quote), made with pdfkit in the embedded Noto
// fonts of pdf-fonts.ts so a name in any script the forms take prints as typed: US Letter, one
// column of facts per block, amounts to the right.
import PDFDocument from 'pdfkit'
import { formatPrice } from '@/lib/money'
import { nameWithSize } from '@/domain/catalogue/sizes'
import { oneLine } from '../mail'
import { linePieces, sharedBaseline, useFont, type Weight } from './pdf-fonts'

export const MARGIN = 54
export const GREY = '#475569'

/** A document written by `write`; a fixed creation date, so the same document makes the same bytes. */
export function pdfDocument(
  info: { title: string; author: string; at: string },
  write: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: info.title, Author: info.author, CreationDate: new Date(info.at) },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  write(doc)
  doc.end()
  return done
}

/**
 * Writes `text` as one line (wrapped when long), each piece in the font its characters need;
 * `at` places it, else it follows on.
 */
export function say(
  doc: PDFKit.PDFDocument,
  text: string,
  weight: Weight = 'regular',
  at?: { x: number; y: number },
  options: PDFKit.Mixins.TextOptions = {},
): void {
  const pieces = linePieces(oneLine(text), weight)
  const fontSize = (doc as unknown as { _fontSize: number })._fontSize
  const baseline = sharedBaseline(weight, fontSize)
  pieces.forEach((piece, i) => {
    useFont(doc, piece.font)
    const settings = { ...options, baseline, continued: i < pieces.length - 1 }
    if (i === 0 && at) doc.text(piece.text, at.x, at.y, settings)
    else doc.text(piece.text, settings)
  })
}

export function block(doc: PDFKit.PDFDocument, title: string, lines: string[]): void {
  doc.fontSize(10)
  say(doc, title, 'bold', { x: MARGIN, y: doc.y })
  for (const line of lines) say(doc, line)
  doc.moveDown(0.6)
}

export function row(
  doc: PDFKit.PDFDocument,
  label: string,
  amount: string,
  width: number,
  weight: Weight = 'regular',
): void {
  const y = doc.y
  say(doc, label, weight, { x: MARGIN, y }, { width: width - 90 })
  const after = doc.y
  say(doc, amount, weight, { x: MARGIN + width - 90, y }, { width: 90, align: 'right' })
  doc.y = Math.max(after, doc.y)
}

/** The seller's block, "From", as every document states it. */
export function fromBlock(
  doc: PDFKit.PDFDocument,
  s: { legalName: string; addressLines: string[]; email: string; phone: string; taxId: string },
): void {
  block(doc, 'From', [
    s.legalName,
    ...s.addressLines,
    `${s.email}, ${s.phone}`,
    ...(s.taxId ? [`EIN ${s.taxId}`] : []),
  ])
}

/** The lines under a ruled "Item" heading: "2 x BPC-157, 5mg at $49.99" and the amount. */
export function itemRows(
  doc: PDFKit.PDFDocument,
  lines: readonly {
    quantity: number
    name: string
    size?: string | null | undefined
    unitPriceCents: number
    lineTotalCents: number
  }[],
  width: number,
): void {
  say(doc, 'Item', 'bold', { x: MARGIN, y: doc.y })
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor('#cbd5e1')
    .stroke()
  doc.moveDown(0.3)
  for (const line of lines) {
    row(
      doc,
      `${line.quantity} x ${nameWithSize(line.name, line.size)} at ${formatPrice(line.unitPriceCents)}`,
      formatPrice(line.lineTotalCents),
      width,
    )
  }
  doc.moveDown(0.3)
}

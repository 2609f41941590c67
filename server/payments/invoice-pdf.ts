// The invoice as a PDF, made on the server with pdfkit (text layout built in; pdf-lib would need
// the wrapping and column layout written by hand), in the embedded Noto fonts of pdf-fonts.ts so
// a name in any script the forms take prints as typed. US Letter, one column of facts per block.
import PDFDocument from 'pdfkit'
import {
  INVOICE_SHIPS_TEXT,
  invoiceDate,
  invoicePoNumber,
  invoiceTerms,
  invoiceTitle,
  receiptLine,
  refundRows,
  researchUseLine,
  type InvoiceView,
} from '@/domain/invoice-view'
import { BANK_RAILS_TEXT, paymentRailsText, ZELLE_RAIL_TEXT } from '@/domain/payment-rails'
import { formatPrice } from '@/lib/money'
import { oneLine } from '../mail'
import { linePieces, sharedBaseline, useFont, type Weight } from './pdf-fonts'
import { nameWithSize } from '@/domain/sizes'

const MARGIN = 54
const GREY = '#475569'

export function invoicePdf(invoice: InvoiceView): Promise<Buffer> {
  // A fixed creation date: the same invoice makes the same bytes.
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: {
      Title: invoiceTitle(invoice),
      Author: invoice.seller.legalName,
      CreationDate: new Date(invoice.issuedAt),
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  write(doc, invoice)
  doc.end()
  return done
}

function write(doc: PDFKit.PDFDocument, inv: InvoiceView): void {
  const width = doc.page.width - 2 * MARGIN
  const s = inv.seller
  doc.fontSize(18)
  say(doc, invoiceTitle(inv), 'bold')
  // A receipt says when it was paid under its title, as its page does.
  if (inv.paid) say(doc.moveDown(0.2).fontSize(12), receiptLine(inv.paid))
  doc.moveDown(0.3).fontSize(10).fillColor(GREY)
  // One label style, "Label: value", for every line of the header.
  say(doc, `Invoice number: ${inv.number}`)
  say(doc, `Invoice date: ${invoiceDate(inv.issuedAt)}`)
  say(doc, `Terms: ${invoiceTerms(inv)}`)
  say(doc, `PO number: ${invoicePoNumber(inv)}`)
  if (inv.paid) say(doc, `Paid: ${invoiceDate(inv.paid.at)}, reference ${inv.paid.reference}`)
  else say(doc, `Due: ${invoiceDate(inv.dueAt)}`)
  if (inv.revisedAt) say(doc, `Revised: ${invoiceDate(inv.revisedAt)}`)
  doc.fillColor('black').moveDown()

  block(doc, 'From', [
    s.legalName,
    ...s.addressLines,
    `${s.email}, ${s.phone}`,
    ...(s.taxId ? [`EIN ${s.taxId}`] : []),
  ])
  const b = inv.billTo
  // An institution is billed for its buyer's attention; the parcel is addressed to the buyer.
  const billed = b.organization ? [b.organization, `Attn: ${b.name}`] : [b.name]
  block(doc, 'Bill to', [...billed, b.email, b.phone])
  const t = inv.shipTo
  block(doc, 'Ship to', [
    b.name,
    ...(b.organization ? [b.organization] : []),
    t.address,
    ...(t.address2 ? [t.address2] : []),
    `${t.city}, ${t.state} ${t.zip}`,
    'United States',
  ])

  say(doc, 'Item', 'bold', { x: MARGIN, y: doc.y })
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor('#cbd5e1')
    .stroke()
  doc.moveDown(0.3)
  for (const line of inv.lines) {
    row(
      doc,
      `${line.quantity} x ${nameWithSize(line.name, line.size)} at ${formatPrice(line.unitPriceCents)}`,
      formatPrice(line.lineTotalCents),
      width,
    )
  }
  doc.moveDown(0.3)
  row(doc, 'Subtotal', formatPrice(inv.subtotalCents), width)
  row(doc, 'Shipping', formatPrice(inv.shippingCents), width)
  const ex = inv.taxExemption
  row(
    doc,
    ex?.applied ? `Tax (exempt, certificate ${ex.certificate}, ${ex.state})` : 'Tax (7%)',
    formatPrice(inv.taxCents),
    width,
  )
  row(doc, inv.paid ? 'Total paid' : 'Total due', formatPrice(inv.totalCents), width, 'bold')
  if (inv.paid) row(doc, 'Balance due', formatPrice(0), width)
  for (const r of refundRows(inv)) row(doc, r.label, formatPrice(r.cents), width)
  doc.moveDown()
  if (ex && !ex.applied) {
    say(
      doc,
      `Tax-exemption certificate ${ex.certificate} (${ex.state}) received: the tax comes off once we have checked it, and we send a revised invoice.`,
      'regular',
      { x: MARGIN, y: doc.y },
      { width },
    )
    doc.moveDown()
  }
  if (inv.researchUse) {
    say(doc, researchUseLine(inv.researchUse), 'regular', { x: MARGIN, y: doc.y }, { width })
    doc.moveDown()
  }

  // Paid, nothing is left to pay: the line under the title has said so.
  if (inv.paid) return
  const p = inv.howToPay
  block(doc, 'How to pay', [
    `By ${paymentRailsText({ zelle: Boolean(p.zelle) })}.`,
    `Payment reference: ${p.reference} (please quote it with every payment)`,
    `${BANK_RAILS_TEXT}: ${p.bank.accountName}, ${p.bank.name}`,
    `Routing number ${p.bank.routingNumber}, account number ${p.bank.accountNumber}`,
    ...(p.zelle ? [`${ZELLE_RAIL_TEXT}: ${p.zelle}`] : []),
    ...(p.paymentLink ? [`Card: ${p.paymentLink}`] : []),
    INVOICE_SHIPS_TEXT,
  ])
  doc.fontSize(8).fillColor(GREY)
  say(doc, 'All products are sold for laboratory research use only.')
}

/**
 * Writes `text` as one line (wrapped when long), each piece in the font its characters need;
 * `at` places it, else it follows on.
 */
function say(
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

function block(doc: PDFKit.PDFDocument, title: string, lines: string[]): void {
  doc.fontSize(10)
  say(doc, title, 'bold', { x: MARGIN, y: doc.y })
  for (const line of lines) say(doc, line)
  doc.moveDown(0.6)
}

function row(
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

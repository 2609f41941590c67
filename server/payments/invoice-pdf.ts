// The invoice as a PDF, made on the server with pdfkit (text layout and the standard PDF fonts
// built in, so nothing is downloaded and no font file ships; pdf-lib would need the wrapping
// and column layout written by hand). A4-friendly US Letter, one column of facts per block.
import PDFDocument from 'pdfkit'
import {
  INVOICE_SHIPS_TEXT,
  invoiceDate,
  invoicePoNumber,
  invoiceTerms,
  invoiceTitle,
  receiptLine,
  type InvoiceView,
} from '@/domain/invoice-view'
import { BANK_RAILS_TEXT, paymentRailsText, ZELLE_RAIL_TEXT } from '@/domain/payment-rails'
import { formatPrice } from '@/lib/money'
import { oneLine } from '../mail'

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
  doc.font('Helvetica-Bold').fontSize(18).text(invoiceTitle(inv))
  // A receipt says when it was paid under its title, as its page does.
  if (inv.paid) doc.moveDown(0.2).font('Helvetica').fontSize(12).text(receiptLine(inv.paid))
  doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor(GREY)
  // One label style, "Label: value", for every line of the header.
  doc.text(`Invoice number: ${inv.number}`)
  doc.text(`Invoice date: ${invoiceDate(inv.issuedAt)}`)
  doc.text(`Terms: ${invoiceTerms(inv)}`)
  doc.text(`PO number: ${oneLine(invoicePoNumber(inv))}`)
  if (inv.paid) {
    doc.text(`Paid: ${invoiceDate(inv.paid.at)}, reference ${oneLine(inv.paid.reference)}`)
  } else doc.text(`Due: ${invoiceDate(inv.dueAt)}`)
  if (inv.revisedAt) doc.text(`Revised: ${invoiceDate(inv.revisedAt)}`)
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

  doc.font('Helvetica-Bold').text('Item', MARGIN, doc.y, { continued: false })
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor('#cbd5e1')
    .stroke()
  doc.moveDown(0.3).font('Helvetica')
  for (const line of inv.lines) {
    row(
      doc,
      `${line.quantity} x ${line.name} at ${formatPrice(line.unitPriceCents)}`,
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
    ex?.applied ? `Tax (exempt, certificate ${oneLine(ex.certificate)}, ${ex.state})` : 'Tax (7%)',
    formatPrice(inv.taxCents),
    width,
  )
  doc.font('Helvetica-Bold')
  row(doc, inv.paid ? 'Total paid' : 'Total due', formatPrice(inv.totalCents), width)
  doc.font('Helvetica')
  if (inv.paid) row(doc, 'Balance due', formatPrice(0), width)
  doc.moveDown()
  if (ex && !ex.applied) {
    doc.text(
      `Tax-exemption certificate ${oneLine(ex.certificate)} (${ex.state}) received: the tax comes off once we have checked it, and we send a revised invoice.`,
      MARGIN,
      doc.y,
      { width },
    )
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
  doc.fontSize(8).fillColor(GREY).text('All products are sold for laboratory research use only.')
}

function block(doc: PDFKit.PDFDocument, title: string, lines: string[]): void {
  doc.font('Helvetica-Bold').fontSize(10).text(title, MARGIN, doc.y)
  doc.font('Helvetica')
  for (const line of lines) doc.text(oneLine(line))
  doc.moveDown(0.6)
}

function row(doc: PDFKit.PDFDocument, label: string, amount: string, width: number): void {
  const y = doc.y
  doc.text(oneLine(label), MARGIN, y, { width: width - 90 })
  const after = doc.y
  doc.text(amount, MARGIN + width - 90, y, { width: 90, align: 'right' })
  doc.y = Math.max(after, doc.y)
}

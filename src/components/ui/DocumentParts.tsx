import type { ReactNode } from 'react'
import { nameWithSize } from '@/domain/catalogue/sizes'
import { formatPrice } from '@/lib/money'

// The pieces the shop's printable documents share (the invoice, the quote): a party's block, the
// table of items with its amount rows, and a download of the document's PDF.

/** "From", "Bill to", "Ship to": a heading and the lines under it. */
export function Party({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="text-sm">
      <h2 className="font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 break-words">{children}</p>
    </section>
  )
}

/** A row under the lines: its label and amount, both to the right. */
export function AmountRow({
  label,
  cents,
  strong,
}: {
  label: string
  cents: number
  strong?: boolean
}) {
  return (
    <tr className={strong ? 'font-semibold text-slate-900' : undefined}>
      <td className="py-1 text-right">{label}</td>
      <td className="py-1 text-right">{formatPrice(cents)}</td>
    </tr>
  )
}

export interface DocumentLine {
  productId: string
  name: string
  size?: string | null
  quantity: number
  unitPriceCents: number
  lineTotalCents: number
}

/** "Items and totals": a row per line ("2 × BPC-157 5mg at $49.00"), the amount rows under them. */
export function ItemsTable({
  lines,
  children,
}: {
  lines: readonly DocumentLine[]
  children: ReactNode
}) {
  return (
    <table className="mt-6 w-full text-left text-sm tabular-nums">
      <caption className="sr-only">Items and totals</caption>
      <thead>
        <tr className="border-b border-slate-300">
          <th scope="col" className="py-2">
            Item
          </th>
          <th scope="col" className="py-2 text-right">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={`${line.productId}/${line.size ?? ''}`} className="border-b border-slate-100">
            <td className="py-2">
              {line.quantity} × {nameWithSize(line.name, line.size)} at{' '}
              {formatPrice(line.unitPriceCents)}
            </td>
            <td className="py-2 text-right">{formatPrice(line.lineTotalCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>{children}</tfoot>
    </table>
  )
}

/** The shop as the party a document is from: its legal name, address, email and phone. */
export function SellerParty({
  seller,
  email,
  children,
}: {
  seller: { legalName: string; addressLines: readonly string[]; phone: string }
  /** The email address, drawn as the document draws it. */
  email: ReactNode
  children?: ReactNode
}) {
  return (
    <Party title="From">
      {seller.legalName}
      {seller.addressLines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      {email}
      <span className="block">{seller.phone}</span>
      {children}
    </Party>
  )
}

/** Saves a fetched file under `filename`, as a download link would. */
export function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file)
  const a = document.createElement('a')
  a.href = url
  a.download = filename
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

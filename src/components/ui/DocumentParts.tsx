import type { ReactNode } from 'react'
import { formatPrice } from '@/lib/money'

// The pieces the shop's printable documents share (the invoice, the quote): a party's block and
// an amount row under the lines, and a download of the document's PDF.

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

/** Saves a fetched file under `filename`, as a download link would. */
export function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file)
  const a = document.createElement('a')
  a.href = url
  a.download = filename
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

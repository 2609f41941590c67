import { ORDER_DESK_ORIGIN } from '@/data/shop'
import type { InvoiceView } from '@/domain/payments/invoice-view'
import { ORDER_API } from '@/domain/orders/order-api'
import { DESK_MESSAGES, DeskError, deskRequest } from '@/lib/desk-client'

// The invoice page's calls, apart from order-api.ts so that the checkout does not load them.

const invoiceUrl = (number: string) => `${ORDER_API.orders}/${encodeURIComponent(number)}/invoice`

/** The invoice behind a status link; null when the number and secret do not match one. */
export async function fetchInvoice(number: string, secret: string): Promise<InvoiceView | null> {
  try {
    const { data } = await deskRequest(ORDER_DESK_ORIGIN, invoiceUrl(number), {
      headers: { [ORDER_API.secretHeader]: secret },
      timeoutMs: 10_000,
    })
    const invoice = (data as { invoice?: InvoiceView } | null)?.invoice
    // The desk's own answer; its shape is checked at the few fields the page relies on.
    if (typeof invoice?.number !== 'string' || !Array.isArray(invoice.lines)) {
      throw new DeskError('server', DESK_MESSAGES.server)
    }
    return invoice
  } catch (error) {
    if (error instanceof DeskError && error.failure === 'refused' && error.status === 404) {
      return null
    }
    throw error
  }
}

/** The invoice's PDF, fetched with the secret in its header (a plain link could not carry it). */
export async function fetchInvoicePdf(number: string, secret: string): Promise<Blob> {
  const base = ORDER_DESK_ORIGIN.replace(/\/+$/, '')
  const res = await fetch(`${base}${invoiceUrl(number)}.pdf`, {
    headers: { [ORDER_API.secretHeader]: secret },
  })
  if (!res.ok) throw new Error('The PDF could not be downloaded. Please try again.')
  return res.blob()
}

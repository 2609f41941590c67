import { ORDER_DESK_ORIGIN } from '@/data/shop'
import { ORDER_API } from '@/domain/orders/order-api'
import type { PlacedOrder } from '@/domain/orders/order-view'
import type { QuoteView } from '@/domain/quotes/quote'
import type { QuoteAcceptance, QuoteRequestBody } from '@/domain/quotes/quote-schemas'
import { DESK_MESSAGES, DeskError, deskRequest } from '@/lib/desk-client'

// The quote pages' calls to the order desk. A quote's secret travels in the header the status
// pages use, never in an address.

const quoteUrl = (number: string) => `/api/quotes/${encodeURIComponent(number)}`

/** Sends a request for a quote; resolves with the desk's thanks once it is stored. */
export async function sendQuoteRequest(body: QuoteRequestBody): Promise<string> {
  const { data } = await deskRequest(ORDER_DESK_ORIGIN, '/api/quote-requests', {
    method: 'POST',
    body,
    timeoutMs: 10_000,
  })
  return String((data as { message?: unknown }).message ?? '')
}

export interface LoadedQuote {
  quote: QuoteView
  /** Once accepted: its order's status-link secret. */
  orderSecret?: string
}

/** The quote behind a link; null when the number and secret do not match one. */
export async function fetchQuote(number: string, secret: string): Promise<LoadedQuote | null> {
  try {
    const { data } = await deskRequest(ORDER_DESK_ORIGIN, quoteUrl(number), {
      headers: { [ORDER_API.secretHeader]: secret },
      timeoutMs: 10_000,
    })
    const loaded = data as Partial<LoadedQuote> | null
    if (typeof loaded?.quote?.number !== 'string' || !Array.isArray(loaded.quote.lines)) {
      throw new DeskError('server', DESK_MESSAGES.server)
    }
    return loaded as LoadedQuote
  } catch (error) {
    if (error instanceof DeskError && error.failure === 'refused' && error.status === 404) {
      return null
    }
    throw error
  }
}

/** The quote's PDF, fetched with the secret in its header. */
export async function fetchQuotePdf(number: string, secret: string): Promise<Blob> {
  const base = ORDER_DESK_ORIGIN.replace(/\/+$/, '')
  const res = await fetch(`${base}${quoteUrl(number)}/pdf`, {
    headers: { [ORDER_API.secretHeader]: secret },
  })
  if (!res.ok) throw new Error('The PDF could not be downloaded. Please try again.')
  return res.blob()
}

/** Accepts the quote: its order, and the order's status-link secret. */
export async function acceptQuote(
  number: string,
  secret: string,
  body: QuoteAcceptance,
): Promise<PlacedOrder> {
  const { data } = await deskRequest(ORDER_DESK_ORIGIN, `${quoteUrl(number)}/accept`, {
    method: 'POST',
    body,
    headers: { [ORDER_API.secretHeader]: secret },
    timeoutMs: 15_000,
  })
  return data as PlacedOrder
}

// One change to an order, as every form on its page sends it (its actions, returns, edit and
// getting paid): the order's version with the body, the order as changed shown at once. And the
// one block every console form that sends an order or a quote says a refusal in (the entry
// forms too): the message, what no control of the form says itself, and a way to reload the
// order when another operator changed it first.
import { useState } from 'react'
import type { ConsoleOrder } from '@/domain/orders/console-view'
import { api, ApiError } from './api'
import { ErrorNotice, secondaryButtonClass } from './ui'

/** What the server said to a change it did not make. */
export interface Refusal {
  message: string
  /** Another operator changed the order first: reload and decide again. */
  conflict: boolean
  /** Messages by the field they are about (as the form names its fields). */
  fields: Record<string, string>
}

/**
 * A failed send as the page says it: `unsent` when the server could not be reached; `fieldOf`
 * renames the server's fields to the form's.
 */
export function refusalOf(
  error: unknown,
  {
    unsent = 'The change could not be saved.',
    fieldOf = (f) => f,
  }: { unsent?: string; fieldOf?: ((field: string) => string) | undefined } = {},
): Refusal {
  if (!(error instanceof ApiError)) return { message: unsent, conflict: false, fields: {} }
  return {
    message: error.message,
    conflict: error.status === 409,
    fields: Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [fieldOf(k), v])),
  }
}

/** What a change says once made: a text, or one made from the order as changed. */
type Said = string | ((next: ConsoleOrder) => string)

/**
 * Sends changes to `data`'s order (at `/orders/{number}{path}`, with its version) one at a
 * time: `busy` while one is on its way, then `done` (what it said) or `refusal`.
 */
export function useOrderChange(data: ConsoleOrder, onChanged: (next: ConsoleOrder) => void) {
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const [done, setDone] = useState('')
  const [busy, setBusy] = useState(false)

  async function send(
    path: string,
    body: Record<string, unknown>,
    said: Said,
    fieldOf?: (field: string) => string,
  ): Promise<void> {
    setBusy(true)
    setRefusal(null)
    setDone('')
    try {
      const next = await api.post<ConsoleOrder>(
        `/orders/${encodeURIComponent(data.order.number)}${path}`,
        { version: data.version, ...body },
      )
      onChanged(next)
      setDone(typeof said === 'string' ? said : said(next))
    } catch (e) {
      setRefusal(refusalOf(e, { fieldOf }))
    } finally {
      setBusy(false)
    }
  }

  return { send, busy, done, refusal }
}

/**
 * What the server refused: its message; with `shown` (the keys the form's controls say
 * themselves), each other message once; and "Reload order" when another operator changed the
 * order first.
 */
export function RefusalNotice({
  refusal,
  shown,
  onReload,
  id,
  className = 'mb-3 space-y-2',
}: {
  refusal: Refusal | null
  shown?: ReadonlySet<string>
  onReload?: () => void
  id?: string
  className?: string
}) {
  if (!refusal) return null
  const unplaced = shown
    ? [
        ...new Set(
          Object.entries(refusal.fields)
            .filter(([key, message]) => !shown.has(key) && message !== refusal.message)
            .map(([, message]) => message),
        ),
      ]
    : []
  return (
    <div id={id} className={className}>
      <ErrorNotice>
        {refusal.message}
        {unplaced.map((m) => (
          <span key={m} className="block">
            {m}
          </span>
        ))}
      </ErrorNotice>
      {refusal.conflict && onReload && (
        <button type="button" className={secondaryButtonClass} onClick={onReload}>
          Reload order
        </button>
      )}
    </div>
  )
}

import { useRef, useState, type FormEvent } from 'react'
import { FormAlert } from '@/components/ui/FormAlert'
import { ORDER_DESK_ORIGIN } from '@/data/shop'
import { HOLD_DOCUMENTS, HOLD_MESSAGES } from '@/domain/orders/holds'
import { ORDER_API } from '@/domain/orders/order-api'
import { DESK_MESSAGES, deskUrl } from '@/lib/desk-client'
import { formatWhen } from './order-status'
import type { OrderView } from './order-view'

/**
 * A held order's part of the status page: what its ship-to state asks for, the documents sent,
 * and a file to send (PDF, JPEG or PNG, up to 10 MB); or a reply to the confirmation's email.
 * The file goes to the desk as it is, with the status link's secret.
 */
export function HoldDocuments({
  order,
  secret,
  onSent,
}: {
  order: OrderView
  secret: string
  onSent(): void
}) {
  const hold = order.hold
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [sent, setSent] = useState('')
  if (!hold) return null

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const file = input.current?.files?.[0]
    setError('')
    setSent('')
    if (!file) {
      setError('Choose a file to send.')
      input.current?.focus()
      return
    }
    if (file.size > HOLD_DOCUMENTS.maxBytes) {
      setError(HOLD_MESSAGES.tooLarge)
      return
    }
    setBusy(true)
    try {
      const res = await fetch(
        deskUrl(
          `${ORDER_API.orders}/${encodeURIComponent(order.number)}/documents`,
          ORDER_DESK_ORIGIN,
        ),
        {
          method: 'POST',
          credentials: 'omit',
          headers: {
            'Content-Type': file.type || 'application/octet-stream',
            'X-File-Name': encodeURIComponent(file.name),
            [ORDER_API.secretHeader]: secret,
          },
          body: file,
        },
      )
      const answer = (await res.json().catch(() => null)) as {
        message?: string
        error?: { message?: string }
      } | null
      if (!res.ok) {
        setError(answer?.error?.message ?? DESK_MESSAGES.server)
        return
      }
      setSent(answer?.message ?? HOLD_MESSAGES.sent)
      if (input.current) input.current.value = ''
      onSent()
    } catch {
      setError(DESK_MESSAGES.unreachable)
    } finally {
      setBusy(false)
    }
  }

  const open = order.status === 'on_hold'
  return (
    <div className="mt-4 border-t border-slate-200 pt-4 text-slate-700">
      <h3 className="font-semibold text-slate-900">Documents for your ship-to state</h3>
      <ul className="mt-2 list-disc pl-5">
        {hold.reason.split('\n').map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {hold.documents.length > 0 && (
        <>
          <p className="mt-3 font-medium text-slate-900">Sent</p>
          <ul className="mt-1 text-sm">
            {hold.documents.map((d, i) => (
              <li key={i} className="break-words">
                {d.filename}, {formatWhen(d.at)}
              </li>
            ))}
          </ul>
        </>
      )}
      {open && (
        <form onSubmit={(e) => void send(e)} className="mt-3 flex flex-col gap-2">
          <label htmlFor="hold-document" className="text-sm font-medium text-slate-800">
            Document (PDF, JPEG or PNG, up to 10 MB)
          </label>
          <input
            ref={input}
            id="hold-document"
            type="file"
            accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
            className="text-sm"
            aria-invalid={error ? true : undefined}
          />
          <FormAlert tone="error">{error}</FormAlert>
          <FormAlert tone="info">{sent}</FormAlert>
          <button type="submit" className="btn-primary sm:self-start" aria-disabled={busy}>
            {busy ? 'Sending…' : 'Send document'}
          </button>
          <p className="text-sm">Or reply to your order confirmation email with it attached.</p>
        </form>
      )}
    </div>
  )
}

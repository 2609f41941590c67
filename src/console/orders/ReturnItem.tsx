import { useId } from 'react'
import type { ConsoleReturn } from '@/domain/orders/console-view'
import { RETURN_STATE_LABELS, returnState } from '@/domain/orders/returns'
import { nameWithSize } from '@/domain/catalogue/sizes'
import { formatPrice } from '@/lib/money'
import { buttonClass, formatDate } from '../shared/ui'

/**
 * One return on the console's order page: its lines and lots, where it stands, and its next
 * step: "Mark received" (its vials back in stock or not), then "Refund return".
 */
export function ReturnItem({
  item,
  busy,
  refundable,
  refundCents,
  onReceive,
  onRefund,
}: {
  item: ConsoleReturn
  busy: boolean
  refundable: boolean
  refundCents: number
  onReceive(restock: boolean): void
  onRefund(): void
}) {
  const restockId = useId()
  const state = returnState(item)
  const lots = item.lines
    .flatMap((l) => l.lots)
    .map((lot) => `${lot.lotNumber} (${lot.quantity})`)
    .join(', ')
  return (
    <li className="border-l-4 border-slate-300 pl-3">
      <h3 className="font-semibold">
        {item.rma}: {RETURN_STATE_LABELS[state]}
      </h3>
      <p className="text-sm text-slate-700">
        Opened {formatDate(item.openedAt)}. Reason: {item.reason}
      </p>
      <ul className="text-sm">
        {item.lines.map((l) => (
          <li key={l.position}>
            {l.quantity} × {nameWithSize(l.name, l.size)}
            {l.lots.length > 0 && ` (lot ${l.lots.map((lot) => lot.lotNumber).join(', ')})`}
          </li>
        ))}
      </ul>
      {item.receivedAt && (
        <p className="text-sm">
          Received {formatDate(item.receivedAt)}:{' '}
          {item.restocked ? 'put back in stock' : 'not put back in stock'}.
        </p>
      )}
      {item.refundedAt && (
        <p className="text-sm">
          Refunded {formatPrice(item.refundedCents ?? 0)} on {formatDate(item.refundedAt)}.
        </p>
      )}
      {state === 'open' && (
        <form
          aria-label={`Mark ${item.rma} received`}
          className="mt-2 space-y-2"
          onSubmit={(event) => {
            event.preventDefault()
            onReceive(new FormData(event.currentTarget).get('restock') === 'on')
          }}
        >
          <div className="flex items-start gap-3">
            <input
              id={restockId}
              type="checkbox"
              name="restock"
              aria-describedby={`${restockId}-hint`}
              className="mt-2.5 size-5 shrink-0"
            />
            <label htmlFor={restockId} className="py-2 font-semibold">
              Put back in stock
            </label>
          </div>
          <p id={`${restockId}-hint`} className="text-sm text-slate-700">
            The vials go back to the lots they left ({lots}) and are for sale again. Leave it
            unticked for vials that cannot be sold.
          </p>
          <button type="submit" disabled={busy} className={buttonClass}>
            Mark received<span className="sr-only"> ({item.rma})</span>
          </button>
        </form>
      )}
      {state === 'received' && refundable && (
        <form
          aria-label={`Refund ${item.rma}`}
          className="mt-2 space-y-2"
          onSubmit={(event) => {
            event.preventDefault()
            onRefund()
          }}
        >
          <p className="text-sm text-slate-700">
            Refunds {formatPrice(refundCents)}: the returned vials at the prices charged, with their
            tax (never more than was paid less what was refunded).
          </p>
          <button
            type="submit"
            disabled={busy}
            className={`${buttonClass} bg-red-800 hover:bg-red-900`}
          >
            Refund return<span className="sr-only"> ({item.rma})</span>
          </button>
        </form>
      )}
    </li>
  )
}

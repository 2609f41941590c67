import type { FormEvent } from 'react'
import { CONSOLE_LIMITS } from '@/domain/operators/console-api'
import type { ConsoleOrder } from '@/domain/orders/console-view'
import { canApply } from '@/domain/orders/order-status'
import { RETURN_STATUSES } from '@/domain/orders/returns'
import { nameWithSize } from '@/domain/catalogue/sizes'
import { formatPrice } from '@/lib/money'
import { RefusalNotice, useOrderChange } from '../shared/order-change'
import { useIsOwner } from '../shared/session'
import { buttonClass, Field, SuccessNotice } from '../shared/ui'
import { ReturnItem } from './ReturnItem'

interface Props {
  data: ConsoleOrder
  onChanged(data: ConsoleOrder): void
  onReload(): void
}

/**
 * The order's returns (RMA), each with where it stands and its next step (mark received, with
 * its vials back in stock or not; refund), and a form to open one on vials that shipped.
 */
export function OrderReturns({ data, onChanged, onReload }: Props) {
  const { send, busy, done, refusal: error } = useOrderChange(data, onChanged)
  const progress = { status: data.order.status, ...data.progress }
  // A return's refund is an owner's (the server refuses staff too).
  const owner = useIsOwner()
  const returnable = data.order.lines.flatMap((line, position) => {
    const left = data.returnableByLine[position] ?? 0
    return left > 0 ? [{ line, position, left }] : []
  })
  const canOpen = RETURN_STATUSES.includes(data.order.status) && returnable.length > 0
  const leftToRefund = data.order.totalCents - data.payment.refundedCents
  if (!canOpen && data.returns.length === 0) return null

  /** Runs a step of a return; `said` is what the console says once it is done. */
  const run = (
    path: string,
    body: Record<string, unknown>,
    said: (next: ConsoleOrder) => string,
    fieldOf?: (field: string) => string,
  ) => send(`/returns${path}`, body, said, fieldOf)

  function open(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const named = returnable.flatMap(({ line, position }) => {
      const quantity = Number(form.get(`return-${position}`))
      return quantity > 0
        ? [{ position, productId: line.productId, size: line.sizeKey ?? undefined, quantity }]
        : []
    })
    void run(
      '',
      {
        lines: named.map(({ position: _, ...line }) => line),
        reason: String(form.get('reason') ?? ''),
      },
      (next) =>
        `Return ${next.returns.at(-1)?.rma ?? ''} opened. The buyer is emailed where to send it.`,
      // The desk names a line by its place in what was sent; the form by the order's line.
      (field) =>
        field.replace(/^lines\.(\d+)\./, (_, i: string) => `line-${named[Number(i)]?.position}.`),
    )
  }

  return (
    <section
      aria-labelledby="returns-h"
      className="rounded-md border border-slate-300 bg-white p-4"
    >
      <h2 id="returns-h" className="mb-3 text-lg font-bold">
        Returns
      </h2>
      <SuccessNotice>{done}</SuccessNotice>
      <RefusalNotice refusal={error} onReload={onReload} />
      {data.returns.length > 0 && (
        <ul className="space-y-4">
          {data.returns.map((r) => (
            <ReturnItem
              key={r.rma}
              item={r}
              busy={busy}
              refundable={owner && canApply('refund_part', progress)}
              refundCents={Math.min(r.valueCents, leftToRefund)}
              onReceive={(restock) =>
                void run(`/${r.rma}/receive`, { restock }, () =>
                  restock
                    ? `Return ${r.rma} marked received; its vials are back in stock.`
                    : `Return ${r.rma} marked received.`,
                )
              }
              onRefund={() =>
                void run(`/${r.rma}/refund`, {}, (next) => {
                  const cents = next.returns.find((n) => n.rma === r.rma)?.refundedCents ?? 0
                  return `Return ${r.rma} refunded (${formatPrice(cents)}). The buyer is emailed.`
                })
              }
            />
          ))}
        </ul>
      )}
      {canOpen && (
        <form
          // A new form after each change: a return opened is not opened twice by a second press.
          key={data.version}
          onSubmit={open}
          aria-label="Open a return"
          className="mt-4 space-y-2 border-t border-slate-200 pt-3"
        >
          {returnable.map(({ line, position, left }) => (
            <Field
              key={position}
              label={`Vials of ${nameWithSize(line.name, line.size)} to return`}
              name={`return-${position}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={left}
              defaultValue={0}
              hint={`${left} shipped and not returned.`}
              error={error?.fields[`line-${position}.quantity`]}
            />
          ))}
          <Field
            label="Reason for the return"
            name="reason"
            required
            maxLength={CONSOLE_LIMITS.reason}
            error={error?.fields.reason}
          />
          <p className="text-sm text-slate-700">
            The buyer is emailed the return number and the address to send the vials to.
          </p>
          <button type="submit" disabled={busy} className={buttonClass}>
            Open a return
          </button>
        </form>
      )}
    </section>
  )
}

import type { FormEvent } from 'react'
import { CONSOLE_LIMITS } from '@/domain/operators/console-api'
import { ORDER_ACTION_LABELS } from '../shared/labels'
import { ActionForm } from './ActionForm'
import { ShipForm } from './ShipForm'
import { canApply, ORDER_ACTIONS, type OrderAction } from '@/domain/orders/order-status'
import { formatPrice } from '@/lib/money'
import { RefusalNotice, useOrderChange } from '../shared/order-change'
import { useIsOwner } from '../shared/session'
import type { ConsoleOrder } from '@/domain/orders/console-view'
import { Field, SuccessNotice } from '../shared/ui'

interface Props {
  data: ConsoleOrder
  onChanged(data: ConsoleOrder): void
  onReload(): void
}

const DONE: Record<OrderAction, string> = {
  release: 'Order released: it awaits payment. The buyer is emailed.',
  mark_paid: 'Order marked paid. The buyer is emailed.',
  ship: 'Order shipped. The buyer is emailed the tracking number.',
  mark_delivered: 'Order marked delivered. The buyer is emailed.',
  cancel: 'Order cancelled. The buyer is emailed.',
  refund_part: 'Refund recorded. The buyer is emailed.',
  refund: 'Order refunded. The buyer is emailed.',
}

const OWNERS_ACTIONS: OrderAction[] = ['refund_part', 'refund']

/** The changes the order's status allows, each a small form (the rule: domain/orders/order-status). */
export function OrderActions({ data, onChanged, onReload }: Props) {
  const { send, busy, done, refusal: error } = useOrderChange(data, onChanged)
  const owner = useIsOwner()
  const possible = (Object.keys(ORDER_ACTIONS) as OrderAction[]).filter((a) =>
    canApply(a, { status: data.order.status, ...data.progress }),
  )
  // Refunds are an owner's (the server refuses staff too).
  const allowed = owner ? possible : possible.filter((a) => !OWNERS_ACTIONS.includes(a))
  const refundableCents = data.order.totalCents - data.payment.refundedCents

  const submit =
    (action: OrderAction, read: (form: FormData) => Record<string, unknown>) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      void send(`/${action}`, read(new FormData(event.currentTarget)), DONE[action])
    }

  const text = (form: FormData, name: string) => String(form.get(name) ?? '')

  return (
    <section
      aria-labelledby="actions-h"
      className="rounded-md border border-slate-300 bg-white p-4"
    >
      <h2 id="actions-h" className="mb-3 text-lg font-bold">
        Actions
      </h2>
      <SuccessNotice>{done}</SuccessNotice>
      <RefusalNotice refusal={error} onReload={onReload} />
      {possible.length === 0 && <p>Nothing more to do: this order is closed.</p>}
      {allowed.length < possible.length && (
        <p className="mb-3 text-sm text-slate-700">Refunds are made by an owner of the shop.</p>
      )}
      <div className="space-y-4">
        {allowed.includes('release') && (
          <ActionForm
            label={ORDER_ACTION_LABELS.release}
            busy={busy}
            onSubmit={submit('release', () => ({}))}
          >
            <p className="text-sm">
              When the buyer’s documents are checked: the order goes on, awaiting payment, and the
              buyer is emailed.
            </p>
          </ActionForm>
        )}
        {allowed.includes('mark_paid') && (
          <ActionForm
            label={ORDER_ACTION_LABELS.mark_paid}
            busy={busy}
            onSubmit={submit('mark_paid', (f) => ({
              paymentReference: text(f, 'paymentReference'),
            }))}
          >
            <Field
              label="Payment reference"
              name="paymentReference"
              required
              maxLength={CONSOLE_LIMITS.paymentReference}
            />
          </ActionForm>
        )}
        {allowed.includes('ship') && (
          <ShipForm data={data} busy={busy} onSubmit={submit} fields={error?.fields ?? {}} />
        )}
        {allowed.includes('mark_delivered') && (
          <ActionForm
            label={ORDER_ACTION_LABELS.mark_delivered}
            busy={busy}
            onSubmit={submit('mark_delivered', () => ({}))}
          />
        )}
        {allowed.includes('refund_part') && (
          <ActionForm
            // A new form after each change: a refund recorded is not sent twice by a second press.
            key={data.version}
            label={ORDER_ACTION_LABELS.refund_part}
            busy={busy}
            danger
            onSubmit={submit('refund_part', (f) => ({
              amount: text(f, 'amount'),
              reason: text(f, 'reason'),
              reference: text(f, 'reference'),
            }))}
          >
            <Field
              label="Amount to refund (USD)"
              name="amount"
              inputMode="decimal"
              required
              maxLength={20}
              hint={`Paid ${formatPrice(data.order.totalCents)}, refunded ${formatPrice(data.payment.refundedCents)}: at most ${formatPrice(refundableCents)} can be refunded.`}
              error={error?.fields.amount}
            />
            <Field
              label="Reason for this refund"
              name="reason"
              required
              maxLength={CONSOLE_LIMITS.reason}
              error={error?.fields.reason}
            />
            <Field
              label="Refund reference"
              name="reference"
              required
              maxLength={CONSOLE_LIMITS.paymentReference}
              error={error?.fields.reference}
            />
          </ActionForm>
        )}
        {(['cancel', 'refund'] as const)
          .filter((a) => allowed.includes(a))
          .map((a) => (
            <ActionForm
              key={a}
              label={ORDER_ACTION_LABELS[a]}
              busy={busy}
              danger
              onSubmit={submit(a, (f) => ({ reason: text(f, 'reason') }))}
            >
              <Field
                label={a === 'cancel' ? 'Reason for cancelling' : 'Reason for the refund'}
                name="reason"
                required
                maxLength={CONSOLE_LIMITS.reason}
              />
            </ActionForm>
          ))}
      </div>
    </section>
  )
}

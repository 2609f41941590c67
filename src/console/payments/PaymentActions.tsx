import type { FormEvent, ReactNode } from 'react'
import { CONSOLE_API } from '@/domain/operators/console-api'
import type { ConsoleOrder } from '@/domain/orders/console-view'
import type { PaymentAction } from '@/domain/payments/payment-request'
import { RefusalNotice, useOrderChange } from '../shared/order-change'
import { buttonClass, Field, formatDate, SuccessNotice } from '../shared/ui'

const DONE: Record<PaymentAction, string> = {
  'send-invoice': 'Invoice sent. The buyer is emailed it with its PDF.',
  'payment-link': 'Payment link saved. The buyer is emailed it and sees "Pay by card".',
  'tax-exemption': 'Tax exemption applied. The buyer is emailed the revised invoice.',
}

interface Props {
  data: ConsoleOrder
  onChanged(data: ConsoleOrder): void
  onReload(): void
}

/**
 * Getting paid, while an order awaits payment: send (or resend) its invoice, give it a card
 * payment link, apply the buyer's tax exemption. The payments area's rules decide; this only asks.
 */
export function PaymentActions({ data, onChanged, onReload }: Props) {
  const { send, busy, done, refusal } = useOrderChange(data, onChanged)
  const { order, payment } = data
  if (order.status !== 'awaiting_payment') return null
  const certificate = order.institution.taxCertificate
  // A refusal of the link is said at its field.
  const linkError = refusal?.fields.url

  const on =
    (action: PaymentAction, read?: (f: FormData) => Record<string, unknown>) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      void send(`/${action}`, read?.(new FormData(event.currentTarget)) ?? {}, DONE[action])
    }

  return (
    <section
      aria-labelledby="pay-actions-h"
      className="rounded-md border border-slate-300 bg-white p-4"
    >
      <h2 id="pay-actions-h" className="mb-3 text-lg font-bold">
        Getting paid
      </h2>
      <SuccessNotice>{done}</SuccessNotice>
      <RefusalNotice refusal={linkError ? null : refusal} onReload={onReload} />
      <div className="space-y-4">
        <Form label="Send invoice" busy={busy} onSubmit={on('send-invoice')}>
          <p>
            {payment.invoiceSentAt
              ? `Invoice sent ${formatDate(payment.invoiceSentAt)}.`
              : 'The invoice has not been sent yet.'}{' '}
            <a
              className="text-blue-800 underline"
              href={`${CONSOLE_API}/orders/${encodeURIComponent(order.number)}/invoice.pdf`}
            >
              Invoice PDF
            </a>
          </p>
        </Form>
        <Form
          label="Send payment link"
          busy={busy}
          onSubmit={on('payment-link', (f) => ({ url: String(f.get('url') ?? '') }))}
        >
          {payment.paymentLink && <p className="break-all">Current link: {payment.paymentLink}</p>}
          <Field
            label="Payment link from your card processor (https)"
            name="url"
            type="url"
            required
            error={linkError}
            placeholder="https://buy.stripe.com/..."
          />
        </Form>
        {certificate && order.taxCents > 0 && (
          <Form label="Apply tax exemption" busy={busy} onSubmit={on('tax-exemption')}>
            <p>
              Certificate {certificate} ({order.institution.taxCertificateState}). Check it first:
              applying removes the tax and mails a revised invoice.
            </p>
          </Form>
        )}
      </div>
    </section>
  )
}

function Form(props: {
  label: string
  busy: boolean
  onSubmit(event: FormEvent<HTMLFormElement>): void
  children?: ReactNode
}) {
  return (
    <form
      onSubmit={props.onSubmit}
      aria-label={props.label}
      className="space-y-2 border-t border-slate-200 pt-3"
    >
      {props.children}
      <button type="submit" disabled={props.busy} className={buttonClass}>
        {props.label}
      </button>
    </form>
  )
}

import { TAX_RATE } from '@/data/policy'
import { PAYMENT_TERMS_DAYS, SHOP } from '@/data/shop'
import { PAYMENT_RAILS_TEXT } from '@/domain/payments/payment-rails'

/**
 * "Purchase orders and payment" as the terms and the about page state it, from the settings the
 * invoices use: the PO number and tax exemption given at checkout, the invoice due
 * PAYMENT_TERMS_DAYS after its date, paid by the rails of src/domain/payments/payment-rails.ts to the
 * account on the invoice, the W-9 by email.
 */
export function PurchaseOrdersAndPayment() {
  const email = (
    <a
      className="font-medium text-accent underline underline-offset-2"
      href={`mailto:${SHOP.email}`}
    >
      {SHOP.email}
    </a>
  )
  return (
    <ul className="list-disc space-y-2 pl-6">
      <li>
        <strong className="font-semibold text-slate-900">Purchase orders.</strong> We accept your
        institution’s purchase order: give its PO number at checkout and we print it on the invoice.
      </li>
      <li>
        <strong className="font-semibold text-slate-900">Tax exemption.</strong> Give your
        tax-exemption certificate number and its state at checkout. The order is placed with the{' '}
        {Math.round(TAX_RATE * 100)}% sales tax; once we have checked the certificate we take the
        tax off and send a revised invoice.
      </li>
      <li>
        <strong className="font-semibold text-slate-900">Terms: Net {PAYMENT_TERMS_DAYS}.</strong>{' '}
        Every order is invoiced when it is placed, and the invoice is due {PAYMENT_TERMS_DAYS} days
        after its date. We ship once the payment has arrived.
      </li>
      <li>
        <strong className="font-semibold text-slate-900">How to pay.</strong> By{' '}
        {PAYMENT_RAILS_TEXT}, to the bank account or Zelle address printed on the invoice, quoting
        the order number as the payment reference.
      </li>
      <li>
        <strong className="font-semibold text-slate-900">Form W-9.</strong> Write to {email} and we
        send our W-9
        {SHOP.taxId && (
          <>
            {' '}
            <span className="whitespace-nowrap">(EIN {SHOP.taxId})</span>
          </>
        )}{' '}
        for your supplier records.
      </li>
    </ul>
  )
}

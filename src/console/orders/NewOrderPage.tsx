import { useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { holdsCardNumber } from '@/domain/shared/card-guard'
import type { ConsoleOrder } from '@/domain/orders/console-view'
import { ORDER_ENTRY_LIMITS as L } from '@/domain/orders/order-entry'
import type { PaymentMethod } from '@/domain/orders/payment-methods'
import { api } from '../shared/api'
import { buttonClass, Field, PageTitle } from '../shared/ui'
import { AddressFields, SHIPPING_FIELD_KEYS, shippingBody } from './AddressFields'
import { LinesSection, TaxCertificateFields, useEntrySubmit, type Refusal } from './entry-form'
import { RefusalNotice } from '../shared/order-change'
import { BuyerFields, buyerBody, Choices, ConfirmationBoxes, Section } from './OrderFormParts'
import {
  lineEditorIds,
  lineFieldKeys,
  lineKey,
  linesBody,
  useConsoleProducts,
  useLines,
} from './lines'

const TITLE_ID = 'new-order-title'
const PROBLEM_ID = 'new-order-problem'
const IDS = lineEditorIds('new-order')

/** The methods, in the operator's words: the invoice first, as purchase orders mostly pay. */
const METHODS: { value: PaymentMethod; label: string }[] = [
  { value: 'bank_transfer', label: 'Bank transfer or Zelle (invoice)' },
  { value: 'card_link', label: 'Card payment link' },
]

const CUSTOMER_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'ageVerified',
  'researchUse',
  'refundPolicyAccepted',
] as const
const INSTITUTION_FIELDS = [
  'organization',
  'poNumber',
  'taxCertificate',
  'taxCertificateState',
] as const

/**
 * This page's idempotency key: 24 random bytes as base64url (32 characters). The desk's card
 * guard reads the key like any text, so a key it would refuse (a Luhn-valid run of digits, all
 * but impossible) is drawn again.
 */
function newOrderKey(): string {
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(24))
    const key = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
    if (!holdsCardNumber(key)) return key
  }
}

/**
 * An order the operator enters for a buyer (a purchase order that came by email, say), placed
 * as the checkout places one. The page's key goes with every attempt, so pressing twice or
 * retrying after a refusal never makes two orders.
 */
export function NewOrderPage() {
  const navigate = useNavigate()
  const { products, productsError } = useConsoleProducts()
  const lines = useLines([])
  const [idempotencyKey] = useState(newOrderKey)
  const {
    busy,
    refusal: problem,
    fields,
    send,
    sending,
  } = useEntrySubmit(
    'The order could not be sent. Press Place order again: it is never placed twice.',
  )
  // Messages about no control on the form (the key, the country): said with the notice.
  const shown = new Set([
    ...lineFieldKeys(problem?.sent ?? []),
    ...SHIPPING_FIELD_KEYS,
    ...CUSTOMER_FIELDS.map((f) => `customer.${f}`),
    ...INSTITUTION_FIELDS.map((f) => `institution.${f}`),
    'paymentMethod',
  ])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending.current) return
    const formElement = event.currentTarget
    const form = new FormData(formElement)
    const text = (name: string) => String(form.get(name) ?? '').trim()
    lines.setStatus('')
    if (lines.rows.length === 0) {
      lines.setError('An order needs at least one line: choose a product and size, and add it.')
      document.getElementById(IDS.add)?.focus()
      return
    }
    lines.setError('')
    const institution = {
      organization: text('organization'),
      poNumber: text('poNumber'),
      taxCertificate: text('taxCertificate'),
      taxCertificateState: text('taxCertificateState'),
    }
    const sent = lines.rows.map(lineKey)
    const body = {
      idempotencyKey,
      lines: linesBody(lines.rows),
      customer: {
        ...buyerBody(form),
        ageVerified: form.get('ageVerified') !== null,
        researchUse: form.get('researchUse') !== null,
        refundPolicyAccepted: form.get('refundPolicyAccepted') !== null,
      },
      shipping: shippingBody(form),
      paymentMethod: text('paymentMethod'),
      // Sent only when the purchase order gave any of it, as the checkout does.
      ...(Object.values(institution).some(Boolean) ? { institution } : {}),
    }
    await send(
      sent,
      async () => {
        const placed = await api.post<ConsoleOrder>('/orders', body)
        // In place of this form: Back leads to the list, not to an emptied form.
        void navigate(`/orders/${encodeURIComponent(placed.order.number)}`, { replace: true })
      },
      (next) => focusProblem(formElement, next),
    )
  }

  return (
    <>
      <nav aria-label="Order list" className="mb-2">
        <Link to="/orders" className="text-blue-800 underline">
          Back to the list
        </Link>
      </nav>
      <PageTitle id={TITLE_ID} describedBy={problem ? PROBLEM_ID : undefined}>
        New order
      </PageTitle>
      <p className="mb-4 max-w-3xl text-slate-700">
        An order that reached the shop another way, such as a purchase order by email. The catalogue
        prices its lines when it is placed.
      </p>
      <form onSubmit={(e) => void submit(e)} className="max-w-3xl space-y-6">
        <RefusalNotice id={PROBLEM_ID} refusal={problem} shown={shown} className="" />

        <LinesSection
          idPrefix="new-order"
          lines={lines}
          products={products}
          productsError={productsError}
          refusal={problem}
        />

        <Section title="Buyer">
          <BuyerFields fields={fields} emailHint="The buyer’s: the order’s mails go to it." />
        </Section>

        <Section title="Shipping address">
          <AddressFields fields={fields} />
        </Section>

        <PurchaseSections fields={fields} />

        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
          <button type="submit" disabled={busy} className={buttonClass}>
            Place order
          </button>
          <p role="status" className="text-sm">
            {busy ? 'Placing the order…' : ''}
          </p>
        </div>
      </form>
    </>
  )
}

/** What the purchase order names, how it is paid, and the buyer's word on each tick. */
function PurchaseSections({ fields }: { fields: Record<string, string> }) {
  return (
    <>
      <Section title="Institution" intro="Optional: what the purchase order names.">
        <Field
          label="Organization"
          name="organization"
          maxLength={L.organization}
          autoComplete="off"
          error={fields['institution.organization']}
        />
        <Field
          label="PO number"
          name="poNumber"
          maxLength={L.poNumber}
          autoComplete="off"
          spellCheck={false}
          error={fields['institution.poNumber']}
        />
        <TaxCertificateFields
          numberLabel="Tax-exemption certificate number"
          numberHint="Tax is charged until you check the certificate and apply the exemption on the order’s page."
          stateHint="The state that issued it."
          numberError={fields['institution.taxCertificate']}
          stateError={fields['institution.taxCertificateState']}
        />
      </Section>

      <Section title="Payment">
        <Choices
          legend="Payment method"
          name="paymentMethod"
          options={METHODS}
          error={fields.paymentMethod}
        />
      </Section>

      <Section title="Confirmations">
        <ConfirmationBoxes
          hint="The buyer’s word, as on their purchase order or email: tick each only when the buyer said so."
          boxes={[
            {
              name: 'ageVerified',
              label: 'The buyer confirmed they are 21 or older',
              error: fields['customer.ageVerified'],
            },
            {
              name: 'researchUse',
              label:
                'The buyer confirmed the materials are for laboratory research use only, not for human or veterinary use',
              error: fields['customer.researchUse'],
            },
            {
              name: 'refundPolicyAccepted',
              label: 'The buyer accepted the refund policy',
              error: fields['customer.refundPolicyAccepted'],
            },
          ]}
        />
      </Section>
    </>
  )
}

/**
 * After a refusal: the first control marked invalid takes the focus (a group's first choice; not
 * the add-line controls, whose messages are about an add); else the choice of a line, when the lines were refused as a
 * whole; else the title, which reads out the refusal.
 */
function focusProblem(form: HTMLFormElement, problem: Refusal) {
  const invalid = [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')].find(
    (control) => control.id !== IDS.add && control.id !== IDS.addQuantity,
  )
  const target =
    // A group (the payment method): its first choice.
    (invalid instanceof HTMLFieldSetElement ? invalid.querySelector('input') : invalid) ??
    (problem.fields.lines ? document.getElementById(IDS.add) : null) ??
    document.getElementById(TITLE_ID)
  target?.focus()
}

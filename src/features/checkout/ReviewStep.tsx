import type { ReactNode } from 'react'
import { US_STATES } from '@/data/us-states'
import { lastFour } from './card-format'
import type { CheckoutData, StepId } from './checkout-steps'
import { OrderSummary } from './OrderSummary'

interface ReviewStepProps {
  data: CheckoutData
  onEdit(step: StepId): void
  onBack(): void
  onPlaceOrder(): void
}

function DetailsGroup(props: {
  title: string
  editName: string
  onEdit(): void
  children: ReactNode
}) {
  const headingId = `review-${props.title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4">
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {props.title}
        </h3>
        <button type="button" className="btn-secondary" onClick={props.onEdit}>
          Edit<span className="sr-only"> {props.editName}</span>
        </button>
      </div>
      <div className="mt-2 text-base break-words text-slate-700">{props.children}</div>
    </section>
  )
}

/** Step 4: the order, its totals and the entered details, each group editable; "Place Order". */
export function ReviewStep({ data, onEdit, onBack, onPlaceOrder }: ReviewStepProps) {
  const { customer, shipping, payment } = data
  const stateName = US_STATES.find((s) => s.code === shipping.state)?.label ?? shipping.state
  return (
    <div className="flex flex-col gap-5">
      <OrderSummary headingLevel={3} />
      <DetailsGroup title="Customer" editName="customer details" onEdit={() => onEdit('details')}>
        <p>
          {customer.firstName} {customer.lastName}
        </p>
        <p>{customer.email}</p>
        <p>{customer.phone}</p>
      </DetailsGroup>
      <DetailsGroup
        title="Shipping address"
        editName="shipping address"
        onEdit={() => onEdit('shipping')}
      >
        <p>{shipping.address}</p>
        {shipping.address2 && <p>{shipping.address2}</p>}
        <p>
          {shipping.city}, {stateName} {shipping.zip}
        </p>
        <p>{shipping.country}</p>
      </DetailsGroup>
      <DetailsGroup title="Payment" editName="payment details" onEdit={() => onEdit('payment')}>
        <p>{payment.cardName}</p>
        <p>
          <span aria-hidden="true">•••• •••• •••• </span>
          <span className="sr-only">Card ending in </span>
          {lastFour(payment.cardNumber)}
        </p>
      </DetailsGroup>
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-between">
        <button type="button" className="btn-secondary" onClick={onBack}>
          Back
        </button>
        <button type="button" className="btn-primary sm:min-w-40" onClick={onPlaceOrder}>
          Place Order
        </button>
      </div>
    </div>
  )
}

import { LoaderCircle } from 'lucide-react'
import { useEffect, useRef, type ReactNode } from 'react'
import { FormAlert } from '@/components/ui/FormAlert'
import { US_STATES } from '@/data/us-states'
import { PAYMENT_METHOD_LABELS } from '@/domain/orders/payment-methods'
import { orderTotals } from '@/domain/orders/totals'
import { useCart } from '@/features/cart'
import { formatPrice } from '@/lib/money'
import { formatUsPhone } from '@/lib/phone'
import { lastFour } from './card-format'
import { CARD_FORM_BUILT, type CheckoutData, type PaymentMode, type StepId } from './checkout-steps'

/** Where placing the order stands: sending, or refused/unreachable with a message to show. */
export interface PlaceState {
  placing: boolean
  failure: { message: string; details: string[] } | null
}

interface ReviewStepProps {
  data: CheckoutData
  mode: PaymentMode
  place: PlaceState
  onEdit(step: StepId): void
  onBack(): void
  onPlaceOrder(): void
}

function DetailsGroup(props: {
  title: string
  editName: string
  onEdit(): void
  className?: string
  children: ReactNode
}) {
  const headingId = `review-${props.title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-lg border border-slate-200 p-4 ${props.className ?? ''}`}
    >
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

function PaymentDetails({ data, mode }: { data: CheckoutData; mode: PaymentMode }) {
  if (mode === 'method' || !CARD_FORM_BUILT) {
    return data.paymentMethod ? (
      <>
        <p>{PAYMENT_METHOD_LABELS[data.paymentMethod]}</p>
        <p className="mt-1 text-sm text-slate-600">
          Nothing is charged now. Your order number will be the payment reference.
        </p>
      </>
    ) : null
  }
  return (
    <>
      <p>{data.payment.cardName}</p>
      <p>
        <span aria-hidden="true">•••• •••• •••• </span>
        <span className="sr-only">Card ending in </span>
        {lastFour(data.payment.cardNumber)}
      </p>
    </>
  )
}

/** Step 4: the entered details, each group editable, the total and "Place Order". */
export function ReviewStep({ data, mode, place, onEdit, onBack, onPlaceOrder }: ReviewStepProps) {
  const { customer, shipping } = data
  const { totalCents } = useCart()
  const stateName = US_STATES.find((s) => s.code === shipping.state)?.label ?? shipping.state
  // On a phone Place Order is pressed from the bar at the screen's foot, perhaps far from here.
  const failureRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (place.failure) failureRef.current?.scrollIntoView({ block: 'nearest' })
  }, [place.failure])
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <DetailsGroup title="Customer" editName="customer details" onEdit={() => onEdit('details')}>
          <p>
            {customer.firstName} {customer.lastName}
          </p>
          <p>{customer.email}</p>
          <p>{formatUsPhone(customer.phone)}</p>
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
        <DetailsGroup
          title="Payment"
          editName="payment details"
          onEdit={() => onEdit('payment')}
          className="sm:col-span-2"
        >
          <PaymentDetails data={data} mode={mode} />
        </DetailsGroup>
      </div>
      <FormAlert tone="error" ref={failureRef}>
        {place.failure && (
          <>
            {place.failure.message}
            {place.failure.details.length > 0 && (
              <ul className="mt-1 list-disc pl-5 font-normal">
                {place.failure.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            )}
          </>
        )}
      </FormAlert>
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <button type="button" className="btn-secondary" onClick={onBack}>
          Back
        </button>
        {/* On a phone a bar at the foot of the screen (.place-order-bar, index.css). */}
        <div className="place-order-bar flex flex-col gap-3 sm:flex-row sm:items-center">
          <p className="tabular text-base text-slate-900">
            Total{' '}
            <strong className="font-semibold">
              {formatPrice(orderTotals(totalCents).totalCents)}
            </strong>
          </p>
          <button
            type="button"
            className="btn-primary sm:min-w-40"
            aria-disabled={place.placing || undefined}
            onClick={onPlaceOrder}
          >
            {place.placing && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
            Place Order
          </button>
        </div>
      </div>
      <p role="status" className="sr-only">
        {place.placing ? 'Placing your order…' : ''}
      </p>
    </div>
  )
}

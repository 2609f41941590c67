import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useNavigate } from '@/lib/router'
import { toast } from '@/components/ui/toast'
import { PageMeta } from '@/components/layout/PageMeta'
import { ORDER_DESK_ENABLED, SHOP } from '@/data/shop'
import { useCart } from '@/features/cart'
import { clearDraft, createDraftStore } from './checkout-draft'
import { EMPTY_PAYMENT } from '@/domain/orders/checkout-fields'
import {
  allowedStep,
  parseStep,
  STEPS,
  stepIndex,
  type PaymentMode,
  type StepId,
} from './checkout-steps'
import { CheckoutSummary } from './CheckoutSummary'
import { EmptyCheckout } from './EmptyCheckout'
import { loadStepRules, useStepRules } from './load-step-rules'
import { StepBody } from './StepBody'
import { StepIndicator } from './StepIndicator'
import { PLACED_TOAST, usePlaceOrder } from './use-place-order'
import { useHydrated, usePageSearchParams } from '@/lib/use-hydrated'

const HEADING_ID = 'checkout-step-heading'

/**
 * /checkout: four steps, the current one in `?step=`. Customer and shipping details and the
 * payment method are kept in sessionStorage for the visit. With the order desk, Place Order
 * sends the order and opens its confirmation; in the static build (and only there) a card form
 * is the payment step, its data only in this component's state, and nothing is sent.
 */
export default function CheckoutPage({
  mode = ORDER_DESK_ENABLED ? 'method' : 'card',
}: {
  mode?: PaymentMode
}) {
  const { items, clearCart } = useCart()
  const navigate = useNavigate()
  const [params, setParams] = usePageSearchParams()
  const [draftStore] = useState(createDraftStore)
  const draft = useSyncExternalStore(
    draftStore.subscribe,
    draftStore.getSnapshot,
    draftStore.getServerSnapshot,
  )
  const [payment, setPayment] = useState(EMPTY_PAYMENT)
  const { place, placedNumber, placeWithDesk } = usePlaceOrder(draft, draftStore)
  const hydrated = useHydrated()
  const data = { ...draft, payment }
  const rules = useStepRules()
  const [rulesFailed, setRulesFailed] = useState(false)
  const requested = parseStep(params.get('step'))
  // The first step is always allowed; a later one only once the rules say the data allows it,
  // so until they have loaded the step is not known (never a later step shown, then taken back).
  const step: StepId | null =
    requested === 'details' || rulesFailed
      ? 'details'
      : rules
        ? allowedStep(requested, rules.furthestStep(data, mode))
        : null
  const headingRef = useRef<HTMLHeadingElement>(null)
  const shownStep = useRef<StepId | null>(null)
  const active = hydrated && items.length > 0
  const awaitingRules = active && step === null

  useEffect(() => {
    if (!awaitingRules) return
    // Without the rules (offline, say) the first step, which needs none, is the safe one.
    loadStepRules().catch(() => setRulesFailed(true))
  }, [awaitingRules])

  // A missing, unknown or not-yet-allowed step is replaced, so Back does not return to it.
  useEffect(() => {
    if (active && step && params.get('step') !== step) setParams({ step }, { replace: true })
  }, [active, params, setParams, step])

  useEffect(() => {
    if (!active || !step) return
    if (shownStep.current !== null && shownStep.current !== step) {
      window.scrollTo(0, 0)
      headingRef.current?.focus()
    }
    shownStep.current = step
  }, [active, step])

  const meta = (
    <PageMeta title="Checkout" description={`Checkout at ${SHOP.name}.`} path="/checkout" />
  )
  // Just placed: the emptied cart must not read as "Your Cart is Empty" while the
  // confirmation page loads.
  if (items.length === 0 && placedNumber) {
    return (
      <p aria-busy="true" className="mx-auto max-w-6xl px-4 py-10 text-slate-700">
        Opening the confirmation of order {placedNumber}…
      </p>
    )
  }
  // The prerendered page is the empty one, so it carries the title and canonical too.
  if (items.length === 0)
    return (
      <>
        {meta}
        <EmptyCheckout />
      </>
    )

  if (!step) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10">
        {meta}
        <h1 className="text-3xl font-semibold text-slate-900">Checkout</h1>
        <div className="mt-6 grid gap-6 lg:mt-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
          <CheckoutSummary className="lg:sticky lg:top-32 lg:col-start-2 lg:row-start-1 lg:self-start" />
          <p aria-busy="true" className="min-w-0 text-slate-700 lg:col-start-1 lg:row-start-1">
            Opening your checkout step…
          </p>
        </div>
      </div>
    )
  }

  const goTo = (next: StepId) => setParams({ step: next })
  const move = (by: number) => goTo(STEPS[stepIndex(step) + by]?.id ?? step)

  function placeWithoutDesk() {
    // The static build sends nothing (spec section 4); the order is confirmed and forgotten.
    toast.success(PLACED_TOAST)
    setPayment(EMPTY_PAYMENT)
    clearDraft(draftStore)
    clearCart({ silent: true })
    void navigate('/')
  }

  const current = STEPS[stepIndex(step)]!
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      {meta}
      <h1 className="text-3xl font-semibold text-slate-900">Checkout</h1>
      <StepIndicator current={step} />
      <div className="mt-6 grid gap-6 lg:mt-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <CheckoutSummary className="lg:sticky lg:top-32 lg:col-start-2 lg:row-start-1 lg:self-start" />
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <h2
            id={HEADING_ID}
            ref={headingRef}
            tabIndex={-1}
            className="mb-5 text-xl font-semibold text-slate-900"
          >
            {current.heading}
          </h2>
          <StepBody
            step={step}
            data={data}
            mode={mode}
            place={place}
            onCustomer={(customer) => draftStore.set({ ...draft, customer })}
            onInstitution={(institution) => draftStore.set({ ...draft, institution })}
            onShipping={(shipping) => draftStore.set({ ...draft, shipping })}
            onPayment={setPayment}
            onPaymentMethod={(paymentMethod) => draftStore.set({ ...draft, paymentMethod })}
            onNext={() => move(1)}
            onBack={() => move(-1)}
            onEdit={goTo}
            onPlaceOrder={() => (mode === 'method' ? void placeWithDesk() : placeWithoutDesk())}
          />
        </div>
      </div>
    </div>
  )
}

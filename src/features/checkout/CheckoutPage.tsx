import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { toast } from '@/components/ui/toast'
import { PageMeta } from '@/components/layout/PageMeta'
import { useCart } from '@/features/cart'
import { clearDraft, createDraftStore } from './checkout-draft'
import { EMPTY_PAYMENT } from '@/domain/checkout-schema'
import { allowedStep, parseStep, STEPS, stepIndex, type StepId } from './checkout-steps'
import { EmptyCheckout } from './EmptyCheckout'
import { OrderSummary } from './OrderSummary'
import { StepBody } from './StepBody'
import { StepIndicator } from './StepIndicator'
import { useHydrated } from '@/components/ui/use-hydrated'

const HEADING_ID = 'checkout-step-heading'

/**
 * /checkout: four steps, the current one in `?step=`. Customer and shipping details are kept in
 * sessionStorage for the visit; card data lives only in this component's state.
 */
export default function CheckoutPage() {
  const { items, clearCart } = useCart()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const [draftStore] = useState(createDraftStore)
  const draft = useSyncExternalStore(
    draftStore.subscribe,
    draftStore.getSnapshot,
    draftStore.getServerSnapshot,
  )
  const [payment, setPayment] = useState(EMPTY_PAYMENT)
  const hydrated = useHydrated()
  const data = { ...draft, payment }
  const step = allowedStep(parseStep(params.get('step')), data)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const shownStep = useRef<StepId | null>(null)
  const active = hydrated && items.length > 0

  // A missing, unknown or not-yet-allowed step is replaced, so Back does not return to it.
  useEffect(() => {
    if (active && params.get('step') !== step) setParams({ step }, { replace: true })
  }, [active, params, setParams, step])

  useEffect(() => {
    if (!active) return
    if (shownStep.current !== null && shownStep.current !== step) {
      window.scrollTo(0, 0)
      headingRef.current?.focus()
    }
    shownStep.current = step
  }, [active, step])

  if (items.length === 0) return <EmptyCheckout />

  const goTo = (next: StepId) => setParams({ step: next })
  const move = (by: number) => goTo(STEPS[stepIndex(step) + by]?.id ?? step)

  function placeOrder() {
    // Nothing is sent anywhere (spec section 4); the order is confirmed and forgotten.
    toast.success('Order placed successfully! Thank you for your purchase.')
    setPayment(EMPTY_PAYMENT)
    clearDraft(draftStore)
    clearCart({ silent: true })
    void navigate('/')
  }

  const current = STEPS[stepIndex(step)]!
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageMeta
        title="Checkout"
        description="Checkout at Research Reagents Supply."
        path="/checkout"
      />
      <h1 className="text-3xl font-semibold text-slate-900">Checkout</h1>
      <StepIndicator current={step} />
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
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
            onCustomer={(customer) => draftStore.set({ ...draft, customer })}
            onShipping={(shipping) => draftStore.set({ ...draft, shipping })}
            onPayment={setPayment}
            onNext={() => move(1)}
            onBack={() => move(-1)}
            onEdit={goTo}
            onPlaceOrder={placeOrder}
          />
        </div>
        {step !== 'review' && (
          <aside aria-labelledby="order-summary-heading" className="lg:self-start">
            <OrderSummary />
          </aside>
        )}
      </div>
    </div>
  )
}

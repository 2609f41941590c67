// The checkout page's code, as the app's routes load it. A visit that opens a later step
// (`?step=review`, a reload) cannot show it before the step rules say the data allows it
// (load-step-rules.ts), so those are fetched beside the page's code rather than after it.

export function loadCheckoutPage() {
  const page = import('./CheckoutPage')
  const step =
    typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('step')
  if (step && step !== 'details') void import('./step-rules').catch(() => undefined)
  return page
}

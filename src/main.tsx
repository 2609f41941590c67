import './index.css'

// The prerendered HTML is the page until the app takes over; until then links are ordinary
// links to prerendered pages. The app's code is fetched only once the page has loaded and its
// images have been painted, so it never competes with the largest image for the network or
// the main thread.
const boot = () => void import('./boot')

/** Longest wait for the load event: a hanging request must not keep the app from starting. */
const LOAD_WAIT_CAP_MS = 3000

/**
 * Resolves after the page's eager images are decoded and the next two frames have begun; at
 * once in a hidden tab, where frames do not run.
 */
function afterImagesPainted(): Promise<void> {
  const eager = [...document.images].filter((img) => img.loading !== 'lazy' && img.complete)
  const decoded = eager.map((img) => img.decode().catch(() => undefined))
  return Promise.all(decoded).then(
    () =>
      new Promise((resolve) => {
        if (document.visibilityState === 'hidden') resolve()
        else requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
      }),
  )
}

let started = false
const start = () => {
  if (started) return
  started = true
  void afterImagesPainted().then(boot)
}
if (document.readyState === 'complete') start()
else {
  window.addEventListener('load', start, { once: true })
  setTimeout(start, LOAD_WAIT_CAP_MS)
}

import './index.css'

// The prerendered HTML is the page until the app takes over; until then links are ordinary
// links to prerendered pages. The app's code is fetched only once the page has loaded and its
// images have been painted, so it never competes with the largest image for the network or
// the main thread.
const boot = () => void import('./boot')

/** Resolves after the page's eager images are decoded and the next two frames have begun. */
function afterImagesPainted(): Promise<void> {
  const eager = [...document.images].filter((img) => img.loading !== 'lazy' && img.complete)
  const decoded = eager.map((img) => img.decode().catch(() => undefined))
  return Promise.all(decoded).then(
    () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  )
}

const start = () => void afterImagesPainted().then(boot)
if (document.readyState === 'complete') start()
else window.addEventListener('load', start, { once: true })

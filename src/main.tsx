import './index.css'

// The prerendered HTML is the page until the app takes over; until then links are ordinary
// links to prerendered pages, and the early-input script (src/early-input) answers or keeps
// the visitor's clicks and typing. The app's code, and the whole stylesheet (the page inlines only
// what it uses), are fetched once the page has loaded and its images have been painted, so they
// never compete with the largest image for the network or the main thread; or at once, as soon
// as the visitor starts to act.

declare global {
  interface Window {
    __earlyInput?: { startRequested(): boolean }
  }
}

/**
 * Adds the whole stylesheet, and resolves once it applies (or failed to load). A prerendered page
 * inlines only the rules its own markup uses and names the whole sheet in `data-styles`; what the
 * app renders later (other pages, toasts, errors) needs the rest. In development the styles come
 * with the modules.
 */
function wholeStylesheet(): Promise<void> {
  const href = document.getElementById('root')?.dataset.styles
  if (!href) return Promise.resolve()
  return new Promise((resolve) => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    link.onload = link.onerror = () => resolve()
    document.head.append(link)
  })
}

let booted = false
const boot = () => {
  if (booted) return
  booted = true
  void Promise.all([import('./boot'), wholeStylesheet()]).then(([{ startApp }]) => startApp())
}

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

const startWhenPainted = () => void afterImagesPainted().then(boot)

// The early-input script asks for the start (a visitor at work, or its start timer: a hanging
// request must not keep the app from starting); without it (development), the load event.
window.addEventListener('early-input:start', boot, { once: true })
if (window.__earlyInput?.startRequested()) boot()
else if (document.readyState === 'complete') startWhenPainted()
else window.addEventListener('load', startWhenPainted, { once: true })

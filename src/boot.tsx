import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from '@/lib/router'
import { App } from '@/app/App'
import { preloadPage, routeOf } from '@/app/AppRoutes'
import { createAgeVerificationStore } from '@/features/age-gate'

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('The #root element is missing from index.html')
const root: HTMLElement = rootElement

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
)

// The build prerenders each route without a query string, and the not-found page once: React
// hydrates the HTML made for this page (a page reads the query string only once hydrated, see
// usePageSearchParams), so every element the visitor used before the app ran stays theirs. Only
// an order's or a lot's page, served as a shell made for another address, is rendered afresh,
// keeping a confirmation of its age gate. Either way the age gate is part of the page from the
// start (see AgeGate).
function start(root: HTMLElement) {
  const prerendered = root.dataset.prerendered
  const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : '/'
  const route = routeOf(path)
  if (prerendered === path || (prerendered && route === null && routeOf(prerendered) === null)) {
    // With the page's code loaded first, hydration finishes in one pass; as a transition, it
    // yields to the browser every few milliseconds instead of holding one long task.
    void preloadPage(path).then(() => {
      startTransition(() => void hydrateRoot(root, app))
    })
  } else {
    // The visitor may have confirmed the age gate of the shell already (it closes natively,
    // before the app runs): the page made afresh must not ask again.
    const gate = root.querySelector<HTMLDialogElement>('dialog[data-age-gate]')
    if (gate && !gate.open) createAgeVerificationStore().set(true)
    root.replaceChildren()
    createRoot(root).render(app)
  }
}

/** Starts the app, in a task of its own: the entry's evaluation (React and the app) is already a long one. */
export function startApp(): void {
  setTimeout(() => start(root))
}

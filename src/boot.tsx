import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from '@/lib/router'
import { App } from '@/app/App'
import { takeOverEarlyInput } from '@/app/early-input'
import { preloadPage } from '@/app/AppRoutes'

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

// The build prerenders each route without a query string; hydrate only HTML made for this very
// URL, and render afresh otherwise (a filtered catalogue, a checkout step, the 404 page).
// Either way the age gate is part of the page from the start (see AgeGate).
function start(root: HTMLElement) {
  const prerendered = root.dataset.prerendered
  const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : '/'
  if (prerendered === path && location.search === '') {
    // With the page's code loaded first, hydration finishes in one pass; as a transition, it
    // yields to the browser every few milliseconds instead of holding one long task.
    void preloadPage(path).then(() => {
      takeOverEarlyInput(root)
      startTransition(() => void hydrateRoot(root, app))
    })
  } else {
    takeOverEarlyInput(root)
    root.replaceChildren()
    createRoot(root).render(app)
  }
}

/** Starts the app, in a task of its own: this module's evaluation (React and the app) is already a long one. */
export function startApp(): void {
  setTimeout(() => start(root))
}

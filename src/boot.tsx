import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { App } from '@/app/App'
import { takeOverEarlyInput } from '@/app/early-input'
import { preloadPage } from '@/app/AppRoutes'
import { loadAgeGateDialog } from '@/features/age-gate'

const root = document.getElementById('root')
if (!root) throw new Error('The #root element is missing from index.html')

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
)

// The build prerenders each route without a query string; hydrate only HTML made for this very
// URL, and render afresh otherwise (a filtered catalogue, a checkout step, the 404 page).
// Either way, a visitor who has not confirmed their age never meets the site without the gate:
// its code is loaded first (the inline script in index.html marks those who confirmed).
function start(root: HTMLElement) {
  const prerendered = root.dataset.prerendered
  const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : '/'
  const newVisitor = !document.documentElement.hasAttribute('data-age-verified')
  const gate = newVisitor ? loadAgeGateDialog() : undefined
  if (prerendered === path && location.search === '') {
    // With the page's code loaded first, hydration finishes in one pass; as a transition, it
    // yields to the browser every few milliseconds instead of holding one long task.
    void Promise.all([preloadPage(path), gate]).then(() => {
      takeOverEarlyInput(root)
      startTransition(() => void hydrateRoot(root, app))
    })
  } else {
    void Promise.resolve(gate).then(() => {
      takeOverEarlyInput(root)
      root.replaceChildren()
      createRoot(root).render(app)
    })
  }
}

// A task of its own: this module's evaluation (React and the app) is already a long one.
setTimeout(() => start(root))

import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { App } from '@/app/App'
import { preloadPage } from '@/app/AppRoutes'
import './index.css'

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
const prerendered = root.dataset.prerendered
const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : '/'
if (prerendered === path && location.search === '') {
  // With the page's code loaded first, hydration finishes in one pass instead of leaving the
  // page's prerendered HTML inert until its chunk arrives.
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread in one long task.
  void preloadPage(path).then(() => startTransition(() => void hydrateRoot(root, app)))
} else {
  root.replaceChildren()
  createRoot(root).render(app)
}

import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { toast, toastStore } from '@/components/ui/toast'
import { SPEC_PRODUCTS } from '@/data/spec-catalogue'
import { setCatalogue } from '@/domain/catalogue/products'
import { installPopoverStandIn } from './popover'

installPopoverStandIn()
// The pages' catalogue: a server-made page carries it; the components' tests start from the
// spec's (a test may set another).
setCatalogue(SPEC_PRODUCTS)
// jsdom lays nothing out and has no scrollIntoView; the browser tests see where things scroll.
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= () => {}

afterEach(() => {
  cleanup()
  setCatalogue(SPEC_PRODUCTS)
  // Toasts live in a module-wide store; each test starts with none.
  for (const shown of toastStore.getSnapshot()) toast.dismiss(shown.id)
  // Server tests run in the node environment, which has no web storage.
  if (typeof window === 'undefined') return
  localStorage.clear()
  sessionStorage.clear()
})

import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { toast, toastStore } from '@/components/ui/toast'
import { installPopoverStandIn } from './popover'

installPopoverStandIn()
// jsdom lays nothing out and has no scrollIntoView; the browser tests see where things scroll.
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= () => {}

afterEach(() => {
  cleanup()
  // Toasts live in a module-wide store; each test starts with none.
  for (const shown of toastStore.getSnapshot()) toast.dismiss(shown.id)
  // Server tests run in the node environment, which has no web storage.
  if (typeof window === 'undefined') return
  localStorage.clear()
  sessionStorage.clear()
})

import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { installPopoverStandIn } from './popover'

installPopoverStandIn()

afterEach(() => {
  cleanup()
  // Server tests run in the node environment, which has no web storage.
  if (typeof window === 'undefined') return
  localStorage.clear()
  sessionStorage.clear()
})

import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import type { RefObject } from 'react'
import { NavLink } from 'react-router'
import { CartLink } from './CartLink'
import { NAV_LINKS } from './nav-links'

interface MobileMenuPanelProps {
  open: boolean
  onOpenChange(open: boolean): void
  cartCount: number
  triggerRef: RefObject<HTMLButtonElement | null>
}

/**
 * The mobile menu's slide-in dialog. Loaded on the first sign of interest in the menu, so
 * Radix Dialog stays out of the entry bundle.
 */
export default function MobileMenuPanel({
  open,
  onOpenChange,
  cartCount,
  triggerRef,
}: MobileMenuPanelProps) {
  const close = () => onOpenChange(false)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          // The trigger lives outside this lazily loaded panel: give focus back to it.
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            triggerRef.current?.focus()
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] flex-col overflow-y-auto bg-white p-4 shadow-xl data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left"
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold text-slate-900">Menu</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label="Main">
            <ul className="flex flex-col gap-1">
              <li>
                <CartLink count={cartCount} variant="menu" onNavigate={close} />
              </li>
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    onClick={close}
                    className="flex min-h-11 items-center rounded-md px-3 text-base font-medium text-slate-900 hover:bg-slate-100 aria-[current=page]:bg-slate-100 aria-[current=page]:text-accent"
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

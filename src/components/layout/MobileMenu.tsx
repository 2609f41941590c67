import * as Dialog from '@radix-ui/react-dialog'
import { Menu, X } from 'lucide-react'
import { useState } from 'react'
import { NavLink, useLocation } from 'react-router'
import { CartLink } from './CartLink'
import { NAV_LINKS } from './nav-links'

/**
 * The navigation below 768 px: a left slide-in dialog whose first entry is the cart with
 * its count (spec section 2). It closes whenever the path changes.
 */
export function MobileMenu({ cartCount }: { cartCount: number }) {
  const [open, setOpen] = useState(false)
  const { pathname } = useLocation()
  const [openedAt, setOpenedAt] = useState(pathname)
  // Adjusting state while rendering (not in an effect) closes the menu in the same commit
  // as the new page, with no frame where both show.
  if (openedAt !== pathname) {
    setOpenedAt(pathname)
    setOpen(false)
  }
  const close = () => setOpen(false)

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label="Open menu"
        className="inline-flex size-11 items-center justify-center rounded-md hover:bg-slate-500/10 md:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
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

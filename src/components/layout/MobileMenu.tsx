import { Menu, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { NavLink, useLocation } from '@/lib/router'
import { CartLink } from './CartLink'
import { NAV_LINKS, ORDER_STATUS_LINKS } from './nav-links'

const MENU_ID = 'mobile-menu'

/** Browsers without invoker commands open and close the dialog through its buttons' clicks. */
const nativeCommands = () =>
  typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype

/**
 * The navigation below 768 px: a left slide-in modal dialog whose first entry is the cart with
 * its count (spec section 2). A native `<dialog>` in the page opened by its toggle's invoker
 * command, so it opens at the first tap even before the app's code has arrived. It closes
 * whenever the path changes or the visitor goes Back or Forward.
 */
export function MobileMenu({ cartCount }: { cartCount: number }) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  const { key } = useLocation()
  const close = () => dialogRef.current?.close()

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    // It may have been opened before the app started.
    setOpen(dialog.open)
    const sync = () => setOpen(dialog.open)
    // Back and Forward close it at once: the new entry reaches React only when the next
    // page's code has loaded, and the menu must not wait for that.
    const closeOnHistory = () => dialog.close()
    dialog.addEventListener('toggle', sync)
    dialog.addEventListener('close', sync)
    window.addEventListener('popstate', closeOnHistory)
    return () => {
      dialog.removeEventListener('toggle', sync)
      dialog.removeEventListener('close', sync)
      window.removeEventListener('popstate', closeOnHistory)
    }
  }, [])

  // A new page closes it; the first page does not, for it may have been opened before the app
  // started, and the app's start must not undo that.
  const shownKey = useRef(key)
  useEffect(() => {
    if (shownKey.current === key) return
    shownKey.current = key
    dialogRef.current?.close()
  }, [key])

  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={MENU_ID}
        commandfor={MENU_ID}
        command="show-modal"
        onClick={() => {
          if (!nativeCommands()) dialogRef.current?.showModal()
          setOpen(true)
        }}
        className="inline-flex size-11 items-center justify-center rounded-md hover:bg-slate-500/10 md:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <dialog
        id={MENU_ID}
        ref={dialogRef}
        aria-labelledby={`${MENU_ID}-title`}
        // A tap on the backdrop closes it, as Escape does.
        closedby="any"
        className="fixed inset-y-0 left-0 m-0 h-full max-h-none w-[min(20rem,85vw)] max-w-none overflow-y-auto bg-white p-4 text-slate-900 shadow-xl backdrop:bg-slate-900/50 open:animate-slide-in-left"
      >
        <div className="mb-4 flex items-center justify-between">
          <h2 id={`${MENU_ID}-title`} className="text-lg font-semibold text-slate-900">
            Menu
          </h2>
          <button
            type="button"
            aria-label="Close menu"
            commandfor={MENU_ID}
            command="close"
            onClick={() => !nativeCommands() && close()}
            className="inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <nav aria-label="Main">
          <ul className="flex flex-col gap-1">
            <li>
              <CartLink count={cartCount} variant="menu" onNavigate={close} />
            </li>
            {[...NAV_LINKS, ...ORDER_STATUS_LINKS].map((link) => (
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
      </dialog>
    </>
  )
}

import { Menu } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { useLoadOnIntent } from '@/components/ui/use-load-on-intent'

const loadPanel = () => import('./MobileMenuPanel')
const MobileMenuPanel = lazy(loadPanel)

/**
 * The navigation below 768 px: a left slide-in dialog whose first entry is the cart with
 * its count (spec section 2). It closes whenever the path changes. The dialog's code loads
 * on the first hover, focus or press of the toggle.
 */
export function MobileMenu({ cartCount }: { cartCount: number }) {
  const [open, setOpen] = useState(false)
  const [wanted, prepare] = useLoadOnIntent(loadPanel)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const { pathname } = useLocation()
  const [openedAt, setOpenedAt] = useState(pathname)
  // Adjusting state while rendering (not in an effect) closes the menu in the same commit
  // as the new page, with no frame where both show.
  if (openedAt !== pathname) {
    setOpenedAt(pathname)
    setOpen(false)
  }

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => {
          prepare()
          setOpen(true)
        }}
        className="inline-flex size-11 items-center justify-center rounded-md hover:bg-slate-500/10 md:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuPanel
            open={open}
            onOpenChange={setOpen}
            cartCount={cartCount}
            triggerRef={triggerRef}
          />
        </Suspense>
      )}
    </>
  )
}

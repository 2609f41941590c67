import { Menu } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { useLoadOnIntent } from '@/components/ui/use-load-on-intent'

const loadPanel = () => import('./MobileMenuPanel')
const MobileMenuPanel = lazy(loadPanel)

/**
 * The navigation below 768 px: a left slide-in dialog whose first entry is the cart with
 * its count (spec section 2). It closes whenever the path changes or the visitor goes Back or
 * Forward. The dialog's code loads on the first hover, focus or press of the toggle.
 */
export function MobileMenu({ cartCount }: { cartCount: number }) {
  const [wanted, prepare] = useLoadOnIntent(loadPanel)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const { key } = useLocation()
  // The history entry the menu was opened on, or null. It shows only there, so a new page
  // closes it in the same commit, with no frame where both show.
  const [openedAt, setOpenedAt] = useState<string | null>(null)
  const open = openedAt === key
  const setOpen = (next: boolean) => setOpenedAt(next ? key : null)

  useEffect(() => {
    // Back and Forward close it at once: the new entry reaches React only when the next
    // page's code has loaded, and the menu must not wait for that (nor reopen on return).
    const close = () => setOpenedAt(null)
    window.addEventListener('popstate', close)
    return () => window.removeEventListener('popstate', close)
  }, [])

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

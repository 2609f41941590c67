import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { CircleAlert, CircleCheck, X } from 'lucide-react'
import { expireToast, toast, TOAST_DURATION_MS, toastStore, type Toast } from './toast'
import { useToastPlacement } from './toast-placement'

const TONE = {
  success: 'border-green-200 bg-green-50 text-green-800',
  error: 'border-red-200 bg-red-50 text-red-700',
} as const

/**
 * The toast region, on every page from the first paint, so a screen reader hears each toast as
 * it is added. At the foot of a phone's screen, just below the header at the right on a wider one,
 * moved past any control or heading there (placed by `.toaster` in index.css and
 * `useToastPlacement`).
 */
export function Toasts() {
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getServerSnapshot,
  )
  const region = useRef<HTMLElement>(null)
  useToastPlacement(region, toasts)

  return (
    <section ref={region} aria-label="Notifications" className="toaster">
      <ol aria-live="polite" aria-relevant="additions text" className="flex flex-col gap-2">
        {toasts.map((t) => (
          <ToastItem key={t.key} toast={t} />
        ))}
      </ol>
    </section>
  )
}

/** One toast: it goes after its time, which stops while the pointer or focus is on it. */
function ToastItem({ toast: { id, key, kind, title, description } }: { toast: Toast }) {
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const held = hovered || focused

  useEffect(() => {
    if (held) return
    const timer = window.setTimeout(() => expireToast(key), TOAST_DURATION_MS)
    return () => window.clearTimeout(timer)
  }, [held, key])

  const Icon = kind === 'success' ? CircleCheck : CircleAlert
  return (
    <li
      data-type={kind}
      className={`toast flex items-center gap-3 rounded-lg border py-1 pr-1 pl-4 text-sm shadow-lg ${TONE[kind]}`}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <div className="min-w-0 flex-1 py-2">
        <p className="font-semibold">{title}</p>
        {description && <p className="mt-0.5">{description}</p>}
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-black/5"
        onClick={() => toast.dismiss(id)}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  )
}

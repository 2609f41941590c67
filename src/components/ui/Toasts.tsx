import { useEffect, useState, type ComponentProps } from 'react'
import type { Toaster as SonnerToaster } from 'sonner'
import { loadSonner, onSonnerRequested } from './toast'

type ToasterProps = ComponentProps<typeof SonnerToaster>

/**
 * sonner's toast region, mounted once sonner has loaded: when the browser is first idle after
 * the page starts, or sooner if a toast is asked for. A toast asked for before the region is
 * there still appears: sonner shows its active toasts to a region that mounts later.
 */
export function Toasts(props: ToasterProps) {
  const [Toaster, setToaster] = useState<typeof SonnerToaster>()

  useEffect(() => {
    let live = true
    const mount = () =>
      void loadSonner().then(
        ({ Toaster: loaded }) => {
          if (live) setToaster(() => loaded)
        },
        () => undefined,
      )
    // Loading sonner, whoever asks first, mounts the region through this listener.
    const stopListening = onSonnerRequested(mount)
    const load = () => void loadSonner().catch(() => undefined)
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(load, { timeout: 3000 })
      : window.setTimeout(load, 1000)
    return () => {
      live = false
      stopListening()
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle)
      else window.clearTimeout(idle)
    }
  }, [])

  return Toaster ? <Toaster {...props} /> : null
}

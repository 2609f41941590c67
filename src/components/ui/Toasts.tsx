import { useEffect, useState, type ComponentProps } from 'react'
import type { Toaster as SonnerToaster } from 'sonner'
import { loadSonner, onSonnerRequested } from './toast'
import { useToastPlacement } from './toast-placement'

type ToasterProps = Omit<
  ComponentProps<typeof SonnerToaster>,
  'position' | 'offset' | 'mobileOffset'
>

/**
 * sonner's toast region, mounted once sonner has loaded: when the browser is first idle after
 * the page starts, or sooner if a toast is asked for. A toast asked for before the region is
 * there still appears: sonner shows its active toasts to a region that mounts later. Its place
 * depends on the screen (see `useToastPlacement`).
 */
export function Toasts(props: ToasterProps) {
  const [Toaster, setToaster] = useState<typeof SonnerToaster>()
  const placement = useToastPlacement(Toaster !== undefined)

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

  return Toaster ? <Toaster {...props} {...placement} /> : null
}

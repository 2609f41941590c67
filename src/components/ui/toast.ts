import type { ExternalToast } from 'sonner'

type Sonner = typeof import('sonner')

let sonner: Promise<Sonner> | undefined
const requested = new Set<() => void>()

/**
 * Loads sonner once. It is not part of the app's start-up code: on import it adds its own
 * stylesheet, which restyles the whole page, so it loads when the page is idle or when the
 * first toast is asked for, whichever comes first.
 */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner')
    for (const listener of requested) listener()
  }
  return sonner
}

/** Calls `listener` when sonner is first asked for (at once if it already was). */
export function onSonnerRequested(listener: () => void): () => void {
  if (sonner) listener()
  else requested.add(listener)
  return () => requested.delete(listener)
}

/**
 * The app's toasts, with sonner's signatures. Calls keep their order: each waits for the same
 * promise, so a dismissal issued before a new toast is carried out before it.
 */
export const toast = {
  success: (message: string, options?: ExternalToast) =>
    void loadSonner().then((m) => m.toast.success(message, options)),
  error: (message: string, options?: ExternalToast) =>
    void loadSonner().then((m) => m.toast.error(message, options)),
  dismiss: (id: string | number) => void loadSonner().then((m) => m.toast.dismiss(id)),
}

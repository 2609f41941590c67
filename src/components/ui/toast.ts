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
    // A failed load (a dropped connection) is tried again at the next toast.
    sonner = import('sonner').catch((error: unknown) => {
      sonner = undefined
      throw error
    })
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

const show = (kind: 'success' | 'error', message: string, options?: ExternalToast) =>
  void loadSonner().then(
    (m) => m.toast[kind](message, options),
    // sonner could not load: the toast is lost, the page carries on.
    () => undefined,
  )

/**
 * The app's toasts: sonner's `success`, `error` and `dismiss(id)`, returning nothing. Calls keep
 * their order: each waits for the same promise, so a dismissal issued before a new toast is
 * carried out before it. A dismissal never loads sonner: before it loads there is no toast.
 */
export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  dismiss: (id: string | number) =>
    void sonner?.then(
      (m) => m.toast.dismiss(id),
      () => undefined,
    ),
}

// The shop's toasts: a small store the toast region (Toasts.tsx) shows. Any code may raise one,
// before or after the region is on the page; the region shows what the store holds.

export type ToastKind = 'success' | 'error'

export interface ToastOptions {
  /** A second line under the title. */
  description?: string
  /** A toast raised again with the same id replaces the first instead of stacking. */
  id?: string
}

export interface Toast {
  id: string
  kind: ToastKind
  title: string
  description?: string
  /** Unique per showing, so a replaced toast starts its time again. */
  key: number
}

/** How long a toast stays, unless the pointer or focus rests on it. */
export const TOAST_DURATION_MS = 4000
/** The most toasts shown at once; a newer one pushes the oldest out. */
export const MAX_TOASTS = 3

const NONE: readonly Toast[] = []
let toasts = NONE
let serial = 0
const listeners = new Set<() => void>()

function update(next: readonly Toast[]) {
  toasts = next
  for (const listener of listeners) listener()
}

function show(kind: ToastKind, title: string, { description, id }: ToastOptions = {}) {
  const key = ++serial
  const shown: Toast = { id: id ?? `toast-${key}`, kind, title, description, key }
  update([...toasts.filter((t) => t.id !== shown.id), shown].slice(-MAX_TOASTS))
}

export const toast = {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
  /** Takes the toast with this id away, if it is there. */
  dismiss: (id: string) => {
    if (toasts.some((t) => t.id === id)) update(toasts.filter((t) => t.id !== id))
  },
}

/** Takes away one showing of a toast (its time is up); a newer showing of its id stays. */
export function expireToast(key: number): void {
  if (toasts.some((t) => t.key === key)) update(toasts.filter((t) => t.key !== key))
}

/** For `useSyncExternalStore`. */
export const toastStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot: (): readonly Toast[] => toasts,
  /** A prerendered page has no toasts. */
  getServerSnapshot: (): readonly Toast[] => NONE,
}

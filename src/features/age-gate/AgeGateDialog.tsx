import { useEffect, useRef } from 'react'
import { MINIMUM_AGE } from '@/data/policy'
import { UNDER_AGE_EXIT_URL, type AgeVerificationStore } from './age-verification'

/** Shows the gate as a modal dialog: the site behind is inert to pointer, keyboard and reader. */
function showModal(dialog: HTMLDialogElement): void {
  if (typeof dialog.showModal !== 'function') return
  try {
    if (dialog.matches(':modal')) return
  } catch {
    // A browser that does not know :modal: show it anew.
  }
  if (dialog.open) dialog.close()
  dialog.showModal()
}

/**
 * The gate's native dialog. Prerendered open, with the page behind it hidden (index.css) until
 * it closes; the app makes it modal and keeps it so. Escape cannot close it, and should a
 * browser close it anyway, it opens again. "I am 21 or older" closes it by its form, natively,
 * so it answers before the app runs (docs/boot.md); the app then stores the confirmation.
 * Confirming unmounts it.
 */
export function AgeGateDialog({
  store,
  onConfirm,
}: {
  store: AgeVerificationStore
  onConfirm: () => void
}) {
  const ref = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = ref.current
    // A returning visitor's gate is hydrated for a moment before storage is read: keep it shut.
    // One the visitor closed before the app ran is confirmed by that press, played back next.
    if (!dialog || store.getSnapshot() || !dialog.open) return
    showModal(dialog)
    const keepOpen = () => {
      if (dialog.isConnected && !store.getSnapshot()) showModal(dialog)
    }
    dialog.addEventListener('close', keepOpen)
    return () => dialog.removeEventListener('close', keepOpen)
  }, [store])

  return (
    <dialog
      ref={ref}
      open
      // Modal from the first paint (the recorder shows it so), and Escape does not close it.
      data-modal=""
      closedby="none"
      data-age-gate=""
      aria-labelledby="age-gate-title"
      aria-describedby="age-gate-text"
      onCancel={(event) => event.preventDefault()}
      className="fixed inset-0 z-[100] m-0 size-full max-h-none max-w-none overflow-y-auto bg-slate-900 p-0 backdrop:bg-slate-900"
    >
      <form method="dialog" className="flex min-h-full items-center justify-center p-4">
        <div className="w-full max-w-md rounded-xl bg-white p-6 text-center shadow-2xl sm:p-8">
          <h2 id="age-gate-title" className="text-2xl font-semibold text-slate-900">
            Age Verification
          </h2>
          <div id="age-gate-text" className="mt-4 space-y-3 text-base text-slate-700">
            <p>
              This website is restricted to persons aged {MINIMUM_AGE} or older. By clicking
              &ldquo;I am {MINIMUM_AGE} or older&rdquo;, you confirm that you are at least{' '}
              {MINIMUM_AGE} years of age and accept the terms and conditions.
            </p>
            <p className="font-medium text-slate-900">
              You must be at least {MINIMUM_AGE} years old to enter this website.
            </p>
          </div>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse sm:justify-center">
            <button
              type="submit"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's first answer
              autoFocus
              className="btn-primary"
              onClick={onConfirm}
            >
              I am {MINIMUM_AGE} or older
            </button>
            <button
              type="button"
              className="btn-secondary"
              onClick={() => window.location.assign(UNDER_AGE_EXIT_URL)}
            >
              I am under {MINIMUM_AGE}
            </button>
          </div>
        </div>
      </form>
    </dialog>
  )
}

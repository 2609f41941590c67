import * as Dialog from '@radix-ui/react-dialog'
import { useRef } from 'react'
import { MINIMUM_AGE } from '@/data/policy'
import { UNDER_AGE_EXIT_URL } from './age-verification'

const prevent = (event: Event) => event.preventDefault()

/**
 * The gate's modal dialog. A chunk of its own: a returning visitor never needs it, and a new
 * visitor already sees its prerendered HTML while this code loads.
 */
export default function AgeGateDialog({ onConfirm }: { onConfirm: () => void }) {
  const confirmRef = useRef<HTMLButtonElement>(null)
  // Radix would focus the first button while React commits the page, forcing a layout inside
  // that long task; the gate moves focus there itself once the next frame has been drawn.
  const focusConfirm = (event: Event) => {
    event.preventDefault()
    requestAnimationFrame(() =>
      setTimeout(() => {
        const confirm = confirmRef.current
        // Unless the visitor has already moved into the gate themselves.
        if (confirm && !confirm.closest('[role="dialog"]')?.contains(document.activeElement)) {
          confirm.focus()
        }
      }),
    )
  }
  // Open from the first render and left to Radix, which would close it on Escape or a click
  // outside: the handlers below refuse both. Confirming unmounts the whole dialog.
  return (
    <Dialog.Root defaultOpen modal>
      <div data-age-gate="">
        <Dialog.Overlay className="fixed inset-0 z-[100] bg-slate-900" />
        <Dialog.Content
          onOpenAutoFocus={focusConfirm}
          onEscapeKeyDown={prevent}
          onPointerDownOutside={prevent}
          onInteractOutside={prevent}
          className="fixed inset-0 z-[100] flex items-center justify-center overflow-y-auto p-4"
        >
          <div className="w-full max-w-md rounded-xl bg-white p-6 text-center shadow-2xl sm:p-8">
            <Dialog.Title className="text-2xl font-semibold text-slate-900">
              Age Verification
            </Dialog.Title>
            <Dialog.Description asChild>
              <div className="mt-4 space-y-3 text-base text-slate-700">
                <p>
                  This website is restricted to persons aged {MINIMUM_AGE} or older. By clicking
                  &ldquo;I am {MINIMUM_AGE} or older&rdquo;, you confirm that you are at least{' '}
                  {MINIMUM_AGE} years of age and accept the terms and conditions.
                </p>
                <p className="font-medium text-slate-900">
                  You must be at least {MINIMUM_AGE} years old to enter this website.
                </p>
              </div>
            </Dialog.Description>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse sm:justify-center">
              <button
                ref={confirmRef}
                type="button"
                data-early="age-confirm"
                className="btn-primary"
                onClick={onConfirm}
              >
                I am {MINIMUM_AGE} or older
              </button>
              <button
                type="button"
                data-early="age-leave"
                data-early-href={UNDER_AGE_EXIT_URL}
                className="btn-secondary"
                onClick={() => window.location.assign(UNDER_AGE_EXIT_URL)}
              >
                I am under {MINIMUM_AGE}
              </button>
            </div>
          </div>
        </Dialog.Content>
      </div>
    </Dialog.Root>
  )
}

import { useRef, type ReactNode } from 'react'
import { toast } from '@/components/ui/toast'

/** Shown when the step's rules could not be loaded (offline, a new release), so nothing happened. */
export const RULES_FAILED = 'This step could not be checked. Check your connection and try again.'

interface StepFormProps {
  /** Validates and moves on; a promise while the step's rules are still loading. */
  onSubmit(): void | Promise<void>
  /** Starts loading the step's rules: on the form's first focus or input. */
  onPrepare?: (() => void) | undefined
  onBack?: (() => void) | undefined
  submitLabel?: string
  children: ReactNode
}

/**
 * One checkout step's form with its "Back" and "Continue" buttons. Enter in a field submits it,
 * so the whole checkout works from the keyboard.
 */
export function StepForm({
  onSubmit,
  onPrepare,
  onBack,
  submitLabel = 'Continue',
  children,
}: StepFormProps) {
  // A submit waiting for the rules: pressing again meanwhile does not move on twice.
  const waiting = useRef(false)
  return (
    <form
      noValidate
      onFocus={onPrepare}
      onInput={onPrepare}
      onSubmit={(event) => {
        event.preventDefault()
        if (waiting.current) return
        const pending = onSubmit()
        if (!pending) return
        waiting.current = true
        pending
          .catch(() => toast.error(RULES_FAILED, { id: RULES_FAILED }))
          .finally(() => (waiting.current = false))
      }}
      className="flex flex-col gap-5"
    >
      {children}
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-between">
        {onBack ? (
          <button type="button" className="btn-secondary" onClick={onBack}>
            Back
          </button>
        ) : (
          <span aria-hidden="true" />
        )}
        <button type="submit" className="btn-primary sm:min-w-40">
          {submitLabel}
        </button>
      </div>
    </form>
  )
}

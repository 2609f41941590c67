import type { ReactNode } from 'react'

interface StepFormProps {
  onSubmit(): void
  onBack?: (() => void) | undefined
  submitLabel?: string
  children: ReactNode
}

/**
 * One checkout step's form with its "Back" and "Continue" buttons. Enter in a field submits it,
 * so the whole checkout works from the keyboard.
 */
export function StepForm({ onSubmit, onBack, submitLabel = 'Continue', children }: StepFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
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

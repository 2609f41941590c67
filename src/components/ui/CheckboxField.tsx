import { Check } from 'lucide-react'
import type { ReactNode } from 'react'
import { FieldError } from './Field'

interface CheckboxFieldProps {
  id: string
  label: ReactNode
  checked: boolean
  onCheckedChange(checked: boolean): void
  error?: string | undefined
  required?: boolean
}

/** A native checkbox, drawn as a square with a tick, its label beside it and its error below. */
export function CheckboxField({
  id,
  label,
  checked,
  onCheckedChange,
  error,
  required,
}: CheckboxFieldProps) {
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        {/* The 44 px box is the touch target; the visible square sits inside it. */}
        <span className="relative -m-2.5 flex size-11 shrink-0 items-center justify-center">
          <input
            id={id}
            type="checkbox"
            checked={checked}
            onChange={(event) => onCheckedChange(event.target.checked)}
            required={required}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            className={`peer size-6 cursor-pointer appearance-none rounded border-2 bg-white checked:border-accent checked:bg-accent before:absolute before:inset-0 ${error ? 'border-red-700' : 'border-slate-500'}`}
          />
          <Check
            aria-hidden="true"
            strokeWidth={3}
            className="pointer-events-none absolute size-4 text-white opacity-0 peer-checked:opacity-100"
          />
        </span>
        <label htmlFor={id} className="pt-0.5 text-base text-slate-800">
          {label}
        </label>
      </div>
      {error && <FieldError id={errorId!}>{error}</FieldError>}
    </div>
  )
}

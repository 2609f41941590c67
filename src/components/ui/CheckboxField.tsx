import * as Checkbox from '@radix-ui/react-checkbox'
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

/** A Radix checkbox with its label beside it and its error text below. */
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
        <Checkbox.Root
          id={id}
          checked={checked}
          onCheckedChange={(value) => onCheckedChange(value === true)}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="group -m-2.5 flex size-11 shrink-0 items-center justify-center rounded-md"
        >
          <span
            className={`flex size-6 items-center justify-center rounded border-2 bg-white group-data-[state=checked]:border-accent group-data-[state=checked]:bg-accent ${error ? 'border-red-700' : 'border-slate-500'}`}
          >
            <Checkbox.Indicator>
              <Check aria-hidden="true" className="size-4 text-white" strokeWidth={3} />
            </Checkbox.Indicator>
          </span>
        </Checkbox.Root>
        <label htmlFor={id} className="pt-0.5 text-base text-slate-800">
          {label}
        </label>
      </div>
      {error && <FieldError id={errorId!}>{error}</FieldError>}
    </div>
  )
}

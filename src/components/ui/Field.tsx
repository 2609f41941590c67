import { CircleAlert } from 'lucide-react'
import type {
  InputHTMLAttributes,
  ReactElement,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react'

/** What a field hands its control so the label, hint and error are tied to it. */
export interface FieldControlProps {
  id: string
  className: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

interface FieldShellProps {
  id: string
  label: ReactNode
  /** The error text shown next to the control; the control is marked invalid while set. */
  error?: string | undefined
  hint?: ReactNode
  className?: string
  children: (control: FieldControlProps) => ReactElement
}

// 16 px text so phones do not zoom; at least 44 px tall for touch.
const CONTROL =
  'block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 [&[readonly]]:bg-slate-100 [&[readonly]]:text-slate-700'

/** Label, control, hint and error text of one form field, wired for assistive technology. */
export function Field({ id, label, error, hint, className = '', children }: FieldShellProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({
        id,
        className: `${CONTROL} ${error ? 'border-red-700' : 'border-slate-500'}`,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId!}>{error}</FieldError>}
    </div>
  )
}

/** An error message next to its control, marked by text as well as colour. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  )
}

type FieldTextProps = Omit<FieldShellProps, 'children' | 'id'> & { id: string }

/** A labelled text input. */
export function TextField({
  id,
  label,
  error,
  hint,
  className,
  ...input
}: FieldTextProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...input} {...control} />}
    </Field>
  )
}

/** A labelled select; `placeholder` is an empty first option ("Select a state"). */
export function SelectField({
  id,
  label,
  error,
  hint,
  className,
  options,
  placeholder,
  ...select
}: FieldTextProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
    options: readonly { value: string; label: string }[]
    placeholder?: string
  }) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select {...select} {...control}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

/** A labelled multi-line text area. */
export function TextAreaField({
  id,
  label,
  error,
  hint,
  className,
  ...textarea
}: FieldTextProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <textarea rows={5} {...textarea} {...control} />}
    </Field>
  )
}

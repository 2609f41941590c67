// The console's few building blocks: labelled fields, buttons and notices.
import { useId, type ReactNode, type InputHTMLAttributes } from 'react'

export const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 disabled:opacity-60'
export const secondaryButtonClass =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100'
export const inputClass =
  'mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900'

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  error?: string | undefined
  /** A line under the label saying what the field takes. */
  hint?: string
}

/** An input with its label, hint and error text wired together. */
export function Field({ label, error, hint, ...input }: FieldProps) {
  const id = useId()
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
      <input
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  )
}

/** A refusal or failure, read out when it appears. */
export function ErrorNotice({ children }: { children: ReactNode }) {
  if (!children) return null
  return (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-900">
      {children}
    </p>
  )
}

export function SuccessNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="min-h-6 text-green-900">
      {children}
    </p>
  )
}

export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <h1 tabIndex={-1} className="mb-4 text-2xl font-bold outline-none">
      {children}
    </h1>
  )
}

const dateFormat = { dateStyle: 'medium', timeStyle: 'short' } as const

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleString('en-US', dateFormat)
}

// The console's few building blocks: labelled fields, buttons and notices.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'

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
  hint?: ReactNode
}

/** What a control needs to say which label, hint and error are its own. */
export interface Wiring {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/**
 * A label, hint and error around one control, wired to it: `children` gets the control's id
 * and ARIA attributes. `id` is the control's (a form's error summary links to it), else its own.
 */
export function FieldFrame({
  id: ownId,
  label,
  hint,
  error,
  children,
}: {
  id?: string | undefined
  label: ReactNode
  hint?: ReactNode
  error?: string | undefined
  children(wiring: Wiring): ReactNode
}) {
  const generated = useId()
  const id = ownId ?? generated
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
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  )
}

/** An input with its label, hint and error text wired together. */
export function Field({ label, error, hint, id, ...input }: FieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(wiring) => <input {...wiring} className={inputClass} {...input} />}
    </FieldFrame>
  )
}

/** One problem of a failed submit: its message, and the id of the control it is about. */
export interface Problem {
  message: string
  target?: string
}

/**
 * A failed submit's problems, each a link to its field. The form focuses it (`ref`), so a
 * keyboard or screen reader user hears what is wrong and can go straight to each field.
 */
export function ErrorSummary({
  problems,
  ref,
}: {
  problems: Problem[]
  ref?: Ref<HTMLDivElement>
}) {
  const headingId = useId()
  if (problems.length === 0) return null
  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-900"
    >
      <h2 id={headingId} className="font-bold">
        {problems.length === 1
          ? 'One field needs a change'
          : `${problems.length} fields need a change`}
      </h2>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {problems.map((p) => (
          <li key={`${p.target ?? ''}:${p.message}`}>
            {p.target ? (
              <a
                href={`#${p.target}`}
                className="underline"
                onClick={(event) => {
                  // The hash alone would scroll but leave focus where it was.
                  event.preventDefault()
                  document.getElementById(p.target ?? '')?.focus()
                }}
              >
                {p.message}
              </a>
            ) : (
              p.message
            )}
          </li>
        ))}
      </ul>
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

export function PageTitle({
  children,
  id,
  describedBy,
}: {
  children: ReactNode
  id?: string
  /** What is read after the title when it takes the focus (a save's outcome, say). */
  describedBy?: string | undefined
}) {
  return (
    <h1
      id={id}
      tabIndex={-1}
      aria-describedby={describedBy}
      className="mb-4 text-2xl font-bold outline-none"
    >
      {children}
    </h1>
  )
}

const dateFormat = { dateStyle: 'medium', timeStyle: 'short' } as const

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleString('en-US', dateFormat)
}

// What the console's order forms share ("New order", "New quote"): a titled part of the form,
// the buyer's name, email and phone, a required choice and the buyer's confirmations, each with
// the desk's message about it.
import { useId, type ReactNode } from 'react'
import { ORDER_ENTRY_LIMITS as L } from '@/domain/orders/order-entry'
import { Field, type Wiring } from '../shared/ui'

export const SECTION = 'rounded-md border border-slate-300 bg-white p-4'
export const HEADING = 'text-lg font-bold'

/** A part of the form under its heading. */
export function Section({
  title,
  intro,
  children,
}: {
  title: string
  intro?: string
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={`${SECTION} space-y-3`}>
      <h2 id={headingId} className={HEADING}>
        {title}
      </h2>
      {intro && <p className="text-sm text-slate-700">{intro}</p>}
      {children}
    </section>
  )
}

/** The refusal's keys the buyer's fields show (`customer.email`). */
export const BUYER_FIELD_KEYS = ['firstName', 'lastName', 'email', 'phone'].map(
  (f) => `customer.${f}`,
)

/** The buyer's name, email and phone, uncontrolled (read from the form on submit). */
export function BuyerFields({
  fields,
  initial,
  emailHint,
}: {
  fields: Record<string, string>
  initial?: { firstName: string; lastName: string; email: string; phone: string } | null
  emailHint: string
}) {
  return (
    <>
      <div className="grid gap-2 sm:grid-cols-2 sm:gap-4">
        <Field
          label="First name"
          name="firstName"
          required
          maxLength={L.personName}
          autoComplete="off"
          defaultValue={initial?.firstName}
          error={fields['customer.firstName']}
        />
        <Field
          label="Last name"
          name="lastName"
          required
          maxLength={L.personName}
          autoComplete="off"
          defaultValue={initial?.lastName}
          error={fields['customer.lastName']}
        />
      </div>
      <Field
        label="Email"
        name="email"
        type="email"
        required
        maxLength={L.email}
        autoComplete="off"
        spellCheck={false}
        hint={emailHint}
        defaultValue={initial?.email}
        error={fields['customer.email']}
      />
      <Field
        label="Phone"
        name="phone"
        type="tel"
        required
        maxLength={L.phone}
        autoComplete="off"
        hint="A US number, such as (919) 555-0100."
        defaultValue={initial?.phone}
        error={fields['customer.phone']}
      />
    </>
  )
}

/** The buyer's fields as the desk takes them. */
export function buyerBody(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? '').trim()
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone: text('phone'),
  }
}

/** A required choice of one, as radio buttons; the refusal's message said for the group. */
export function Choices({
  legend,
  name,
  options,
  error,
}: {
  legend: string
  name: string
  options: { value: string; label: string }[]
  error: string | undefined
}) {
  const id = useId()
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      className="min-w-0"
    >
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="mt-1 space-y-1">
        {options.map((o) => (
          <label key={o.value} className="flex min-h-11 items-center gap-3">
            <input type="radio" name={name} value={o.value} required className="size-5 shrink-0" />
            {o.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  )
}

/** Required ticks, each with its own message, all described by one hint. */
export function ConfirmationBoxes({
  hint,
  boxes,
}: {
  hint: string
  boxes: { name: string; label: string; error: string | undefined }[]
}) {
  const id = useId()
  const hintId = `${id}-hint`
  return (
    <>
      <p id={hintId} className="text-sm text-slate-700">
        {hint}
      </p>
      {boxes.map((box) => (
        <Confirmation key={box.name} {...box} hintId={hintId} />
      ))}
    </>
  )
}

function Confirmation({
  name,
  label,
  error,
  hintId,
}: {
  name: string
  label: string
  error: string | undefined
  hintId: string
}) {
  const id = useId()
  const wiring: Wiring = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, error && `${id}-error`].filter(Boolean).join(' '),
  }
  return (
    <div>
      {/* The box beside the label's first line; the label, two lines on a phone, is the target. */}
      <div className="flex items-start gap-3">
        <input
          {...wiring}
          type="checkbox"
          name={name}
          required
          className="mt-2.5 size-5 shrink-0"
        />
        <label htmlFor={id} className="py-2 font-semibold">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  )
}

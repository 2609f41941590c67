import type { ReactNode } from 'react'
import { Field, FieldFrame, inputClass } from '../shared/ui'
import { LABELS, type SettingsField } from './settings-form'

/** What a field's control is given: its value, its message, and where a change goes. */
export type Bind = (field: SettingsField) => {
  id: string
  value: string
  error: string | undefined
  onChange(e: { target: { value: string } }): void
}

type Input = { field: SettingsField; hint?: string; type?: string; numeric?: boolean }

/** A one-line field with its label and the hint saying what it takes. */
function Line({ bind, field, hint, type = 'text', numeric = false }: Input & { bind: Bind }) {
  return (
    <Field
      label={LABELS[field]}
      hint={hint}
      type={type}
      autoComplete="off"
      spellCheck={false}
      {...(numeric ? { inputMode: 'numeric', className: `${inputClass} tabular-nums` } : {})}
      {...bind(field)}
    />
  )
}

/** A field of several lines, one entry a line. */
function Lines({ bind, field, hint, rows }: Input & { bind: Bind; rows: number }) {
  const { id, value, error, onChange } = bind(field)
  return (
    <FieldFrame id={id} label={LABELS[field]} hint={hint} error={error}>
      {(wiring) => (
        <textarea
          {...wiring}
          value={value}
          onChange={onChange}
          rows={rows}
          spellCheck={false}
          className={inputClass}
        />
      )}
    </FieldFrame>
  )
}

/** One part of the form under its own name. */
function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-md border border-slate-300 bg-white p-4">
      <legend className="px-1 text-lg font-bold">{title}</legend>
      {note && <p className="text-sm text-slate-700">{note}</p>}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}

/** The settings, section by section, each field wired to the form through `bind`. */
export function SettingsSections({ bind }: { bind: Bind }) {
  return (
    <>
      <Section title="Shop" note="Shown on every page, invoice, quote and mail.">
        <Line bind={bind} field="name" />
        <Line bind={bind} field="legalName" hint="The name invoices are issued under." />
        <div className="sm:col-span-2">
          <Lines
            bind={bind}
            field="address"
            rows={4}
            hint="One line of the address a line, as invoices print it."
          />
        </div>
        <Line bind={bind} field="email" type="email" hint="Where buyers write to." />
        <Line bind={bind} field="phone" type="tel" hint="The number buyers call." />
        <Line bind={bind} field="taxId" hint="Optional." />
        <Line
          bind={bind}
          field="emergencyPhone"
          type="tel"
          hint="Optional: shown with the safety information."
        />
      </Section>
      <Section
        title="Getting paid"
        note="The bank’s details are printed on invoices: give all four, or none to send no invoices."
      >
        <Line bind={bind} field="bankName" />
        <Line bind={bind} field="routingNumber" numeric hint="9 digits." />
        <Line bind={bind} field="accountNumber" numeric hint="4 to 17 digits." />
        <Line bind={bind} field="accountName" hint="The name the account is held in." />
        <Line bind={bind} field="zelle" hint="Optional: the email or phone Zelle pays to." />
        <Line bind={bind} field="termsDays" numeric hint="Days a buyer has to pay an invoice." />
        <div className="sm:col-span-2">
          <Lines
            bind={bind}
            field="linkHosts"
            rows={4}
            hint="The addresses a payment link may point to, one a line, like buy.stripe.com."
          />
        </div>
      </Section>
      <Section title="Unpaid orders">
        <Line
          bind={bind}
          field="reminderDays"
          numeric
          hint="Days after an order is placed unpaid that the buyer is reminded."
        />
        <Line
          bind={bind}
          field="cancelDays"
          numeric
          hint="Days after an order is placed unpaid that it is cancelled; 0 never cancels."
        />
      </Section>
      <Section title="Quotes">
        <Line bind={bind} field="quoteValidDays" numeric hint="Days a quote stays open." />
      </Section>
      <Section title="Time">
        <Line
          bind={bind}
          field="timeZone"
          hint="The shop’s days and dates, by the zone’s name, like America/New_York."
        />
      </Section>
    </>
  )
}

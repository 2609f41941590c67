// What the console's entry forms ("New order", "New quote") share: sending once however often
// it is pressed, the desk's refusal kept with the lines it was about and shown above the form,
// the focus moved to what is wrong, the lines' part and the tax-exemption certificate's fields.
import { useRef, useState, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { US_STATES, ORDER_ENTRY_LIMITS as L } from '@/domain/orders/order-entry'
import { refusalOf, type Refusal as OrderRefusal } from '../shared/order-change'
import type { ConsoleProduct } from '../catalogue/products'
import { Field, FieldFrame, inputClass } from '../shared/ui'
import { LineEditor } from './LineEditor'
import type { Lines } from './lines'
import { HEADING, SECTION } from './OrderFormParts'

/** What the desk refused, and the lines sent, by key. */
export interface Refusal extends OrderRefusal {
  /** `lines.N.*` is about the line sent at N. */
  sent: string[]
}

/**
 * Sends a form's body once at a time: a press while it is on its way is ignored (a ref, set
 * before React draws the disabled button). A refusal is drawn before `focus` runs, so the
 * control that takes the focus already says what is wrong; a failure to reach the desk is
 * `unsent`.
 */
export function useEntrySubmit(unsent: string) {
  const [busy, setBusy] = useState(false)
  const sending = useRef(false)
  const [refusal, setRefusal] = useState<Refusal | null>(null)

  async function send(
    sent: string[],
    post: () => Promise<void>,
    focus: (refusal: Refusal) => void,
  ): Promise<void> {
    if (sending.current) return
    sending.current = true
    setBusy(true)
    setRefusal(null)
    try {
      await post()
    } catch (e) {
      const next: Refusal = { ...refusalOf(e, { unsent }), sent }
      flushSync(() => {
        setRefusal(next)
        setBusy(false)
      })
      focus(next)
    } finally {
      sending.current = false
      setBusy(false)
    }
  }

  return { busy, refusal, fields: refusal?.fields ?? {}, send, sending }
}

/** A tax-exemption certificate: its number and the state that issued it, side by side. */
export function TaxCertificateFields({
  numberLabel,
  numberHint,
  stateHint,
  numberError,
  stateError,
}: {
  numberLabel: string
  numberHint: ReactNode
  stateHint?: string
  numberError: string | undefined
  stateError: string | undefined
}) {
  return (
    <div className="grid gap-2 sm:grid-cols-2 sm:gap-4">
      <Field
        label={numberLabel}
        name="taxCertificate"
        maxLength={L.taxCertificate}
        autoComplete="off"
        spellCheck={false}
        hint={numberHint}
        error={numberError}
      />
      <FieldFrame label="Certificate state" hint={stateHint} error={stateError}>
        {(wiring) => (
          <select {...wiring} name="taxCertificateState" className={inputClass}>
            <option value="">None</option>
            {US_STATES.map((s) => (
              <option key={s.code} value={s.code}>
                {s.label}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
    </div>
  )
}

/** The form's lines under their heading (`${idPrefix}-lines-h`), a price to type on each when `priced`. */
export function LinesSection({
  idPrefix,
  priced,
  lines,
  products,
  productsError,
  refusal,
}: {
  idPrefix: string
  priced?: boolean
  lines: Lines
  products: ConsoleProduct[] | null
  productsError: string
  refusal: Refusal | null
}) {
  const headingId = `${idPrefix}-lines-h`
  return (
    <section aria-labelledby={headingId} className={SECTION}>
      <LineEditor
        lines={lines}
        idPrefix={idPrefix}
        priced={priced}
        legend={
          <h2 id={headingId} className={HEADING}>
            Lines
          </h2>
        }
        empty="No lines yet: add the first below."
        products={products}
        productsError={productsError}
        refusal={refusal}
      />
    </section>
  )
}

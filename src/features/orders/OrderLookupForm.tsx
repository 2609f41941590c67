import { useState } from 'react'
import { TextField } from '@/components/ui/Field'
import { FormAlert } from '@/components/ui/FormAlert'
import { FIELD_LIMITS } from '@/data/policy'
import { useFormValidation } from '@/components/ui/useFormValidation'
import { DeskError } from '@/lib/desk-client'
import { z } from '@/lib/zod'
import { emailField, lineText, ORDER_NUMBER_FIELD } from '@/domain/shared/form-fields'
import { requestOrderLink } from './order-read-api'

const LOOKUP_MESSAGES = {
  number: 'Order number is required.',
  email: 'A valid email is required.',
} as const

const lookupSchema = z.object({
  number: lineText(ORDER_NUMBER_FIELD, LOOKUP_MESSAGES.number),
  email: emailField(LOOKUP_MESSAGES.email),
})

const fieldId = (field: string) => `lookup-${field}`

const LOOKUP_TITLE = 'Find your order'

/**
 * Asks the desk to email an order's status link to the order's own address. The answer is the
 * same whether or not the order exists, so the form reveals nothing about anyone's orders.
 * On /orders the page's own title already reads "Find your order" (`titled`), so the form
 * takes that name without a heading of its own.
 */
export function OrderLookupForm({
  initialNumber = '',
  titled = false,
}: {
  initialNumber?: string
  titled?: boolean
}) {
  const [values, setValues] = useState({ number: initialNumber, email: '' })
  const [sending, setSending] = useState(false)
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null)
  const { errors, validate, revalidate } = useFormValidation(lookupSchema, fieldId)

  function set(field: 'number' | 'email', value: string) {
    setValues((current) => ({ ...current, [field]: value }))
    revalidate(field, value)
  }

  async function submit() {
    if (sending || !validate(values)) return
    setSending(true)
    setAnswer(null)
    try {
      const text = await requestOrderLink(values.number.trim().toUpperCase(), values.email.trim())
      setAnswer({ ok: true, text })
    } catch (error) {
      setAnswer({ ok: false, text: error instanceof DeskError ? error.message : String(error) })
    } finally {
      setSending(false)
    }
  }

  return (
    <form
      noValidate
      {...(titled ? { 'aria-label': LOOKUP_TITLE } : { 'aria-labelledby': 'lookup-heading' })}
      className="flex max-w-xl flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      {!titled && (
        <h2 id="lookup-heading" className="text-xl font-semibold text-slate-900">
          {LOOKUP_TITLE}
        </h2>
      )}
      <p className="text-slate-700">
        Enter your order number and the email you used at checkout. We email the order&apos;s status
        link to that address.
      </p>
      <TextField
        id={fieldId('number')}
        label="Order number"
        value={values.number}
        error={errors.number}
        required
        autoComplete="off"
        inputMode="text"
        placeholder="RRS-XXXXXXXX"
        maxLength={ORDER_NUMBER_FIELD.max}
        onChange={(e) => set('number', e.target.value)}
      />
      <TextField
        id={fieldId('email')}
        label="Email"
        type="email"
        value={values.email}
        error={errors.email}
        required
        autoComplete="email"
        inputMode="email"
        maxLength={FIELD_LIMITS.email}
        onChange={(e) => set('email', e.target.value)}
      />
      <FormAlert tone={answer?.ok === false ? 'error' : 'info'}>{answer?.text}</FormAlert>
      <button type="submit" className="btn-primary self-start" aria-disabled={sending}>
        {sending ? 'Sending…' : 'Email me the link'}
      </button>
    </form>
  )
}

import { useEffect, useRef, useState } from 'react'
import { toast } from '@/components/ui/toast'
import { CheckboxField } from '@/components/ui/CheckboxField'
import { SelectField, TextAreaField, TextField } from '@/components/ui/Field'
import { FormAlert } from '@/components/ui/FormAlert'
import { Honeypot } from '@/components/ui/Honeypot'
import { useLazyFormValidation } from '@/components/ui/useFormValidation'
import { FIELD_LIMITS } from '@/data/policy'
import { ORDER_DESK_ENABLED } from '@/data/shop'
import { DeskError } from '@/lib/desk-client'
import {
  CONTACT_MESSAGES,
  CONTACT_SUBJECTS,
  EMPTY_CONTACT,
  type ContactFormValues,
} from '@/domain/messages/contact-form'
import { CONTACT_RULES, RULES_FAILED } from './load-contact-rules'
import { sendMessage } from './send-message'

const fieldId = (field: string) => `contact-${field}`
const SUBJECT_OPTIONS = CONTACT_SUBJECTS.map((s) => ({ value: s, label: s }))

/**
 * The message form. With the order desk, a valid message is sent and confirmed with the spec's
 * toast only once the desk accepted it; a failure keeps every word. Without the desk (a static
 * build), nothing is sent or logged (spec section 2). Either way the form then starts over.
 */
export function ContactForm({ desk = ORDER_DESK_ENABLED }: { desk?: boolean }) {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT)
  // What the form holds now: a send that waited for the form's rules checks and sends this,
  // edits made meanwhile included.
  const latest = useRef(values)
  useEffect(() => {
    latest.current = values
  }, [values])
  // From the press until the desk has answered, its rules' loading included: pressing again
  // does not send twice, and the button says it is busy.
  const busy = useRef(false)
  const [working, setWorking] = useState(false)
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const honeypot = useRef<HTMLInputElement>(null)
  const { errors, validate, revalidate, prepare } = useLazyFormValidation(CONTACT_RULES, fieldId)

  function set<K extends keyof ContactFormValues>(field: K, value: ContactFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }))
    revalidate(field, value)
  }

  async function submit() {
    if (busy.current) return
    busy.current = true
    setWorking(true)
    try {
      await checkAndSend()
    } finally {
      busy.current = false
      setWorking(false)
    }
  }

  async function checkAndSend() {
    const ruled = await CONTACT_RULES.load().then(
      () => true,
      () => false,
    )
    const current = latest.current
    // A new attempt: what the last one met no longer applies.
    setFailure(null)
    if (ruled) {
      if (!(await validate(current))) return
    } else if (!desk) {
      setFailure(RULES_FAILED)
      return
    } else if (!current.researchUse) {
      // Without the rules (they could not be loaded) the desk checks the message itself; the
      // research-use confirmation is the visitor's own, and is never sent unticked.
      setFailure(CONTACT_MESSAGES.researchUse)
      return
    }
    if (desk) {
      setSending(true)
      try {
        await sendMessage(current, honeypot.current?.value ?? '')
      } catch (error) {
        setFailure(error instanceof DeskError ? error.message : String(error))
        return
      } finally {
        setSending(false)
      }
    }
    toast.success('Message Sent', {
      description: "Thank you for contacting us. We'll respond shortly.",
    })
    setValues(EMPTY_CONTACT)
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onFocus={prepare}
      onInput={prepare}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <h2 id="contact-form-heading" className="text-xl font-semibold text-slate-900">
        Send Us a Message
      </h2>
      <ContactFields values={values} errors={errors} onChange={set} />
      {desk && <Honeypot id={fieldId('website')} ref={honeypot} />}
      <FormAlert tone="error">{failure}</FormAlert>
      <button
        type="submit"
        className="btn-primary w-full sm:w-auto sm:self-start"
        aria-disabled={working}
      >
        {sending ? 'Sending…' : 'Send Message'}
      </button>
    </form>
  )
}

/** The name, email, subject, message and research-use tick, held by the form. */
function ContactFields({
  values,
  errors,
  onChange: set,
}: {
  values: ContactFormValues
  errors: Partial<Record<keyof ContactFormValues, string>>
  onChange: <K extends keyof ContactFormValues>(field: K, value: ContactFormValues[K]) => void
}) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={fieldId('name')}
          label="Name"
          value={values.name}
          error={errors.name}
          required
          autoComplete="name"
          inputMode="text"
          maxLength={FIELD_LIMITS.personName}
          onChange={(e) => set('name', e.target.value)}
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
      </div>
      <SelectField
        id={fieldId('subject')}
        label="Subject"
        value={values.subject}
        error={errors.subject}
        required
        placeholder="Choose a subject"
        options={SUBJECT_OPTIONS}
        onChange={(e) => set('subject', e.target.value)}
      />
      <TextAreaField
        id={fieldId('message')}
        label="Message"
        value={values.message}
        error={errors.message}
        required
        rows={6}
        maxLength={FIELD_LIMITS.message}
        onChange={(e) => set('message', e.target.value)}
      />
      <CheckboxField
        id={fieldId('researchUse')}
        checked={values.researchUse}
        onCheckedChange={(checked) => set('researchUse', checked)}
        error={errors.researchUse}
        required
        label="I confirm that my inquiry concerns research use only, not human or veterinary use."
      />
    </>
  )
}

import { useState } from 'react'
import { toast } from '@/components/ui/toast'
import { CheckboxField } from '@/components/ui/CheckboxField'
import { SelectField, TextAreaField, TextField } from '@/components/ui/Field'
import { useFormValidation } from '@/components/ui/useFormValidation'
import {
  CONTACT_SUBJECTS,
  contactSchema,
  EMPTY_CONTACT,
  type ContactFormValues,
} from '@/domain/contact-schema'

const fieldId = (field: string) => `contact-${field}`
const SUBJECT_OPTIONS = CONTACT_SUBJECTS.map((s) => ({ value: s, label: s }))

/**
 * The message form. Nothing is sent or logged (spec section 2): a valid message is confirmed
 * with a toast and the form starts over.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT)
  const { errors, validate, revalidate } = useFormValidation(contactSchema, fieldId)

  function set<K extends keyof ContactFormValues>(field: K, value: ContactFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }))
    revalidate(field, value)
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault()
        if (!validate(values)) return
        toast.success('Message Sent', {
          description: "Thank you for contacting us. We'll respond shortly.",
        })
        setValues(EMPTY_CONTACT)
      }}
    >
      <h2 id="contact-form-heading" className="text-xl font-semibold text-slate-900">
        Send Us a Message
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={fieldId('name')}
          label="Name"
          value={values.name}
          error={errors.name}
          required
          autoComplete="name"
          inputMode="text"
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
      <button type="submit" className="btn-primary w-full sm:w-auto sm:self-start">
        Send Message
      </button>
    </form>
  )
}

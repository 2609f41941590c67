import { useState } from 'react'
import { flushSync } from 'react-dom'
import { toast } from './toast'
import type { z } from '@/lib/zod'
import { fieldErrors, type FieldErrors } from '@/domain/field-errors'

export { fieldErrors, type FieldErrors }

/**
 * Validates a form against its zod schema: on failure every failing field gets its message,
 * focus moves to the first one (in the schema's field order) and `failureToast` appears. An
 * error clears as soon as its field becomes valid. Field ids are `idFor(field)`.
 */
export function useFormValidation<S extends z.ZodMiniObject>(
  schema: S,
  idFor: (field: string) => string,
  failureToast?: string,
) {
  const [errors, setErrors] = useState<FieldErrors>({})

  function validate(values: unknown): values is z.infer<S> {
    const result = schema.safeParse(values)
    if (result.success) {
      setErrors({})
      // A failure toast from an earlier attempt no longer applies.
      if (failureToast) toast.dismiss(failureToast)
      return true
    }
    const next = fieldErrors(result.error)
    // Render the messages first so the focused field already announces its error.
    flushSync(() => setErrors(next))
    const first = Object.keys(schema.shape).find((field) => next[field])
    if (first) document.getElementById(idFor(first))?.focus()
    // The message is the toast's id, so repeated attempts show one toast, not a stack.
    if (failureToast) toast.error(failureToast, { id: failureToast })
    return false
  }

  function revalidate(field: string, value: unknown) {
    if (!errors[field]) return
    const fieldSchema = schema.shape[field] as z.ZodMiniType | undefined
    if (fieldSchema?.safeParse(value).success) {
      setErrors(({ [field]: _cleared, ...rest }) => rest)
    }
  }

  return { errors, validate, revalidate }
}

import { useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { toast } from './toast'
import type { z } from '@/lib/zod'
import { fieldErrors, type FieldErrors } from '@/domain/shared/field-errors'

export { fieldErrors, type FieldErrors }

/** A form's rules that load on demand: `now()` once they have arrived, `load()` to fetch them. */
export interface LazyRules<S> {
  now(): S | null
  load(): Promise<S>
}

/** Rules loaded by `load` when first asked for, once; a failed load may be tried again. */
export function lazyRules<S>(load: () => Promise<S>): LazyRules<S> {
  let loaded: S | null = null
  let loading: Promise<S> | null = null
  return {
    now: () => loaded,
    load: () =>
      (loading ??= load().then(
        (rules) => (loaded = rules),
        (error: unknown) => {
          loading = null
          throw error
        },
      )),
  }
}

/** What `validate` answers: at once when the rules are there, once they have loaded if not. */
export type Validity = boolean | Promise<boolean>

function useValidationState(idFor: (field: string) => string, failureToast?: string) {
  const [errors, setErrors] = useState<FieldErrors>({})

  function check(schema: z.ZodMiniObject, values: unknown): boolean {
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

  function recheck(schema: z.ZodMiniObject | null, field: string, value: unknown) {
    if (!errors[field] || !schema) return
    const fieldSchema = schema.shape[field] as z.ZodMiniType | undefined
    if (fieldSchema?.safeParse(value).success) {
      setErrors(({ [field]: _cleared, ...rest }) => rest)
    }
  }

  return { errors, check, recheck }
}

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
  const { errors, check, recheck } = useValidationState(idFor, failureToast)
  return {
    errors,
    validate: (values: unknown): values is z.infer<S> => check(schema, values),
    revalidate: (field: string, value: unknown) => recheck(schema, field, value),
  }
}

/**
 * `useFormValidation` with rules that load on demand (so the page starts without zod). The
 * same messages, focus and toast; `validate` answers at once when the rules are there, else
 * once they have loaded. `prepare` starts loading them (on the form's first focus or input).
 * An error only shows after a validation, so `revalidate` always finds the rules loaded.
 */
export function useLazyFormValidation<S extends z.ZodMiniObject>(
  rules: LazyRules<S>,
  idFor: (field: string) => string,
  failureToast?: string,
) {
  const { errors, check, recheck } = useValidationState(idFor, failureToast)
  const loaded = useRef<S | null>(null)
  const schemaNow = () => (loaded.current ??= rules.now())

  function validate(values: unknown): Validity {
    const schema = schemaNow()
    if (schema) return check(schema, values)
    return rules.load().then((arrived) => check((loaded.current = arrived), values))
  }

  return {
    errors,
    validate,
    revalidate: (field: string, value: unknown) => recheck(schemaNow(), field, value),
    prepare: () => void rules.load().catch(() => {}),
  }
}

/**
 * Runs the checks in order (each one's messages and focus after the one before), at once while
 * their rules are there; true when every one passed.
 */
export function allValid(checks: readonly (() => Validity)[], valid = true): Validity {
  for (const [i, run] of checks.entries()) {
    const result = run()
    if (typeof result !== 'boolean') {
      return result.then((ok) => allValid(checks.slice(i + 1), valid && ok))
    }
    valid &&= result
  }
  return valid
}

/** Calls `next` when the validity is true: at once, or once it is known. */
export function whenValid(validity: Validity, next: () => void): void | Promise<void> {
  if (typeof validity === 'boolean') {
    if (validity) next()
    return
  }
  return validity.then((ok) => {
    if (ok) next()
  })
}

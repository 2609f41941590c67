import { z } from '@/lib/zod'

// Field schemas the buyer's forms share. One message per field: the spec gives a single text for
// "missing" and "malformed" alike.

/** A trimmed text that must not be empty. */
export function requiredText(message: string) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }))
}

/** A trimmed email address. */
export function emailField(message: string) {
  return z.pipe(z.string({ error: message }).check(z.trim()), z.email({ error: message }))
}

import type { z } from '@/lib/zod'

type ZodError = z.core.$ZodError

export type FieldErrors = Partial<Record<string, string>>

/** The first message of each failing field, keyed by field name. */
export function fieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '')
    errors[field] ??= issue.message
  }
  return errors
}

/**
 * The first message of each failing field of a nested request, keyed by its dotted path
 * ("customer.email", "lines.0.quantity"), as the order desk answers it.
 */
export function nestedFieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_'
    errors[field] ??= issue.message
  }
  return errors
}

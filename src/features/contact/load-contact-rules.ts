import type { LazyRules } from '@/components/ui/useFormValidation'
import type { contactSchema } from '@/domain/contact-schema'

// The contact form's rules (zod and the schema) load when the form is first focused or typed
// in, or when it is sent; /contact itself starts without them.

type ContactRules = typeof contactSchema

/** Shown over Send Message when the rules could not be loaded; the form keeps every word. */
export const RULES_FAILED =
  'Your message could not be checked. Check your connection and try again.'

let loaded: ContactRules | null = null
let loading: Promise<ContactRules> | null = null

export const CONTACT_RULES: LazyRules<ContactRules> = {
  now: () => loaded,
  // Loads once; a failed load may be tried again.
  load: () =>
    (loading ??= import('@/domain/contact-schema').then(
      (rules) => (loaded = rules.contactSchema),
      (error: unknown) => {
        loading = null
        throw error
      },
    )),
}

import { lazyRules } from '@/components/ui/useFormValidation'

// The contact form's rules (zod and the schema) load when the form is first focused or typed
// in, or when it is sent; /contact itself starts without them.

/** Shown over Send Message when the rules could not be loaded; the form keeps every word. */
export const RULES_FAILED =
  'Your message could not be checked. Check your connection and try again.'

export const CONTACT_RULES = lazyRules(() =>
  import('@/domain/messages/contact-schema').then((rules) => rules.contactSchema),
)

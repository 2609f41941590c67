/**
 * A US phone number as people write it, "(555) 234-5678", from any of the forms the checkout
 * accepts ("5552345678", "+1 555 234 5678", ...). Anything else is shown as typed.
 */
export function formatUsPhone(text: string): string {
  const digits = text.replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  if (national.length !== 10) return text.trim()
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`
}

/**
 * docs/DECISIONS.md, "Limits": no card number is ever accepted by the order desk. Text is first
 * normalised (NFKC, so full-width and other compatibility digits become ASCII; format characters
 * such as zero-width spaces and combining marks removed; the decimal digits of every script read as
 * 0-9; any run of white space read as one space). Then any run of 13-19 digits whose groups are
 * joined by short runs of other characters (at most MAX_SEPARATOR, no digit, at most one letter)
 * and that passes the Luhn check is refused, in each text and in each pair of JOINED_FIELDS. Windows start and end at the run's separators, so
 * "4111 1111 1111 1111 12" (a card followed by more digits) is still caught, while a long plain
 * digit string (no separators) is not split into arbitrary windows that would pass Luhn one time
 * in ten.
 */
export function luhnValid(digits: string): boolean {
  return luhnRange(digits, 0, digits.length)
}

/** The Luhn check of digits[start, end), read without copying. */
function luhnRange(digits: string, start: number, end: number): boolean {
  let sum = 0
  for (let i = 0; i < end - start; i++) {
    let d = digits.charCodeAt(end - 1 - i) - 48
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/**
 * "4111 / 1111", "4111 -- 1111" and "4111 x 1111" join; white space of any length counts as one
 * character.
 */
export const MAX_SEPARATOR = 8

/**
 * Fields printed one after the other (on the invoice, the status page, the console): a number
 * split across them reads as one, so each pair is also read joined.
 */
export const JOINED_FIELDS: readonly (readonly [string, string])[] = [
  ['firstName', 'lastName'],
  ['address', 'address2'],
  ['organization', 'poNumber'],
]

/**
 * Keys whose string values the guard leaves to their own format check (docs/DECISIONS.md,
 * "Limits"). An operator's password is never stored, logged or mailed (only its argon2 hash is
 * kept), and refusing one would lock an operator out with a misleading message. Tracking numbers
 * come from the carrier: a FedEx 15-digit number, or a USPS 22-digit one written in groups of four,
 * passes the Luhn check by chance one time in ten, so the guard would refuse real parcels; the
 * field takes only letters, digits, spaces and dashes, and only a signed-in operator sets it.
 * A lot number is the maker's reference printed on the vials (often a date and a sequence, 13
 * digits and more), which only a signed-in operator sets, in letters, digits, dots and dashes.
 */
export const GUARD_SKIPS: readonly string[] = ['password', 'trackingNumber', 'lotNumber']

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Keys, ids and references a machine made, never a person (docs/DECISIONS.md, "The card guard
 * reads what a person types"), each with the one form it takes: the guard passes such a value
 * when it has that form, and reads it as any text when it has not. About one random UUID in 400
 * has digit groups that pass the Luhn check, so reading them would refuse an API client's order,
 * a parcel's lot or a quote's request at random. An idempotency key is a client's random token
 * (the checkout's 32 letters, or a UUID); a lot's, a request's and an operator's ids are the
 * desk's own UUIDs.
 */
export const MACHINE_MADE: Readonly<Record<string, RegExp>> = {
  idempotencyKey: /^[A-Za-z0-9_-]{16,64}$/,
  lotId: UUID,
  requestId: UUID,
  operatorId: UUID,
}

/** True when the key's value is skipped: a password, a tracking number, or a machine's id. */
function skipped(key: string, value: string, skipKeys: readonly string[]): boolean {
  // Own keys only: `constructor` or `__proto__` in a body is a person's key like any other.
  return (
    skipKeys.includes(key) || (Object.hasOwn(MACHINE_MADE, key) && MACHINE_MADE[key]!.test(value))
  )
}

const ASCII_DIGIT = /[0-9]/
const DECIMAL_DIGIT = /\p{Nd}/u
const digitValues = new Map<string, string>()

// Unicode encodes every script's decimal digits as consecutive runs of ten, 0 to 9, so a digit's
// value is its distance from the start of its run, modulo ten.
function asciiDigit(digit: string): string {
  if (ASCII_DIGIT.test(digit)) return digit
  let value = digitValues.get(digit)
  if (value === undefined) {
    const code = digit.codePointAt(0)!
    let start = code
    while (DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start--
    value = String((code - start) % 10)
    digitValues.set(digit, value)
  }
  return value
}

/** The text as the guard reads it. */
export function normaliseForGuard(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\p{Cf}\p{M}]/gu, '')
    .replace(/\p{Nd}/gu, asciiDigit)
    .replace(/\s+/gu, ' ')
}

// A digit, then any number of (a separator, then a digit). A separator is at most MAX_SEPARATOR
// characters, none a digit, of which at most one is a letter ("4111a1111b1111c1111"); two letters
// end the run, so "ext. 1234" after a phone and the "AA" of a UPS number stay apart.
const SEPARATOR = `(?=[^\\p{N}]{0,${MAX_SEPARATOR}}\\d)[^\\p{L}\\p{N}]*\\p{L}?[^\\p{L}\\p{N}]*`
const DIGIT_RUN = new RegExp(`\\d(?:${SEPARATOR}\\d)*`, 'gu')
const SEPARATORS = /[^0-9]+/u

/** Printable ASCII only: normalising changes nothing in it but runs of white space. */
const PLAIN_ASCII = /^[\x20-\x7e]*$/
const ASCII_DIGITS = /[0-9]/g

export function holdsCardNumber(text: string): boolean {
  // A card number has at least 13 digits; most fields (a name, an email, a street) have far
  // fewer, and in plain ASCII text every digit is an ASCII one, so they are counted and done.
  if (PLAIN_ASCII.test(text) && (text.match(ASCII_DIGITS)?.length ?? 0) < 13) return false
  for (const [run] of normaliseForGuard(text).matchAll(DIGIT_RUN)) {
    const groups = run.split(SEPARATORS)
    const digits = groups.join('')
    // Where each group starts in `digits`, and where the last one ends.
    const bounds = [0]
    for (const group of groups) bounds.push(bounds.at(-1)! + group.length)
    for (let start = 0; start < groups.length; start++) {
      for (let end = start + 1; end <= groups.length; end++) {
        const length = bounds[end]! - bounds[start]!
        if (length > 19) break
        if (length >= 13 && luhnRange(digits, bounds[start]!, bounds[end]!)) return true
      }
    }
  }
  return false
}

/**
 * True when any string or number anywhere in a parsed JSON value (keys too) holds a card number.
 * It walks the value with its own stack, so no depth of nesting can overflow the call stack. A
 * skipped key is skipped only when its value is a string: anything nested under it is searched.
 */
export function containsCardNumber(
  value: unknown,
  skipKeys: readonly string[] = GUARD_SKIPS,
): boolean {
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const item = pending.pop()
    if (typeof item === 'string') {
      if (holdsCardNumber(item)) return true
    } else if (typeof item === 'number') {
      if (holdsCardNumber(String(item))) return true
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element)
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, element] of Object.entries(item)) {
        if (holdsCardNumber(key)) return true
        if (!(typeof element === 'string' && skipped(key, element, skipKeys))) pending.push(element)
      }
      const fields = item as Record<string, unknown>
      for (const [first, second] of JOINED_FIELDS) {
        const a = fields[first]
        const b = fields[second]
        if (typeof a === 'string' && typeof b === 'string' && holdsCardNumber(`${a} ${b}`))
          return true
      }
    }
  }
  return false
}

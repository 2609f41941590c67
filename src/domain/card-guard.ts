/**
 * docs/DECISIONS.md, "Limits": no card number is ever accepted by the order desk. A string holding a
 * run of 13-19 digits (single spaces or dashes allowed between digits) that passes the Luhn check
 * is refused. Windows start and end at the run's separators, so "4111 1111 1111 1111 12" (a card
 * followed by more digits) is still caught, while a long plain digit string (no separators) is
 * not split into arbitrary windows that would pass Luhn one time in ten.
 */
export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

const DIGIT_RUN = /\d(?:[ -]?\d)*/g

export function holdsCardNumber(text: string): boolean {
  for (const [run] of text.matchAll(DIGIT_RUN)) {
    const groups = run.split(/[ -]/)
    for (let start = 0; start < groups.length; start++) {
      let digits = ''
      for (let end = start; end < groups.length; end++) {
        digits += groups[end]
        if (digits.length > 19) break
        if (digits.length >= 13 && luhnValid(digits)) return true
      }
    }
  }
  return false
}

/** True when any string or number anywhere in a parsed JSON value (keys too) holds a card number. */
export function containsCardNumber(value: unknown, skipKeys: readonly string[] = []): boolean {
  if (typeof value === 'string') return holdsCardNumber(value)
  if (typeof value === 'number') return holdsCardNumber(String(value))
  if (Array.isArray(value)) return value.some((item) => containsCardNumber(item, skipKeys))
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(
      ([key, item]) =>
        holdsCardNumber(key) || (!skipKeys.includes(key) && containsCardNumber(item, skipKeys)),
    )
  }
  return false
}

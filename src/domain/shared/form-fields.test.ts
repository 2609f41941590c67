import { describe, expect, it } from 'vitest'
import { emailField, lineText, multiLineText, TEXT_MESSAGES } from './form-fields'

const CITY = { name: 'city', max: 100 }
const MESSAGE = { name: 'message', max: 5000 }
const city = lineText(CITY, 'City is required.')
const message = multiLineText(MESSAGE, 'Message is required.')

function messageOf(schema: typeof city, value: unknown) {
  const result = schema.safeParse(value)
  return result.success ? null : result.error.issues[0]!.message
}

// Every way found to put a second line, a hidden instruction or reordered text into a field.
const NEVER_IN_ANY_TEXT: [string, string][] = [
  ['NUL', 'Spring\u0000field'],
  ['an escape sequence', 'Spring\u001b[31mfield'],
  ['a bell', 'Spring\u0007field'],
  ['a vertical tab', 'Spring\u000bfield'],
  ['a form feed', 'Spring\u000cfield'],
  ['DEL', 'Spring\u007ffield'],
  ['a C1 next-line', 'Spring\u0085field'],
  ['a C1 control sequence introducer', 'Spring\u009bfield'],
  ['a bare carriage return', 'Springfield\rInjected: yes'],
  ['a line separator', 'Springfield\u2028Injected: yes'],
  ['a paragraph separator', 'Springfield\u2029Injected: yes'],
  ['a left-to-right embedding', 'Spring\u202afield'],
  ['a right-to-left embedding', 'Spring\u202bfield'],
  ['a pop directional formatting', 'Spring\u202cfield'],
  ['a left-to-right override', 'Spring\u202dfield'],
  ['a right-to-left override', 'invoice\u202efdp.exe'],
  ['a left-to-right isolate', 'Spring\u2066field'],
  ['a right-to-left isolate', 'Spring\u2067field'],
  ['a first-strong isolate', 'Spring\u2068field'],
  ['a pop directional isolate', 'Spring\u2069field'],
  ['a lone surrogate half', 'Spring\ud800field'],
]

const LINE_BREAKS: [string, string][] = [
  ['CR LF pairs', '1 Main St\r\n\r\nInjected: yes'],
  ['a line feed', '1 Main St\nInjected: yes'],
  ['a tab', 'Spring\tfield'],
]

// Real names and places in many scripts, with the marks and joiners their writing needs.
const REAL_TEXT = [
  'José Núñez-Ortiz',
  '李雷',
  "O'Brien",
  'Zoë Ångström',
  'Nguyễn Thị Minh Khai',
  'محمد بن سلمان',
  'שרה כהן',
  'Σωκράτης Παππάς',
  'Фёдор Достоевский',
  'फ़ातिमा शेख़',
  'می\u200cخواهم',
  'ইমরান\u200dহোসেন',
  'עדן 2\u200f',
  'Saint-Étienne-du-Rouvray',
  'São Paulo',
  'Dr. Mary-Jane Smith, Jr.',
]

describe('lineText', () => {
  it.each(REAL_TEXT)('takes %j', (text) => {
    expect(city.safeParse(text)).toEqual({ success: true, data: text })
  })

  it.each([...NEVER_IN_ANY_TEXT, ...LINE_BREAKS])('refuses %s', (_what, text) => {
    expect(messageOf(city, text)).toBe(
      'Keep the city on one line, without control or text-direction characters.',
    )
  })

  it('trims, then takes up to its limit and names the field beyond it', () => {
    expect(city.safeParse(` ${'a'.repeat(100)}\n`).success).toBe(true)
    expect(messageOf(city, 'a'.repeat(101))).toBe('Keep the city to 100 characters or fewer.')
    expect(messageOf(city, 'a'.repeat(15_000))).toBe(TEXT_MESSAGES.tooLong(CITY))
  })

  it('gives its own message when missing or empty, and none when optional', () => {
    expect(messageOf(city, undefined)).toBe('City is required.')
    expect(messageOf(city, '  ')).toBe('City is required.')
    expect(lineText(CITY).safeParse('').success).toBe(true)
  })
})

describe('multiLineText', () => {
  it.each([...REAL_TEXT, 'Line one\nline two', 'Line one\r\n\r\nline two', 'Qty\t2'])(
    'takes %j',
    (text) => {
      expect(message.safeParse(text).success).toBe(true)
    },
  )

  it.each(NEVER_IN_ANY_TEXT)('refuses %s', (_what, text) => {
    expect(messageOf(message, text)).toBe(
      'The message holds control or text-direction characters that cannot be used.',
    )
  })

  it('takes up to its limit', () => {
    expect(message.safeParse('a'.repeat(5000)).success).toBe(true)
    expect(messageOf(message, 'a'.repeat(5001))).toBe(
      'Keep the message to 5000 characters or fewer.',
    )
  })
})

describe('emailField', () => {
  const email = emailField('A valid email is required.')

  it('takes an address of up to 254 characters', () => {
    const local = 'a'.repeat(64)
    const long = `${local}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.org`
    expect(long).toHaveLength(254)
    expect(email.safeParse(long).success).toBe(true)
    expect(messageOf(email as unknown as typeof city, `x${long}`)).toBe(
      'Keep the email to 254 characters or fewer.',
    )
  })

  it('refuses line breaks and controls as a malformed address', () => {
    expect(email.safeParse('ada@example.org\r\nBcc: x@example.org').success).toBe(false)
    expect(email.safeParse('ada\u202e@example.org').success).toBe(false)
  })
})

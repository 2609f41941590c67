import { z } from '@/lib/zod'
import { FIELD_LIMITS } from '@/data/policy'
import { unprintableCharacters } from './printable'

// Field schemas the buyer's forms and the console share. A field the spec quotes keeps its one
// message for "missing" and "malformed" alike; the length and character rules below have their
// own, naming the field.

/** How a text field is named in its messages, and the most characters it takes. */
export interface TextRule {
  name: string
  max: number
}

export const TEXT_MESSAGES = {
  tooLong: ({ name, max }: TextRule) => `Keep the ${name} to ${max} characters or fewer.`,
  oneLine: ({ name }: TextRule) =>
    `Keep the ${name} on one line, without control or text-direction characters.`,
  characters: ({ name }: TextRule) =>
    `The ${name} holds control or text-direction characters that cannot be used.`,
  unprintable: ({ name }: TextRule, characters: string[]) =>
    `Our invoices cannot print ${characters.length === 1 ? 'this character' : 'these characters'} in the ${name}: ${characters.slice(0, 5).join(' ')}. Please write it another way.`,
} as const

// Never in any text: C0 and C1 control characters (tab and line breaks aside), DEL, a carriage
// return that does not start a CR LF pair, the Unicode line and paragraph separators, the bidi
// embeddings, overrides and isolates (U+202A-202E, U+2066-2069: they reorder what a reader of a
// mail or the console sees), and lone surrogate halves. The bidi marks (U+200E, U+200F, U+061C)
// and the zero-width joiners stay: they reorder nothing, and names in Arabic, Hebrew, Persian or
// Indic scripts need them.
const NEVER = /(?![\t\n\r])\p{Cc}|\r(?!\n)|[\u2028\u2029\u202a-\u202e\u2066-\u2069]|\p{Cs}/u
// Only a multi-line field takes these; a tab pasted into a message is as harmless as a space.
const LINE_BREAK_OR_TAB = /[\t\n\r]/

function textSchema(
  rule: TextRule,
  required: string | undefined,
  allowed: (value: string) => boolean,
  refused: string,
) {
  return z
    .string({ error: required })
    .check(
      z.trim(),
      ...(required ? [z.minLength(1, { error: required })] : []),
      z.maxLength(rule.max, { error: TEXT_MESSAGES.tooLong(rule) }),
      z.refine(allowed, { error: refused }),
    )
}

/**
 * A trimmed one-line text of at most `rule.max` characters. With `required`, that message is
 * given when it is missing or empty.
 */
export function lineText(rule: TextRule, required?: string) {
  return textSchema(
    rule,
    required,
    (value) => !NEVER.test(value) && !LINE_BREAK_OR_TAB.test(value),
    TEXT_MESSAGES.oneLine(rule),
  )
}

/**
 * A `lineText` that the invoice, receipt and quote print: it also refuses characters their fonts
 * do not have (Latin, Greek, Cyrillic, Arabic, Hebrew, Chinese and Japanese kana print;
 * emoji and rare ideographs do not).
 */
export function printedLineText(rule: TextRule, required?: string) {
  return lineText(rule, required).check(
    z.refine((value: string) => unprintableCharacters(value).length === 0, {
      error: (issue) => TEXT_MESSAGES.unprintable(rule, unprintableCharacters(String(issue.input))),
    }),
  )
}

/** A trimmed text of at most `rule.max` characters that may hold line breaks and tabs. */
export function multiLineText(rule: TextRule, required?: string) {
  return textSchema(rule, required, (value) => !NEVER.test(value), TEXT_MESSAGES.characters(rule))
}

/** A trimmed email address; `message` when it is missing or malformed. */
export function emailField(message: string) {
  const rule = { name: 'email', max: FIELD_LIMITS.email }
  return z.pipe(
    z
      .string({ error: message })
      .check(z.trim(), z.maxLength(rule.max, { error: TEXT_MESSAGES.tooLong(rule) })),
    z.email({ error: message }),
  )
}

/** The order number a buyer types to look an order up (the browser's form and the desk). */
export const ORDER_NUMBER_FIELD: TextRule = { name: 'order number', max: FIELD_LIMITS.orderNumber }

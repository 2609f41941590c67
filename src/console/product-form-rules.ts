// The editor's rules: the domain's schemas (the server checks the same), run before anything is
// sent, and the order in which a failed submit's summary lists what to change.
import { nestedFieldErrors } from '@/domain/field-errors'
import {
  newProductSchema,
  PRODUCT_MESSAGES as P,
  productSaveSchema,
  slugFromName,
} from '@/domain/product-schema'
import { fieldsOf, type ProductDraft } from './catalogue'
import type { Problem } from './ui'

/** Each failing field's message, keyed by its path ("price", "destinations.0.name"). */
export type FieldMessages = Record<string, string>

/** The id of the control a field path names, for labels and the summary's links. */
export const controlId = (field: string) => `product-${field.replaceAll('.', '-')}`

export type Checked =
  { ok: true; body: Record<string, unknown> } | { ok: false; errors: FieldMessages }

/** A new product's request, or the field messages that stop it. */
export function checkNew(draft: ProductDraft): Checked {
  const id = draft.id.trim()
  const body = { ...fieldsOf(draft), ...(id ? { id } : {}) }
  const result = newProductSchema.safeParse(body)
  const errors = result.success ? {} : nestedFieldErrors(result.error)
  // Left empty, the address is made from the name: a name of no Latin letters or digits makes none.
  if (!id && draft.name.trim() && !slugFromName(draft.name)) errors.id ??= P.id
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, body }
}

/** A save's request (the version the editor read), or the field messages that stop it. */
export function checkSave(draft: ProductDraft, version: number): Checked {
  const body = { ...fieldsOf(draft), id: draft.id.trim(), version }
  const result = productSaveSchema.safeParse(body)
  return result.success
    ? { ok: true, body }
    : { ok: false, errors: nestedFieldErrors(result.error) }
}

/** The form's fields, top to bottom. */
const ORDER = [
  'name',
  'id',
  'description',
  'category',
  'price',
  'size',
  'purity',
  'cas',
  'sequence',
  'molecularFormula',
  'molecularWeight',
  'alsoKnownAs',
  'storage',
  'destinations',
]

/** The summary's lines: each message in the form's order, linked to its control. */
export function problemsOf(errors: FieldMessages, destinations: number): Problem[] {
  const rows = Array.from({ length: destinations }, (_, i) => [
    `destinations.${i}.name`,
    `destinations.${i}.description`,
  ]).flat()
  const known = [...ORDER, ...rows, 'onSale']
  const problems: Problem[] = known
    .filter((field) => errors[field])
    .map((field) => {
      const row = /^destinations\.(\d+)\./.exec(field)
      const prefix = row ? `Destination ${Number(row[1]) + 1}: ` : ''
      return { message: `${prefix}${errors[field]}`, target: controlId(field) }
    })
  // Anything else the server answered (a stale page's request, say) is said, without a link.
  for (const [field, message] of Object.entries(errors))
    if (!known.includes(field)) problems.push({ message })
  return problems
}

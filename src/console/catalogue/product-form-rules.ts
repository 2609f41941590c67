// The editor's rules: the domain's schemas (the server checks the same), run before anything is
// sent, and the order in which a failed submit's summary lists what to change.
import { nestedFieldErrors } from '@/domain/shared/field-errors'
import {
  isReservedProductId,
  newProductSchema,
  PRODUCT_MESSAGES as P,
  productSaveSchema,
  slugFromName,
} from '@/domain/catalogue/product-schema'
import { fieldsOf, type ProductDraft } from './products'
import type { Problem } from '../shared/ui'

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
  if (!id && isReservedProductId(slugFromName(draft.name))) errors.id ??= P.idReserved
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, body }
}

/**
 * A save's request (the version the editor read), or the field messages that stop it. A reserved
 * word is refused as a new address only: `currentId` keeps one the product had from before.
 */
export function checkSave(draft: ProductDraft, version: number, currentId?: string): Checked {
  const body = { ...fieldsOf(draft), id: draft.id.trim(), version }
  const result = productSaveSchema.safeParse(body)
  const errors = result.success ? {} : nestedFieldErrors(result.error)
  if (body.id !== currentId && isReservedProductId(body.id)) errors.id ??= P.idReserved
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, body }
}

/** The form's fields, top to bottom; `sizes` and `destinations` are followed by their rows'. */
const ORDER = [
  'name',
  'id',
  'description',
  'category',
  'sizes',
  'lowStockThreshold',
  'backorders',
  'backorderDays',
  'purity',
  'cas',
  'sequence',
  'molecularFormula',
  'molecularWeight',
  'alsoKnownAs',
  'storage',
  'destinations',
  'onSale',
]

const ROW_FIELDS = {
  sizes: { name: 'Size', fields: ['label', 'price', 'sku', 'onSale'] },
  destinations: { name: 'Destination', fields: ['name', 'description'] },
} as const

type List = keyof typeof ROW_FIELDS

/** The summary's lines: each message in the form's order, linked to its control. */
export function problemsOf(errors: FieldMessages, rows: Record<List, number>): Problem[] {
  const known = ORDER.flatMap((field) =>
    field in ROW_FIELDS ? [field, ...rowPaths(field as List, rows[field as List])] : [field],
  )
  const problems: Problem[] = known
    .filter((field) => errors[field])
    .map((field) => {
      const row = /^(sizes|destinations)\.(\d+)\./.exec(field)
      const prefix = row ? `${ROW_FIELDS[row[1] as List].name} ${Number(row[2]) + 1}: ` : ''
      return { message: `${prefix}${errors[field]}`, target: controlId(field) }
    })
  // Anything else the server answered (a stale page's request, say) is said, without a link.
  for (const [field, message] of Object.entries(errors))
    if (!known.includes(field)) problems.push({ message })
  return problems
}

function rowPaths(list: List, count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    ROW_FIELDS[list].fields.map((field) => `${list}.${i}.${field}`),
  ).flat()
}

/**
 * The messages about a list's rows under their numbers after rows moved or went: `from[i]` is
 * the number row i had before (undefined for a new row). A gone row's messages go with it.
 */
export function renumbered(
  errors: FieldMessages,
  list: List,
  from: readonly (number | undefined)[],
): FieldMessages {
  const row = new RegExp(`^${list}\\.(\\d+)\\.(.+)$`)
  const result: FieldMessages = {}
  for (const [field, message] of Object.entries(errors)) {
    const match = row.exec(field)
    if (!match) {
      result[field] = message
      continue
    }
    const to = from.indexOf(Number(match[1]))
    if (to >= 0) result[`${list}.${to}.${match[2]}`] = message
  }
  return result
}

// A product as the console edits it (docs/DECISIONS.md, "Running the catalogue"): the fields every
// page shows, validated by the same schema in the console and on the server, and by the CSV
// import. Texts have the order fields' rules (length, no control or text-direction characters);
// the card guard runs on every body the desk reads.
import { z } from '@/lib/zod'
import { CATEGORY_NAMES } from '@/data/categories'
import { lineText, multiLineText } from '../shared/form-fields'
import { moneyMessage } from '../shared/money-input'
import {
  MAX_PRICE_CENTS,
  PRODUCT_LIMITS,
  PRODUCT_MESSAGES,
  PRODUCT_ID,
  isCasNumber,
  isReservedProductId,
  priceCentsFrom,
  sizeKeyFrom,
} from './product-rules'
import { MAX_SIZES } from './sizes'

export * from './product-rules'
export { typedPrice } from './product-fields'

const line = (name: string, max: number, required: string) => lineText({ name, max }, required)

const destinationSchema = z.object({
  /** Kept from the product's numbered destination; a new one is numbered by the server. */
  id: z.optional(z.int().check(z.positive(), z.lte(1_000_000))),
  name: line('destination name', PRODUCT_LIMITS.destinationName, PRODUCT_MESSAGES.destinationName),
  description: line(
    'destination description',
    PRODUCT_LIMITS.destinationDescription,
    PRODUCT_MESSAGES.destinationDescription,
  ),
})

/** A typed price in dollars, as cents. */
const priceField = z.pipe(
  z.string({ error: PRODUCT_MESSAGES.price }).check(z.maxLength(PRODUCT_LIMITS.price)),
  z.transform((typed: string, ctx) => {
    const cents = priceCentsFrom(typed)
    if (cents === null) {
      const message = moneyMessage(typed, MAX_PRICE_CENTS, PRODUCT_MESSAGES.price)
      ctx.issues.push({ code: 'custom', message, input: typed })
      return z.NEVER
    }
    return cents
  }),
)

/** One pack size as the console sends it: a new one has no key yet (the server makes it). */
const sizeSchema = z.object({
  key: z.optional(z.string().check(z.maxLength(40), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/))),
  label: line('size', PRODUCT_LIMITS.size, PRODUCT_MESSAGES.size),
  price: priceField,
  sku: line('SKU', PRODUCT_LIMITS.sku, PRODUCT_MESSAGES.sku).check(
    z.refine((sku: string) => /^[A-Za-z0-9._-]+$/.test(sku), { error: PRODUCT_MESSAGES.sku }),
  ),
  onSale: z.boolean(),
})

export type SizeFields = z.output<typeof sizeSchema>

const productFieldsShape = z.object({
  name: line('name', PRODUCT_LIMITS.name, PRODUCT_MESSAGES.name),
  description: multiLineText(
    { name: 'description', max: PRODUCT_LIMITS.description },
    PRODUCT_MESSAGES.description,
  ),
  category: z.enum(CATEGORY_NAMES, { error: PRODUCT_MESSAGES.category }),
  purity: line('purity text', PRODUCT_LIMITS.purity, PRODUCT_MESSAGES.purity),
  sizes: z.array(sizeSchema, { error: PRODUCT_MESSAGES.sizes }).check(
    z.minLength(1, { error: PRODUCT_MESSAGES.sizes }),
    z.maxLength(MAX_SIZES, { error: PRODUCT_MESSAGES.sizes }),
    z.superRefine((sizes: z.output<typeof sizeSchema>[], ctx) => {
      const labels = new Set<string>()
      const skus = new Set<string>()
      sizes.forEach((size, index) => {
        const label = size.label.toLowerCase()
        if (labels.has(label) || labels.has(sizeKeyFrom(label))) {
          ctx.addIssue({
            code: 'custom',
            message: PRODUCT_MESSAGES.sizeTaken,
            input: size.label,
            path: [index, 'label'],
          })
        }
        labels.add(label)
        const sku = size.sku.toUpperCase()
        if (skus.has(sku)) {
          ctx.addIssue({
            code: 'custom',
            message: PRODUCT_MESSAGES.skuTaken,
            input: size.sku,
            path: [index, 'sku'],
          })
        }
        skus.add(sku)
      })
    }),
  ),
  lowStockThreshold: z
    .int({ error: PRODUCT_MESSAGES.lowStockThreshold })
    .check(
      z.gte(0, { error: PRODUCT_MESSAGES.lowStockThreshold }),
      z.lte(999, { error: PRODUCT_MESSAGES.lowStockThreshold }),
    ),
  backorders: z.boolean(),
  backorderDays: z
    .int({ error: PRODUCT_MESSAGES.backorderDays })
    .check(
      z.gte(1, { error: PRODUCT_MESSAGES.backorderDays }),
      z.lte(365, { error: PRODUCT_MESSAGES.backorderDays }),
    ),
  cas: z.pipe(
    lineText({ name: 'CAS number', max: PRODUCT_LIMITS.cas }),
    z.transform((cas: string, ctx) => {
      if (cas === '') return null
      if (!isCasNumber(cas)) {
        ctx.issues.push({ code: 'custom', message: PRODUCT_MESSAGES.cas, input: cas })
        return z.NEVER
      }
      return cas
    }),
  ),
  sequence: line('sequence', PRODUCT_LIMITS.sequence, PRODUCT_MESSAGES.sequence),
  molecularFormula: line(
    'molecular formula',
    PRODUCT_LIMITS.molecularFormula,
    PRODUCT_MESSAGES.molecularFormula,
  ).check(
    // Element symbols and counts, as the pages print them with subscripts.
    z.refine((f: string) => /^(?:[A-Z][a-z]?\d*)+$/.test(f), {
      error: PRODUCT_MESSAGES.molecularFormulaForm,
    }),
  ),
  molecularWeight: line(
    'molecular weight',
    PRODUCT_LIMITS.molecularWeight,
    PRODUCT_MESSAGES.molecularWeight,
  ).check(
    z.refine((w: string) => /^\d{1,6}(?:\.\d{1,4})?$/.test(w), {
      error: PRODUCT_MESSAGES.molecularWeight,
    }),
  ),
  alsoKnownAs: line('other names', PRODUCT_LIMITS.alsoKnownAs, PRODUCT_MESSAGES.alsoKnownAs),
  storage: line('storage text', PRODUCT_LIMITS.storage, PRODUCT_MESSAGES.storage),
  destinations: z
    .array(destinationSchema)
    .check(z.maxLength(PRODUCT_LIMITS.destinations, { error: PRODUCT_MESSAGES.destinations })),
  onSale: z.boolean(),
})

/** A product on sale has a size on sale. */
const sizeOnSaleRule = z.superRefine((fields: { onSale: boolean; sizes: SizeFields[] }, ctx) => {
  if (fields.onSale && !fields.sizes.some((s) => s.onSale)) {
    ctx.addIssue({
      code: 'custom',
      message: PRODUCT_MESSAGES.sizeOnSale,
      input: fields.sizes,
      path: ['sizes'],
    })
  }
})

/** Every field a page shows, as the console sends them. */
export const productFieldsSchema = productFieldsShape.check(sizeOnSaleRule)

export type ProductFields = z.output<typeof productFieldsSchema>
/** What the console's form sends: the price as typed. */
export type ProductFieldsInput = z.input<typeof productFieldsSchema>

const idField = z
  .string({ error: PRODUCT_MESSAGES.id })
  .check(
    z.trim(),
    z.maxLength(PRODUCT_LIMITS.id, { error: PRODUCT_MESSAGES.id }),
    z.regex(PRODUCT_ID, { error: PRODUCT_MESSAGES.id }),
  )

/**
 * A new product: its fields and, if the operator changed it, the address its name gives. A
 * reserved word is refused here; a save refuses it as a new address only (the desk's route), so
 * a product that took one before the list grew can still be saved as it is.
 */
export const newProductSchema = z
  .extend(productFieldsShape, {
    id: z.optional(
      idField.check(
        z.refine((id: string) => !isReservedProductId(id), {
          error: PRODUCT_MESSAGES.idReserved,
        }),
      ),
    ),
  })
  .check(sizeOnSaleRule)

/** A save: the version the operator read, the fields, and the address (which may change). */
export const productSaveSchema = z
  .extend(productFieldsShape, {
    id: idField,
    version: z.int().check(z.positive()),
  })
  .check(sizeOnSaleRule)

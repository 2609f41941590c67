// An order's lines as the console's forms hold them ("Edit order", "New order", "New quote"): a
// line's identity, its quantity and price as typed, the lines as the desk takes them, and which
// of a refusal's fields are about them.
import { useState } from 'react'
import { ORDER_LIMITS } from '@/domain/orders/order-request'
import { centsFromTyped } from '@/domain/shared/money-input'
import { nameWithSize } from '@/domain/catalogue/sizes'
import { useConsoleData } from '../shared/data'
import type { ConsoleProduct } from '../catalogue/products'

/** One line: the product, its size and the quantity as typed. */
export interface LineRow {
  productId: string
  /** The size's key; null on a line placed before sizes existed (the product's default). */
  sizeKey: string | null
  name: string
  size: string | null
  quantity: string
  /** A quote's unit price in dollars as typed (the catalogue's when the line was added). */
  price?: string
}

/** A product and size the catalogue sells, as the add-line choice offers it. */
export interface Choice {
  value: string
  productId: string
  sizeKey: string
  name: string
  size: string
  priceCents: number
}

/** The fields of a line the server may name in a refusal (`lines.N.quantity`). */
export const LINE_FIELDS = ['productId', 'size', 'quantity', 'unitPriceCents'] as const

export const rowKey = (productId: string, sizeKey: string | null) =>
  `${productId}\u0000${sizeKey ?? ''}`
/** A line's identity: its product and size (an order holds each once). */
export const lineKey = (row: Pick<LineRow, 'productId' | 'sizeKey'>) =>
  rowKey(row.productId, row.sizeKey)
export const label = (row: Pick<LineRow, 'name' | 'size'>) => nameWithSize(row.name, row.size)

/** The ids of the editor's controls, so a page can move the focus to them. */
export function lineEditorIds(prefix: string) {
  return {
    /** The choice of a product and size to add. */
    add: `${prefix}-add`,
    addQuantity: `${prefix}-add-quantity`,
    quantity: (index: number) => `${prefix}-line-${index}-quantity`,
    error: `${prefix}-lines-error`,
  }
}
/** The ids of a line editor's controls. */
export type LineEditorIds = ReturnType<typeof lineEditorIds>

/** The lines as the order desk takes them: `lines.N` in a refusal is about `rows[N]`. */
export function linesBody(rows: readonly LineRow[]) {
  return rows.map((r) => ({
    productId: r.productId,
    // A line from before sizes has no key: the server takes the product's default size.
    size: r.sizeKey ?? undefined,
    quantity: Number(r.quantity),
  }))
}

/** The most a typed price or charge reads as: the desk refuses what its own schema does not take. */
const TYPED_MAX_CENTS = 999_999_999

/** Dollars as typed ("89", "89.5", "1,200.50") in cents; null when it is not an amount. */
export function typedCents(typed: string | undefined): number | null {
  // $0 is a price the desk refuses with its own message, and a shipping charge it takes.
  return centsFromTyped(typed ?? '', TYPED_MAX_CENTS, 0)
}

/** A quote's lines: each with the unit price typed (null, refused by the desk, when it is not one). */
export function pricedLinesBody(rows: readonly LineRow[]) {
  return linesBody(rows).map((line, i) => ({ ...line, unitPriceCents: typedCents(rows[i]!.price) }))
}

/** The dollars a price field starts with. */
export const dollars = (cents: number) => (cents / 100).toFixed(2)

/** The keys of a refusal's fields the editor shows, for lines sent in the order `sent`. */
export function lineFieldKeys(sent: readonly string[]): string[] {
  return ['lines', ...sent.flatMap((_, i) => LINE_FIELDS.map((f) => `lines.${i}.${f}`))]
}

/** A quantity as typed, when it is a whole number a line may hold; else null. */
export function wholeQuantity(typed: string): number | null {
  const n = Number(typed.trim())
  return typed.trim() !== '' &&
    Number.isInteger(n) &&
    n >= ORDER_LIMITS.minQuantity &&
    n <= ORDER_LIMITS.maxQuantity
    ? n
    : null
}

/** The catalogue's products, for the add-line choice; an error when they could not be read. */
export function useConsoleProducts() {
  const { data, error } = useConsoleData<{ products: ConsoleProduct[] }>(
    '/products',
    'Could not load the products: lines cannot be added.',
  )
  return { products: data?.products ?? null, productsError: error }
}

/** The lines a form holds, what the last change to them said, and a message about them all. */
export function useLines(initial: LineRow[] | (() => LineRow[])) {
  const [rows, setRows] = useState<LineRow[]>(initial)
  /** What the last add said (read out in a status line). */
  const [status, setStatus] = useState('')
  /** The form's own message about the lines as a whole (none to send); a line added clears it. */
  const [error, setError] = useState('')
  return { rows, setRows, status, setStatus, error, setError }
}

export type Lines = ReturnType<typeof useLines>

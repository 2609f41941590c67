// An order's lines as the console edits them: each line's quantity and a button to remove it,
// and a choice of the catalogue's products and sizes on sale to add. "Edit order" (OrderEdit)
// and "New order" (NewOrderPage) both use it; each page holds the lines and sends them.
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { ORDER_LIMITS, ORDER_REQUEST_MESSAGES as M } from '@/domain/order-request'
import { centsFromTyped } from '@/domain/money-input'
import { nameWithSize } from '@/domain/sizes'
import { formatPrice } from '@/lib/money'
import { api } from '../shared/api'
import type { ConsoleProduct } from '../catalogue/products'
import { ErrorNotice, FieldFrame, inputClass, secondaryButtonClass } from '../shared/ui'

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
interface Choice {
  value: string
  productId: string
  sizeKey: string
  name: string
  size: string
  priceCents: number
}

/** The fields of a line the server may name in a refusal (`lines.N.quantity`). */
const LINE_FIELDS = ['productId', 'size', 'quantity', 'unitPriceCents'] as const

const rowKey = (productId: string, sizeKey: string | null) => `${productId}\u0000${sizeKey ?? ''}`
/** A line's identity: its product and size (an order holds each once). */
export const lineKey = (row: Pick<LineRow, 'productId' | 'sizeKey'>) =>
  rowKey(row.productId, row.sizeKey)
const label = (row: Pick<LineRow, 'name' | 'size'>) => nameWithSize(row.name, row.size)

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
function wholeQuantity(typed: string): number | null {
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
  const [products, setProducts] = useState<ConsoleProduct[] | null>(null)
  const [error, setError] = useState('')
  useEffect(() => {
    api.get<{ products: ConsoleProduct[] }>('/products').then(
      (r) => setProducts(r.products),
      () => setError('Could not load the products: lines cannot be added.'),
    )
  }, [])
  return { products, productsError: error }
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

interface Props {
  lines: Lines
  /** Starts the ids of the editor's controls (lineEditorIds). */
  idPrefix: string
  /** The lines' group name. */
  legend: ReactNode
  /** Shown while there are no lines. */
  empty: ReactNode
  products: ConsoleProduct[] | null
  productsError: string
  /** Each line with its unit price to type (a quote's lines). */
  priced?: boolean
  /** A refusal's field messages, and the lines it was sent, by lineKey, in the order sent. */
  refusal?: { fields: Record<string, string>; sent: readonly string[] } | null | undefined
}

/** The lines, each with its quantity and a Remove button, and the controls to add one. */
export function LineEditor({
  lines,
  idPrefix,
  legend,
  empty,
  products,
  productsError,
  priced = false,
  refusal,
}: Props) {
  const { rows, setRows, status, setStatus } = lines
  const ids = lineEditorIds(idPrefix)
  // The add-line controls: the product and size chosen, the quantity, and what they said.
  const [choice, setChoice] = useState('')
  const [addQuantity, setAddQuantity] = useState('1')
  const [addErrors, setAddErrors] = useState<{ choice?: string; quantity?: string }>({})

  const choices: Choice[] = (products ?? [])
    .filter((p) => p.onSale)
    .flatMap((p) =>
      p.sizes
        .filter((s) => s.onSale)
        .map((s) => ({
          value: rowKey(p.id, s.key),
          productId: p.id,
          sizeKey: s.key,
          name: p.name,
          size: s.label,
          priceCents: s.priceCents,
        })),
    )

  const fields = refusal?.fields ?? {}
  /** The server's messages about a row, by the position it was sent at. */
  function rowError(row: LineRow): string | undefined {
    const at = refusal?.sent.indexOf(lineKey(row)) ?? -1
    if (at < 0) return undefined
    const messages = LINE_FIELDS.map((f) => fields[`lines.${at}.${f}`]).filter(Boolean)
    return messages.length > 0 ? [...new Set(messages)].join(' ') : undefined
  }

  function setQuantity(index: number, quantity: string) {
    setRows(rows.map((r, i) => (i === index ? { ...r, quantity } : r)))
  }

  function setPrice(index: number, price: string) {
    setRows(rows.map((r, i) => (i === index ? { ...r, price } : r)))
  }

  function remove(index: number) {
    setStatus('')
    // Drawn first, so the next row's quantity (now at this index) can take the focus.
    flushSync(() => setRows(rows.filter((_, i) => i !== index)))
    ;(document.getElementById(ids.quantity(index)) ?? document.getElementById(ids.add))?.focus()
  }

  function add() {
    const chosen = choices.find((c) => c.value === choice)
    const quantity = wholeQuantity(addQuantity)
    const at = chosen ? rows.findIndex((r) => lineKey(r) === chosen.value) : -1
    const had = at >= 0 ? (wholeQuantity(rows[at]!.quantity) ?? 0) : 0
    const errors = {
      choice: chosen
        ? at < 0 && rows.length >= ORDER_LIMITS.maxLines
          ? M.tooManyLines
          : undefined
        : 'Choose a product and size to add.',
      quantity:
        quantity === null
          ? M.quantity
          : chosen && had + quantity > ORDER_LIMITS.maxQuantity
            ? `${label(chosen)} already has ${had}: a line holds at most ${ORDER_LIMITS.maxQuantity}.`
            : undefined,
    }
    setAddErrors(errors)
    if (!chosen || quantity === null || errors.choice || errors.quantity) {
      setStatus('')
      document.getElementById(errors.choice ? ids.add : ids.addQuantity)?.focus()
      return
    }
    if (at >= 0) {
      setRows(rows.map((r, i) => (i === at ? { ...r, quantity: String(had + quantity) } : r)))
      setStatus(`Added ${quantity} to ${label(chosen)}: ${had + quantity} in all.`)
    } else {
      const { productId, sizeKey, name, size, priceCents } = chosen
      setRows([
        ...rows,
        { productId, sizeKey, name, size, quantity: String(quantity), price: dollars(priceCents) },
      ])
      setStatus(`Added ${quantity} × ${label(chosen)}.`)
    }
    lines.setError('')
    setChoice('')
    setAddQuantity('1')
  }

  /** Enter in the add-line controls adds the line; it does not submit the form. */
  function addOnEnter(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Enter') return
    event.preventDefault()
    add()
  }

  const linesMessage = lines.error || fields.lines
  return (
    <>
      <fieldset aria-describedby={linesMessage ? ids.error : undefined} className="min-w-0">
        <legend className="text-base font-bold">{legend}</legend>
        {rows.length === 0 && <p className="py-2">{empty}</p>}
        <ul className="divide-y divide-slate-200">
          {rows.map((row, index) => {
            const name = label(row)
            return (
              <li
                key={lineKey(row)}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:gap-4"
              >
                <p className="font-semibold break-words sm:flex-1 sm:pt-7">{name}</p>
                <div className="sm:w-40">
                  <FieldFrame
                    id={ids.quantity(index)}
                    label={
                      <>
                        Quantity <span className="sr-only">of {name}</span>
                      </>
                    }
                    error={rowError(row)}
                  >
                    {(wiring) => (
                      <input
                        {...wiring}
                        type="number"
                        inputMode="numeric"
                        min={ORDER_LIMITS.minQuantity}
                        max={ORDER_LIMITS.maxQuantity}
                        step={1}
                        required
                        className={inputClass}
                        value={row.quantity}
                        onChange={(e) => setQuantity(index, e.target.value)}
                      />
                    )}
                  </FieldFrame>
                </div>
                {priced && (
                  <div className="sm:w-40">
                    <FieldFrame
                      id={`${ids.quantity(index)}-price`}
                      label={
                        <>
                          Unit price (USD) <span className="sr-only">of {name}</span>
                        </>
                      }
                    >
                      {(wiring) => (
                        <input
                          {...wiring}
                          inputMode="decimal"
                          required
                          className={inputClass}
                          value={row.price ?? ''}
                          onChange={(e) => setPrice(index, e.target.value)}
                        />
                      )}
                    </FieldFrame>
                  </div>
                )}
                <button
                  type="button"
                  className={`${secondaryButtonClass} sm:mt-6`}
                  onClick={() => remove(index)}
                >
                  Remove <span className="sr-only">{name}</span>
                </button>
              </li>
            )
          })}
        </ul>
        {linesMessage && (
          <p id={ids.error} className="mt-1 text-sm text-red-800">
            {linesMessage}
          </p>
        )}
      </fieldset>

      <fieldset className="min-w-0 space-y-2 border-t border-slate-200 pt-3">
        <legend className="pt-3 text-base font-bold">Add a line</legend>
        <ErrorNotice>{productsError}</ErrorNotice>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-4">
          <div className="sm:flex-1">
            <FieldFrame id={ids.add} label="Product and size" error={addErrors.choice}>
              {(wiring) => (
                <select
                  {...wiring}
                  className={inputClass}
                  value={choice}
                  disabled={!products}
                  onChange={(e) => setChoice(e.target.value)}
                  onKeyDown={addOnEnter}
                >
                  <option value="">{products ? 'Choose…' : 'Loading…'}</option>
                  {choices.map((c) => (
                    <option key={c.value} value={c.value}>
                      {label(c)} ({formatPrice(c.priceCents)})
                    </option>
                  ))}
                </select>
              )}
            </FieldFrame>
          </div>
          <div className="sm:w-40">
            <FieldFrame id={ids.addQuantity} label="Quantity to add" error={addErrors.quantity}>
              {(wiring) => (
                // No min or max: this field is checked when a line is added, never blocks a submit.
                <input
                  {...wiring}
                  type="number"
                  inputMode="numeric"
                  className={inputClass}
                  value={addQuantity}
                  onChange={(e) => setAddQuantity(e.target.value)}
                  onKeyDown={addOnEnter}
                />
              )}
            </FieldFrame>
          </div>
          <button
            type="button"
            className={`${secondaryButtonClass} sm:mt-6`}
            disabled={!products}
            onClick={add}
          >
            Add line
          </button>
        </div>
        <p role="status" className="min-h-6 text-sm">
          {status}
        </p>
      </fieldset>
    </>
  )
}

// An order's lines as the console edits them: each line's quantity and a button to remove it,
// and a choice of the catalogue's products and sizes on sale to add. "Edit order" (OrderEdit)
// and "New order" (NewOrderPage) both use it; each page holds the lines (lines.ts) and sends them.
import { useState, type KeyboardEvent, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { ORDER_LIMITS, ORDER_REQUEST_MESSAGES as M } from '@/domain/order-request'
import { formatPrice } from '@/lib/money'
import type { ConsoleProduct } from '../catalogue/products'
import {
  dollars,
  label,
  LINE_FIELDS,
  lineEditorIds,
  lineKey,
  rowKey,
  wholeQuantity,
  type Choice,
  type LineRow,
  type Lines,
} from './lines'
import { ErrorNotice, FieldFrame, inputClass, secondaryButtonClass } from '../shared/ui'

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

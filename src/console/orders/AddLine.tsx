// The controls under an order's or a quote's lines that add one: a product and size on sale, and
// a quantity (LineEditor).
import { useState, type KeyboardEvent } from 'react'
import { ORDER_LIMITS, ORDER_REQUEST_MESSAGES as M } from '@/domain/orders/order-request'
import { formatPrice } from '@/lib/money'
import type { ConsoleProduct } from '../catalogue/products'
import {
  dollars,
  label,
  lineKey,
  rowKey,
  wholeQuantity,
  type Choice,
  type LineEditorIds,
  type Lines,
} from './lines'
import { ErrorNotice, FieldFrame, inputClass, secondaryButtonClass } from '../shared/ui'

/** A product and size on sale and a quantity: added as a line, or to the line that has them. */
export function AddLine({
  lines,
  ids,
  products,
  productsError,
}: {
  lines: Lines
  ids: LineEditorIds
  products: ConsoleProduct[] | null
  productsError: string
}) {
  const { rows, setRows, status, setStatus } = lines
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

  return (
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
  )
}

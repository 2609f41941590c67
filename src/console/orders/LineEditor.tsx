// An order's lines as the console edits them: each line's quantity and a button to remove it,
// and a choice of the catalogue's products and sizes on sale to add. "Edit order" (OrderEdit)
// and "New order" (NewOrderPage) both use it; each page holds the lines (lines.ts) and sends them.
import type { ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { ORDER_LIMITS } from '@/domain/orders/order-request'
import type { ConsoleProduct } from '../catalogue/products'
import {
  label,
  LINE_FIELDS,
  lineEditorIds,
  lineKey,
  type LineEditorIds,
  type LineRow,
  type Lines,
} from './lines'
import { FieldFrame, inputClass, secondaryButtonClass } from '../shared/ui'
import { AddLine } from './AddLine'

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
  const ids = lineEditorIds(idPrefix)
  return (
    <>
      <LineRows
        lines={lines}
        ids={ids}
        legend={legend}
        empty={empty}
        priced={priced}
        refusal={refusal}
      />
      <AddLine lines={lines} ids={ids} products={products} productsError={productsError} />
    </>
  )
}

/** The lines held, each with its quantity (and price), its refusal's message and Remove. */
function LineRows({
  lines,
  ids,
  legend,
  empty,
  priced,
  refusal,
}: Pick<Props, 'lines' | 'legend' | 'empty' | 'refusal'> & {
  ids: LineEditorIds
  priced: boolean
}) {
  const { rows, setRows, setStatus } = lines
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

  const linesMessage = lines.error || fields.lines
  return (
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
  )
}

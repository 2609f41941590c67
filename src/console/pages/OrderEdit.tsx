import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react'
import { flushSync } from 'react-dom'
import type { ConsoleOrder } from '@/domain/console-view'
import { ORDER_EDITED } from '@/domain/console-request'
import { ORDER_LIMITS, ORDER_REQUEST_MESSAGES as M } from '@/domain/order-request'
import { nameWithSize } from '@/domain/sizes'
import { formatPrice } from '@/lib/money'
import { api, ApiError } from '../api'
import type { ConsoleProduct } from '../catalogue'
import {
  buttonClass,
  ErrorNotice,
  Field,
  FieldFrame,
  inputClass,
  secondaryButtonClass,
  SuccessNotice,
} from '../ui'

interface Props {
  data: ConsoleOrder
  onChanged(data: ConsoleOrder): void
  onReload(): void
}

/** One line of the edited order: the product, its size and the quantity as typed. */
interface Row {
  productId: string
  /** The size's key; null on a line placed before sizes existed (the product's default). */
  sizeKey: string | null
  name: string
  size: string | null
  quantity: string
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

/** What the server refused, the line messages keyed by the row they were sent for. */
interface Problem {
  message: string
  conflict: boolean
  fields: Record<string, string>
  /** The rows sent, by key, in the order sent: `lines.N.*` is about `sent[N]`. */
  sent: string[]
}

/** What the console says once an edit is saved. */

const HEADING_ID = 'order-edit-h'
const ADD_ID = 'order-edit-add'
const quantityId = (index: number) => `order-edit-line-${index}-quantity`
const SHIPPING = ['address', 'address2', 'city', 'state', 'zip'] as const
const LINE_FIELDS = ['productId', 'size', 'quantity'] as const

const rowKey = (productId: string, sizeKey: string | null) => `${productId}\u0000${sizeKey ?? ''}`
const keyOf = (row: Row) => rowKey(row.productId, row.sizeKey)
const label = (row: Pick<Row, 'name' | 'size'>) => nameWithSize(row.name, row.size)

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

/**
 * An order awaiting payment, changed: its lines' quantities, lines added and removed, and its
 * address. The server reprices it and mails the buyer the revised invoice.
 */
export function OrderEdit({ data, onChanged, onReload }: Props) {
  const [products, setProducts] = useState<ConsoleProduct[] | null>(null)
  const [productsError, setProductsError] = useState('')
  const [done, setDone] = useState('')

  useEffect(() => {
    api.get<{ products: ConsoleProduct[] }>('/products').then(
      (r) => setProducts(r.products),
      () => setProductsError('Could not load the products: lines cannot be added.'),
    )
  }, [])

  return (
    <section
      aria-labelledby={HEADING_ID}
      className="rounded-md border border-slate-300 bg-white p-4"
    >
      <h2 id={HEADING_ID} tabIndex={-1} className="mb-1 text-lg font-bold outline-none">
        Edit order
      </h2>
      <p className="mb-3 text-sm text-slate-700">
        Change quantities, add or remove lines, or change the address. The buyer is emailed a
        revised invoice.
      </p>
      <SuccessNotice>{done}</SuccessNotice>
      <EditForm
        // A new form after each change to the order: it starts from the order as it is now.
        key={data.version}
        data={data}
        products={products}
        productsError={productsError}
        onReload={onReload}
        onSaved={(next) => {
          // Drawn first, so the heading that takes the focus is the new form's.
          flushSync(() => {
            onChanged(next)
            setDone(ORDER_EDITED)
          })
          document.getElementById(HEADING_ID)?.focus()
        }}
        onStart={() => setDone('')}
      />
    </section>
  )
}

function EditForm({
  data,
  products,
  productsError,
  onReload,
  onSaved,
  onStart,
}: {
  data: ConsoleOrder
  products: ConsoleProduct[] | null
  productsError: string
  onReload(): void
  onSaved(next: ConsoleOrder): void
  onStart(): void
}) {
  const { order } = data
  const [rows, setRows] = useState<Row[]>(() =>
    order.lines.map((line) => ({
      productId: line.productId,
      sizeKey: line.sizeKey ?? null,
      name: line.name,
      size: line.size ?? null,
      quantity: String(line.quantity),
    })),
  )
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [linesError, setLinesError] = useState('')
  // The add-line controls: the product and size chosen, the quantity, and what they said.
  const [choice, setChoice] = useState('')
  const [addQuantity, setAddQuantity] = useState('1')
  const [addErrors, setAddErrors] = useState<{ choice?: string; quantity?: string }>({})
  const [added, setAdded] = useState('')

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

  const fields = problem?.fields ?? {}
  /** The server's messages about a row, by the position it was sent at. */
  function rowError(row: Row): string | undefined {
    const at = problem?.sent.indexOf(keyOf(row)) ?? -1
    if (at < 0) return undefined
    const messages = LINE_FIELDS.map((f) => fields[`lines.${at}.${f}`]).filter(Boolean)
    return messages.length > 0 ? [...new Set(messages)].join(' ') : undefined
  }
  // Messages about no control on the form (the version, the country): said with the notice.
  const shown = new Set([
    'lines',
    ...SHIPPING.map((f) => `shipping.${f}`),
    ...(problem?.sent ?? []).flatMap((_, i) => LINE_FIELDS.map((f) => `lines.${i}.${f}`)),
  ])
  const unplaced = [
    ...new Set(
      Object.entries(fields)
        .filter(([key, message]) => !shown.has(key) && message !== problem?.message)
        .map(([, message]) => message),
    ),
  ]

  function setQuantity(index: number, quantity: string) {
    setRows(rows.map((r, i) => (i === index ? { ...r, quantity } : r)))
  }

  function remove(index: number) {
    setAdded('')
    // Drawn first, so the next row's quantity (now at this index) can take the focus.
    flushSync(() => setRows(rows.filter((_, i) => i !== index)))
    ;(document.getElementById(quantityId(index)) ?? document.getElementById(ADD_ID))?.focus()
  }

  function add() {
    const chosen = choices.find((c) => c.value === choice)
    const quantity = wholeQuantity(addQuantity)
    const at = chosen ? rows.findIndex((r) => keyOf(r) === chosen.value) : -1
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
      setAdded('')
      document.getElementById(errors.choice ? ADD_ID : 'order-edit-add-quantity')?.focus()
      return
    }
    if (at >= 0) {
      setRows(rows.map((r, i) => (i === at ? { ...r, quantity: String(had + quantity) } : r)))
      setAdded(`Added ${quantity} to ${label(chosen)}: ${had + quantity} in all.`)
    } else {
      const { productId, sizeKey, name, size } = chosen
      setRows([...rows, { productId, sizeKey, name, size, quantity: String(quantity) }])
      setAdded(`Added ${quantity} × ${label(chosen)}.`)
    }
    setLinesError('')
    setChoice('')
    setAddQuantity('1')
  }

  /** Enter in the add-line controls adds the line; it does not save the order. */
  function addOnEnter(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Enter') return
    event.preventDefault()
    add()
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => String(form.get(name) ?? '').trim()
    setAdded('')
    if (rows.length === 0) {
      setLinesError('An order needs at least one line: add one, or cancel the order instead.')
      document.getElementById(ADD_ID)?.focus()
      return
    }
    setLinesError('')
    const sent = rows.map(keyOf)
    const body = {
      version: data.version,
      lines: rows.map((r) => ({
        productId: r.productId,
        // A line from before sizes has no key: the server takes the product's default size.
        size: r.sizeKey ?? undefined,
        quantity: Number(r.quantity),
      })),
      shipping: {
        address: text('address'),
        address2: text('address2'),
        city: text('city'),
        state: text('state').toUpperCase(),
        zip: text('zip'),
        country: 'US',
      },
    }
    setBusy(true)
    setProblem(null)
    onStart()
    try {
      const next = await api.post<ConsoleOrder>(
        `/orders/${encodeURIComponent(order.number)}/edit`,
        body,
      )
      onSaved(next)
    } catch (e) {
      setProblem({
        message: e instanceof ApiError ? e.message : 'The change could not be saved.',
        conflict: e instanceof ApiError && e.status === 409,
        fields: e instanceof ApiError ? e.fields : {},
        sent,
      })
    } finally {
      setBusy(false)
    }
  }

  const s = order.shipping
  const linesMessage = linesError || fields.lines
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4">
      {problem && (
        <div className="space-y-2">
          <ErrorNotice>
            {problem.message}
            {unplaced.map((m) => (
              <span key={m} className="block">
                {m}
              </span>
            ))}
          </ErrorNotice>
          {problem.conflict && (
            <button type="button" className={secondaryButtonClass} onClick={onReload}>
              Reload order
            </button>
          )}
        </div>
      )}
      <fieldset aria-describedby={linesMessage ? 'order-edit-lines-error' : undefined}>
        <legend className="text-base font-bold">Lines</legend>
        {rows.length === 0 && <p className="py-2">No lines: add one below.</p>}
        <ul className="divide-y divide-slate-200">
          {rows.map((row, index) => {
            const name = label(row)
            return (
              <li
                key={keyOf(row)}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:gap-4"
              >
                <p className="font-semibold break-words sm:flex-1 sm:pt-7">{name}</p>
                <div className="sm:w-40">
                  <FieldFrame
                    id={quantityId(index)}
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
          <p id="order-edit-lines-error" className="mt-1 text-sm text-red-800">
            {linesMessage}
          </p>
        )}
      </fieldset>

      <fieldset className="space-y-2 border-t border-slate-200 pt-3">
        <legend className="pt-3 text-base font-bold">Add a line</legend>
        <ErrorNotice>{productsError}</ErrorNotice>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-4">
          <div className="sm:flex-1">
            <FieldFrame id={ADD_ID} label="Product and size" error={addErrors.choice}>
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
            <FieldFrame
              id="order-edit-add-quantity"
              label="Quantity to add"
              error={addErrors.quantity}
            >
              {(wiring) => (
                // No min or max: this field is checked when a line is added, never blocks a save.
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
          {added}
        </p>
      </fieldset>

      <fieldset className="space-y-2 border-t border-slate-200 pt-3">
        <legend className="pt-3 text-base font-bold">Shipping address</legend>
        <Field
          label="Address"
          name="address"
          required
          autoComplete="off"
          defaultValue={s.address}
          error={fields['shipping.address']}
        />
        <Field
          label="Address line 2 (optional)"
          name="address2"
          autoComplete="off"
          defaultValue={s.address2 ?? ''}
          error={fields['shipping.address2']}
        />
        <Field
          label="City"
          name="city"
          required
          autoComplete="off"
          defaultValue={s.city}
          error={fields['shipping.city']}
        />
        <div className="grid gap-2 sm:grid-cols-2 sm:gap-4">
          <Field
            label="State"
            name="state"
            required
            maxLength={2}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            hint="Two letters, such as NC."
            defaultValue={s.state}
            error={fields['shipping.state']}
          />
          <Field
            label="ZIP"
            name="zip"
            required
            autoComplete="off"
            defaultValue={s.zip}
            error={fields['shipping.zip']}
          />
        </div>
        <p className="text-sm text-slate-700">United States</p>
      </fieldset>

      <button type="submit" disabled={busy} className={buttonClass}>
        Save changes
      </button>
    </form>
  )
}

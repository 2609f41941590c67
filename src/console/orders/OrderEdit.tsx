import { useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import type { ConsoleOrder } from '@/domain/orders/console-view'
import { ORDER_EDITED } from '@/domain/orders/order-actions'
import { RefusalNotice, useOrderChange } from '../shared/order-change'
import type { ConsoleProduct } from '../catalogue/products'
import { buttonClass, SuccessNotice } from '../shared/ui'
import { AddressFields, SHIPPING_FIELD_KEYS, shippingBody } from './AddressFields'
import { LineEditor } from './LineEditor'
import {
  lineEditorIds,
  lineFieldKeys,
  lineKey,
  linesBody,
  useConsoleProducts,
  useLines,
} from './lines'

interface Props {
  data: ConsoleOrder
  onChanged(data: ConsoleOrder): void
  onReload(): void
}

const HEADING_ID = 'order-edit-h'
const IDS = lineEditorIds('order-edit')

/**
 * An order awaiting payment, changed: its lines' quantities, lines added and removed, and its
 * address. The server reprices it and mails the buyer the revised invoice.
 */
export function OrderEdit({ data, onChanged, onReload }: Props) {
  const { products, productsError } = useConsoleProducts()
  const [done, setDone] = useState('')

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
  const lines = useLines(() =>
    order.lines.map((line) => ({
      productId: line.productId,
      sizeKey: line.sizeKey ?? null,
      name: line.name,
      size: line.size ?? null,
      quantity: String(line.quantity),
    })),
  )
  const { send, busy, refusal } = useOrderChange(data, onSaved)
  // The rows sent, by key, in the order sent: a refusal's `lines.N.*` is about `sent[N]`.
  const [sent, setSent] = useState<string[]>([])
  const problem = refusal && { ...refusal, sent }
  const fields = refusal?.fields ?? {}
  // Messages about no control on the form (the version, the country): said with the notice.
  const shown = new Set([...lineFieldKeys(sent), ...SHIPPING_FIELD_KEYS])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    lines.setStatus('')
    if (lines.rows.length === 0) {
      lines.setError('An order needs at least one line: add one, or cancel the order instead.')
      document.getElementById(IDS.add)?.focus()
      return
    }
    lines.setError('')
    setSent(lines.rows.map(lineKey))
    onStart()
    // What it says once saved is the section's (this form starts afresh with the order changed).
    await send('/edit', { lines: linesBody(lines.rows), shipping: shippingBody(form) }, '')
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4">
      <RefusalNotice refusal={refusal} shown={shown} onReload={onReload} className="space-y-2" />
      <LineEditor
        lines={lines}
        idPrefix="order-edit"
        legend="Lines"
        empty="No lines: add one below."
        products={products}
        productsError={productsError}
        refusal={problem}
      />

      <fieldset className="min-w-0 space-y-2 border-t border-slate-200 pt-3">
        <legend className="pt-3 text-base font-bold">Shipping address</legend>
        <AddressFields initial={order.shipping} fields={fields} />
      </fieldset>

      <button type="submit" disabled={busy} className={buttonClass}>
        Save changes
      </button>
    </form>
  )
}

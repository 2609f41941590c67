import { useEffect, useState, type FormEvent } from 'react'
import type { LotView as Lot } from '@/domain/orders/console-view'
import { api, ApiError } from '../shared/api'
import { useConsoleData } from '../shared/data'
import type { ConsoleProduct } from '../catalogue/products'
import type { StockAnswer } from './stock'
import {
  buttonClass,
  ErrorNotice,
  inputClass,
  PageTitle,
  secondaryButtonClass,
  SuccessNotice,
} from '../shared/ui'
import { LotFields } from './LotFields'
import { LotSizeField } from './LotSizeField'
import { RegisteredLots } from './RegisteredLots'
import { StockBySize } from './StockBySize'
import { StockNotices } from './StockNotices'

/**
 * Lots per product size: what each certificate of analysis reports, and what shipping picks
 * from; with each size's stock and the notices of sizes running low or sold out.
 */
export function LotsPage() {
  const lotsRead = useConsoleData<{ lots: Lot[] }>('/lots', 'Could not load lots.')
  const stockRead = useConsoleData<StockAnswer>('/stock', 'Could not load the stock.')
  // The catalogue's products, withdrawn ones too: their lots still ship the orders placed.
  const productsRead = useConsoleData<{ products: ConsoleProduct[] }>(
    '/products',
    'Could not load the products.',
  )
  const lots = lotsRead.data?.lots ?? []
  const products = productsRead.data?.products ?? null
  const stock = stockRead.data
  const stockError = stockRead.error
  const [failure, setError] = useState<{ message: string; fields: Record<string, string> } | null>(
    null,
  )
  const readError = lotsRead.error || productsRead.error
  const error = failure ?? (readError ? { message: readError, fields: {} } : null)
  const [done, setDone] = useState('')
  const [editing, setEditing] = useState<Lot | null>(null)
  // The product a new lot is for: its sizes are the form's choice.
  const [productId, setProductId] = useState('')

  // Lots and stock together: registering, editing or retiring a lot changes both.
  const load = () => {
    lotsRead.reload()
    stockRead.reload()
  }
  // Editing moves the keyboard (and a screen reader) to the form it fills.
  useEffect(() => {
    if (editing) document.getElementById('new-lot-h')?.focus()
  }, [editing])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const formElement = event.currentTarget
    const f = new FormData(formElement)
    setError(null)
    setDone('')
    try {
      const body = lotBody(f)
      if (editing) {
        // The stock the form showed: the server applies the change typed, not the number.
        const edit = { ...body, quantitySeen: editing.quantityOnHand }
        const { lot } = await api.post<{ lot: Lot }>(`/lots/${editing.id}`, edit)
        setDone(`Lot ${lot.lotNumber} saved.`)
        setEditing(null)
      } else {
        // No size field (a product with one size): the server takes the default.
        const sizeKey = String(f.get('sizeKey') ?? '')
        const { lot } = await api.post<{ lot: Lot }>('/lots', {
          productId: String(f.get('productId') ?? ''),
          ...(sizeKey ? { sizeKey } : {}),
          ...body,
        })
        setDone(`Lot ${lot.lotNumber} registered.`)
        formElement.reset()
      }
      load()
    } catch (e) {
      setError(
        e instanceof ApiError
          ? { message: e.message, fields: e.fields }
          : { message: 'The lot could not be saved.', fields: {} },
      )
    }
  }

  async function retire(lot: Lot) {
    setError(null)
    setDone('')
    try {
      await api.post(`/lots/${lot.id}/retire`)
      setDone(`Lot ${lot.lotNumber} retired: it ships no more.`)
      if (editing?.id === lot.id) setEditing(null)
      load()
    } catch (e) {
      setError({
        message: e instanceof ApiError ? e.message : 'The lot could not be retired.',
        fields: {},
      })
    }
  }

  const fieldError = (name: string) => error?.fields[name]
  const value = (key: keyof Lot) => (editing ? String(editing[key] ?? '') : undefined)
  const productOf = (id: string) => products?.find((p) => p.id === id)
  const chosen = editing ? productOf(editing.productId) : (productOf(productId) ?? products?.[0])

  return (
    <>
      <PageTitle>Lots</PageTitle>
      <div className="grid gap-x-6 xl:grid-cols-[2fr_1fr]">
        <StockBySize products={products} stock={stock?.sizes ?? null} error={stockError} />
        <StockNotices
          products={products}
          notices={stock?.notices ?? null}
          failed={!!stockError && !stock}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="new-lot-h"
          className="rounded-md border border-slate-300 bg-white p-4"
        >
          <h2 id="new-lot-h" tabIndex={-1} className="mb-3 text-lg font-bold outline-none">
            {editing ? `Edit lot ${editing.lotNumber}` : 'Register a lot'}
          </h2>
          {editing && editing.shippedLines > 0 && (
            <p className="mb-3 text-sm text-slate-700">
              This lot has shipped: its certificate is fixed. Only its vials on hand can change.
            </p>
          )}
          <form onSubmit={submit} className="space-y-3" noValidate key={editing?.id ?? 'new'}>
            {/* The product chosen decides the sizes the form offers. */}
            <LotProductField
              products={products}
              chosen={chosen}
              locked={!!editing}
              onChoose={setProductId}
            />
            <LotSizeField
              product={chosen}
              lotSizeKey={editing?.sizeKey}
              error={fieldError('sizeKey')}
            />
            <LotFields value={value} error={fieldError} />
            {error && <ErrorNotice>{error.message}</ErrorNotice>}
            <SuccessNotice>{done}</SuccessNotice>
            <LotFormButtons editing={!!editing} onCancel={() => setEditing(null)} />
          </form>
        </section>
        <RegisteredLots
          lots={lots}
          products={products}
          onEdit={(lot) => {
            setError(null)
            setDone('')
            setEditing(lot)
          }}
          onRetire={(lot) => void retire(lot)}
        />
      </div>
    </>
  )
}

/** The lot as the order desk takes it, from the form's fields. */
function lotBody(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? '')
  return {
    lotNumber: text('lotNumber'),
    testDate: text('testDate'),
    measuredPurity: Number(text('measuredPurity')),
    identityMethod: text('identityMethod'),
    identityResult: text('identityResult'),
    purityMethod: text('purityMethod'),
    purityResult: text('purityResult'),
    analyst: text('analyst'),
    quantityOnHand: text('quantityOnHand') === '' ? NaN : Number(text('quantityOnHand')),
    appearanceResult: text('appearanceResult'),
    releasedBy: text('releasedBy'),
    releaseDate: text('releaseDate'),
  }
}

/** The product a new lot is for (fixed once registered): its sizes are the form's choice. */
function LotProductField({
  products,
  chosen,
  locked,
  onChoose,
}: {
  products: ConsoleProduct[] | null
  chosen: ConsoleProduct | undefined
  locked: boolean
  onChoose: (productId: string) => void
}) {
  if (!products) return <p className="text-slate-700">Loading products…</p>
  return (
    <div>
      <label htmlFor="lot-product" className="block text-sm font-semibold">
        Product
      </label>
      <select
        id="lot-product"
        name="productId"
        className={inputClass}
        required
        disabled={locked}
        value={chosen?.id ?? ''}
        onChange={(event) => onChoose(event.target.value)}
      >
        {products.map((p) => (
          <option key={p.id} value={p.id}>
            {p.onSale ? p.name : `${p.name} (withdrawn)`}
          </option>
        ))}
      </select>
    </div>
  )
}

/** Register or Save, and, while a lot is edited, the way out of it. */
function LotFormButtons({ editing, onCancel }: { editing: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" className={buttonClass}>
        {editing ? 'Save lot' : 'Register lot'}
      </button>
      {editing && (
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          Cancel editing
        </button>
      )}
    </div>
  )
}

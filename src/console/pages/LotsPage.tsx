import { useCallback, useEffect, useState, type FormEvent } from 'react'
import {
  CONSOLE_LIMITS as L,
  EARLIEST_TEST_DATE,
  latestTestDate,
  MAX_LOT_QUANTITY,
} from '@/domain/console-request'
import { api, ApiError } from '../api'
import type { LotView as Lot } from '@/domain/console-view'
import type { ConsoleProduct } from '../catalogue'
import {
  buttonClass,
  ErrorNotice,
  Field,
  inputClass,
  PageTitle,
  secondaryButtonClass,
  SuccessNotice,
} from '../ui'

/** Lots per product: what each certificate of analysis reports, and what shipping picks from. */
export function LotsPage() {
  const [lots, setLots] = useState<Lot[]>([])
  const [products, setProducts] = useState<ConsoleProduct[] | null>(null)
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(
    null,
  )
  const [done, setDone] = useState('')
  const [editing, setEditing] = useState<Lot | null>(null)

  const load = useCallback(() => {
    api.get<{ lots: Lot[] }>('/lots').then(
      (r) => setLots(r.lots),
      () => setError({ message: 'Could not load lots.', fields: {} }),
    )
  }, [])
  useEffect(load, [load])
  // The catalogue's products, withdrawn ones too: their lots still ship the orders placed.
  useEffect(() => {
    api.get<{ products: ConsoleProduct[] }>('/products').then(
      (r) => setProducts(r.products),
      () => setError({ message: 'Could not load the products.', fields: {} }),
    )
  }, [])
  // Editing moves the keyboard (and a screen reader) to the form it fills.
  useEffect(() => {
    if (editing) document.getElementById('new-lot-h')?.focus()
  }, [editing])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const formElement = event.currentTarget
    const f = new FormData(formElement)
    const text = (name: string) => String(f.get(name) ?? '')
    setError(null)
    setDone('')
    try {
      const body = {
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
      if (editing) {
        // The stock the form showed: the server applies the change typed, not the number.
        const edit = { ...body, quantitySeen: editing.quantityOnHand }
        const { lot } = await api.post<{ lot: Lot }>(`/lots/${editing.id}`, edit)
        setDone(`Lot ${lot.lotNumber} saved.`)
        setEditing(null)
      } else {
        const { lot } = await api.post<{ lot: Lot }>('/lots', {
          productId: text('productId'),
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
  const name = (id: string) => products?.find((p) => p.id === id)?.name ?? id

  return (
    <>
      <PageTitle>Lots</PageTitle>
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
            {/* Drawn once the products are there, so an edited lot's product is the one chosen. */}
            {products ? (
              <div>
                <label htmlFor="lot-product" className="block text-sm font-semibold">
                  Product
                </label>
                <select
                  id="lot-product"
                  name="productId"
                  className={inputClass}
                  required
                  disabled={!!editing}
                  defaultValue={value('productId')}
                >
                  {products.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.onSale ? p.name : `${p.name} (withdrawn)`}
                    </option>
                  ))}
                </select>
              </div>
            ) : (
              <p className="text-slate-700">Loading products…</p>
            )}
            <Field
              label="Lot number"
              name="lotNumber"
              defaultValue={value('lotNumber')}
              required
              maxLength={L.lotNumber}
              error={fieldError('lotNumber')}
            />
            <Field
              label="Test date"
              name="testDate"
              defaultValue={value('testDate')}
              type="date"
              min={EARLIEST_TEST_DATE}
              max={latestTestDate()}
              required
              error={fieldError('testDate')}
            />
            <Field
              label="Measured purity (%)"
              name="measuredPurity"
              defaultValue={value('measuredPurity')}
              type="number"
              step="0.01"
              min="0"
              max="100"
              required
              error={fieldError('measuredPurity')}
            />
            <Field
              label="Identity method"
              name="identityMethod"
              defaultValue={value('identityMethod')}
              required
              maxLength={L.labMethod}
              error={fieldError('identityMethod')}
            />
            <Field
              label="Identity result"
              name="identityResult"
              defaultValue={value('identityResult')}
              required
              maxLength={L.labResult}
              error={fieldError('identityResult')}
            />
            <Field
              label="Purity method"
              name="purityMethod"
              defaultValue={value('purityMethod')}
              required
              maxLength={L.labMethod}
              error={fieldError('purityMethod')}
            />
            <Field
              label="Purity result"
              name="purityResult"
              defaultValue={value('purityResult')}
              required
              maxLength={L.labResult}
              error={fieldError('purityResult')}
            />
            <Field
              label="Analyst"
              name="analyst"
              defaultValue={value('analyst')}
              required
              maxLength={L.analyst}
              error={fieldError('analyst')}
            />
            <Field
              label="Vials on hand"
              name="quantityOnHand"
              type="number"
              step="1"
              min="0"
              max={MAX_LOT_QUANTITY}
              required
              defaultValue={value('quantityOnHand')}
              error={fieldError('quantityOnHand')}
            />
            <Field
              label="Appearance result"
              name="appearanceResult"
              defaultValue={value('appearanceResult')}
              required
              maxLength={L.labResult}
              error={fieldError('appearanceResult')}
            />
            <Field
              label="Released by (quality assurance)"
              name="releasedBy"
              defaultValue={value('releasedBy')}
              required
              maxLength={L.analyst}
              error={fieldError('releasedBy')}
            />
            <Field
              label="Release date"
              name="releaseDate"
              defaultValue={value('releaseDate')}
              type="date"
              min={EARLIEST_TEST_DATE}
              max={latestTestDate()}
              required
              error={fieldError('releaseDate')}
            />
            {error && <ErrorNotice>{error.message}</ErrorNotice>}
            <SuccessNotice>{done}</SuccessNotice>
            <div className="flex flex-wrap gap-2">
              <button type="submit" className={buttonClass}>
                {editing ? 'Save lot' : 'Register lot'}
              </button>
              {editing && (
                <button
                  type="button"
                  className={secondaryButtonClass}
                  onClick={() => setEditing(null)}
                >
                  Cancel editing
                </button>
              )}
            </div>
          </form>
        </section>
        <section aria-labelledby="lots-h">
          <h2 id="lots-h" className="mb-3 text-lg font-bold">
            Registered lots
          </h2>
          {lots.length === 0 && <p>No lots yet.</p>}
          <ul className="space-y-3">
            {lots.map((lot) => (
              <li key={lot.id} className="rounded-md border border-slate-300 bg-white p-3">
                <p className="font-semibold">
                  {name(lot.productId)} · lot {lot.lotNumber}
                </p>
                <p className="text-sm">
                  Tested {lot.testDate} by {lot.analyst}: {lot.measuredPurity}% purity
                </p>
                <p className="text-sm text-slate-700">
                  {lot.identityMethod}: {lot.identityResult}. {lot.purityMethod}: {lot.purityResult}
                  .
                </p>
                <p className="mt-1 font-semibold tabular-nums">
                  {lot.retiredAt
                    ? 'Retired'
                    : `${lot.quantityOnHand} vial${lot.quantityOnHand === 1 ? '' : 's'} on hand`}
                  {lot.shippedLines > 0 &&
                    ` · shipped on ${lot.shippedLines} line${lot.shippedLines === 1 ? '' : 's'}`}
                </p>
                {!lot.retiredAt && (
                  <div className="mt-2 flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={secondaryButtonClass}
                      onClick={() => {
                        setError(null)
                        setDone('')
                        setEditing(lot)
                      }}
                    >
                      {lot.shippedLines > 0 ? 'Update stock' : 'Edit'}
                      <span className="sr-only"> lot {lot.lotNumber}</span>
                    </button>
                    <button
                      type="button"
                      className={secondaryButtonClass}
                      onClick={() => void retire(lot)}
                    >
                      Retire<span className="sr-only"> lot {lot.lotNumber}</span>
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  )
}

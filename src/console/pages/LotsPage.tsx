import { useCallback, useEffect, useState, type FormEvent } from 'react'
import { CONSOLE_LIMITS as L, EARLIEST_TEST_DATE, latestTestDate } from '@/domain/console-request'
import { PRODUCTS } from '@/domain/products'
import { api, ApiError } from '../api'
import type { LotView as Lot } from '@/domain/console-view'
import { buttonClass, ErrorNotice, Field, inputClass, PageTitle, SuccessNotice } from '../ui'

/** Lots per product: what each certificate of analysis reports, and what shipping picks from. */
export function LotsPage() {
  const [lots, setLots] = useState<Lot[]>([])
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(
    null,
  )
  const [done, setDone] = useState('')

  const load = useCallback(() => {
    api.get<{ lots: Lot[] }>('/lots').then(
      (r) => setLots(r.lots),
      () => setError({ message: 'Could not load lots.', fields: {} }),
    )
  }, [])
  useEffect(load, [load])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const formElement = event.currentTarget
    const f = new FormData(formElement)
    const text = (name: string) => String(f.get(name) ?? '')
    setError(null)
    setDone('')
    try {
      const { lot } = await api.post<{ lot: Lot }>('/lots', {
        productId: text('productId'),
        lotNumber: text('lotNumber'),
        testDate: text('testDate'),
        measuredPurity: Number(text('measuredPurity')),
        identityMethod: text('identityMethod'),
        identityResult: text('identityResult'),
        purityMethod: text('purityMethod'),
        purityResult: text('purityResult'),
        analyst: text('analyst'),
        appearanceResult: text('appearanceResult'),
        releasedBy: text('releasedBy'),
        releaseDate: text('releaseDate'),
      })
      setDone(`Lot ${lot.lotNumber} registered.`)
      formElement.reset()
      load()
    } catch (e) {
      setError(
        e instanceof ApiError
          ? { message: e.message, fields: e.fields }
          : { message: 'The lot could not be saved.', fields: {} },
      )
    }
  }

  const fieldError = (name: string) => error?.fields[name]
  const name = (id: string) => PRODUCTS.find((p) => p.id === id)?.name ?? id

  return (
    <>
      <PageTitle>Lots</PageTitle>
      <div className="grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="new-lot-h"
          className="rounded-md border border-slate-300 bg-white p-4"
        >
          <h2 id="new-lot-h" className="mb-3 text-lg font-bold">
            Register a lot
          </h2>
          <form onSubmit={submit} className="space-y-3" noValidate>
            <div>
              <label htmlFor="lot-product" className="block text-sm font-semibold">
                Product
              </label>
              <select id="lot-product" name="productId" className={inputClass} required>
                {PRODUCTS.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </div>
            <Field
              label="Lot number"
              name="lotNumber"
              required
              maxLength={L.lotNumber}
              error={fieldError('lotNumber')}
            />
            <Field
              label="Test date"
              name="testDate"
              type="date"
              min={EARLIEST_TEST_DATE}
              max={latestTestDate()}
              required
              error={fieldError('testDate')}
            />
            <Field
              label="Measured purity (%)"
              name="measuredPurity"
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
              required
              maxLength={L.labMethod}
              error={fieldError('identityMethod')}
            />
            <Field
              label="Identity result"
              name="identityResult"
              required
              maxLength={L.labResult}
              error={fieldError('identityResult')}
            />
            <Field
              label="Purity method"
              name="purityMethod"
              required
              maxLength={L.labMethod}
              error={fieldError('purityMethod')}
            />
            <Field
              label="Purity result"
              name="purityResult"
              required
              maxLength={L.labResult}
              error={fieldError('purityResult')}
            />
            <Field
              label="Analyst"
              name="analyst"
              required
              maxLength={L.analyst}
              error={fieldError('analyst')}
            />
            <Field
              label="Appearance result"
              name="appearanceResult"
              required
              maxLength={L.labResult}
              error={fieldError('appearanceResult')}
            />
            <Field
              label="Released by (quality assurance)"
              name="releasedBy"
              required
              maxLength={L.analyst}
              error={fieldError('releasedBy')}
            />
            <Field
              label="Release date"
              name="releaseDate"
              type="date"
              min={EARLIEST_TEST_DATE}
              max={latestTestDate()}
              required
              error={fieldError('releaseDate')}
            />
            {error && <ErrorNotice>{error.message}</ErrorNotice>}
            <SuccessNotice>{done}</SuccessNotice>
            <button type="submit" className={buttonClass}>
              Register lot
            </button>
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
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  )
}

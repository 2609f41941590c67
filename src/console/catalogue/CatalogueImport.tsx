import { useState, type ChangeEvent } from 'react'
import { api, ApiError } from '../shared/api'
import type { ImportResult } from './products'
import { buttonClass, ErrorNotice, FieldFrame, inputClass, SuccessNotice } from '../shared/ui'
import { FieldChanges } from './FieldChanges'

/** The largest CSV the server takes (server/catalogue/console-routes.ts). */
const MAX_BYTES = 2 * 1024 * 1024

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * The catalogue back from a spreadsheet: the chosen file is read as a dry run (what would change,
 * and every row that cannot be taken), and only "Apply import" changes the catalogue, all rows or
 * none.
 */
export function CatalogueImport({ onApplied }: { onApplied(): void }) {
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null)
  const [result, setResult] = useState<ImportResult | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState<'' | 'reading' | 'applying'>('')

  async function send(text: string, apply: boolean) {
    return api.upload<ImportResult>(`/catalogue/import${apply ? '?apply=1' : ''}`, text, 'text/csv')
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0]
    // Emptied, so the same file chosen again after an edit is read again.
    input.value = ''
    setResult(null)
    setError('')
    setCsv(null)
    if (!file) return
    if (file.size > MAX_BYTES) return setError('The file is larger than 2 MB.')
    setBusy('reading')
    try {
      const text = await file.text()
      setCsv({ name: file.name, text })
      setResult(await send(text, false))
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'The file could not be read.')
    } finally {
      setBusy('')
    }
  }

  async function apply() {
    if (!csv || busy) return
    setError('')
    setBusy('applying')
    try {
      const applied = await send(csv.text, true)
      setResult(applied)
      if (applied.applied) onApplied()
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'The import could not be applied.')
    } finally {
      setBusy('')
    }
  }

  const canApply =
    !!result && !result.applied && result.errors.length === 0 && result.changes.length > 0

  return (
    <section
      aria-labelledby="import-h"
      aria-busy={busy ? true : undefined}
      className="mt-8 space-y-4 rounded-md border border-slate-300 bg-white p-4"
    >
      <h2 id="import-h" className="text-lg font-bold">
        Import CSV
      </h2>
      <p className="max-w-prose text-slate-700">
        Export the catalogue, change it in a spreadsheet and choose the file here. You see what
        would change first; nothing changes until you apply it, and then every row applies or none.
      </p>
      <p className="max-w-prose text-slate-700">
        Each row is one size of a product. A product’s rows, in order, are its sizes: the first on
        sale is the default, and a size without a row is removed. Its other columns come from its
        first row; on its other rows, repeat them or leave them empty. For a new size, leave{' '}
        <code>size_key</code> empty.
      </p>
      <FieldFrame label="CSV file" hint="The columns of the exported file, at most 2 MB.">
        {(wiring) => (
          <input
            {...wiring}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void choose(event)}
            className={`${inputClass} file:mr-3 file:rounded file:border-0 file:bg-slate-200 file:px-3 file:py-1 file:font-semibold sm:max-w-md`}
          />
        )}
      </FieldFrame>
      <ErrorNotice>{error}</ErrorNotice>
      <SuccessNotice>
        {busy === 'reading'
          ? 'Reading the file…'
          : busy === 'applying'
            ? 'Applying the import…'
            : result && csv && summaryText(result, csv.name)}
      </SuccessNotice>
      {result && <ImportReport result={result} />}
      {result && !result.applied && (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={buttonClass}
            disabled={!canApply}
            onClick={() => void apply()}
          >
            Apply import
          </button>
          {!canApply && (
            <span className="text-sm text-slate-700">
              {result.errors.length > 0
                ? 'Correct the rows above in the file and choose it again.'
                : 'Nothing to apply.'}
            </span>
          )}
        </div>
      )}
    </section>
  )
}

function summaryText(r: ImportResult, file: string): string {
  const changes = plural(r.changes.length, 'product', 'products')
  if (r.applied)
    return `${file} imported: ${changes} changed. The shop's pages show it within 2 seconds.`
  if (r.errors.length > 0)
    return `${file}: ${plural(new Set(r.errors.map((e) => e.row)).size, 'row', 'rows')} cannot be imported. Nothing has changed.`
  if (r.changes.length === 0)
    return `${file}: no changes. Its ${plural(r.rows, 'row matches', 'rows match')} the catalogue.`
  return `Dry run of ${file}: ${changes} would change. Nothing has changed yet.`
}

/** The rows refused, each with its line and reason, and each product's changes. */
function ImportReport({ result }: { result: ImportResult }) {
  return (
    <>
      {result.errors.length > 0 && (
        <div>
          <h3 className="font-bold text-red-900">Rows that cannot be imported</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-red-900">
            {result.errors.map((e, i) => (
              <li key={i}>
                Line {e.row}
                {e.column && `, column ${e.column}`}: {e.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {result.changes.length > 0 && (
        <div>
          <h3 className="font-bold">{result.applied ? 'Changed' : 'What would change'}</h3>
          <ul className="mt-1 space-y-3">
            {result.changes.map((c) => (
              <li key={c.id} className="border-l-4 border-slate-300 pl-3">
                <p className="font-semibold">
                  <span className="font-mono">{c.id}</span>{' '}
                  {c.kind === 'new' ? '(new product)' : '(changed)'}
                </p>
                <FieldChanges changes={c.fields} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  )
}

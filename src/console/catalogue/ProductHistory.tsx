import type { ProductChange } from './products'
import { formatDate } from '../shared/ui'
import { FieldChanges } from './FieldChanges'

const WHAT: Record<string, string> = {
  created: 'Added',
  saved: 'Saved',
  picture: 'Picture changed',
  imported: 'Imported from CSV',
}

/** Every change to a product, newest first: what, when (local time), who, each field's change. */
export function ProductHistory({ history }: { history: ProductChange[] }) {
  return (
    <section
      aria-labelledby="history-h"
      className="rounded-md border border-slate-300 bg-white p-4"
    >
      <h2 id="history-h" className="mb-2 text-lg font-bold">
        History
      </h2>
      {history.length === 0 && <p>No changes yet.</p>}
      <ol className="space-y-3">
        {history.map((entry) => (
          <li key={entry.id} className="border-l-4 border-slate-300 pl-3">
            <p className="font-semibold">{WHAT[entry.kind] ?? entry.kind}</p>
            <p className="text-sm text-slate-700">
              <time dateTime={entry.at}>{formatDate(entry.at)}</time> ·{' '}
              <span className="break-all">{entry.operator}</span>
            </p>
            {entry.fields.length > 0 && <FieldChanges changes={entry.fields} />}
          </li>
        ))}
      </ol>
    </section>
  )
}

import type { FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import { AUDIT_AREA_LABELS, AUDIT_AREAS, type AuditPageView } from '@/domain/audit/audit'
import { CONSOLE_API } from '@/domain/operators/console-api'
import { useConsoleData } from '../shared/data'
import {
  buttonClass,
  ErrorNotice,
  FieldFrame,
  inputClass,
  PageTitle,
  secondaryButtonClass,
} from '../shared/ui'
import { AuditEntry } from './AuditEntry'

/** The filter's parts, in the address and the CSV's. */
const FILTER = ['operator', 'area', 'q', 'from', 'to'] as const

/**
 * The audit log: every change an operator made, newest first, in pages, with a filter kept in
 * the address (Back returns to it) and its entries as CSV. Nothing here changes an entry.
 */
export function AuditPage() {
  const [params] = useSearchParams()
  const query = params.toString()
  const filter = new URLSearchParams()
  for (const key of FILTER) if (params.get(key)) filter.set(key, params.get(key)!)
  // The page shown stays until the next has come.
  const { data: page, error } = useConsoleData<AuditPageView>(
    `/audit${query ? `?${query}` : ''}`,
    'Could not load the audit log.',
    { keepPrevious: true, serverMessage: true },
  )

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-x-3">
        <PageTitle>Audit log</PageTitle>
        <a
          href={`${CONSOLE_API}/audit.csv?${filter.toString()}`}
          className={`${secondaryButtonClass} mb-4`}
          download
        >
          Export CSV
        </a>
      </div>
      <p className="mb-4 text-slate-700">
        Every change made in the console, newest first: who, when, from which address, and each
        field before and after. Entries are never changed or removed.
      </p>
      <AuditFilter operators={page?.operators} />
      <ErrorNotice>{error}</ErrorNotice>
      {page && page.entries.length === 0 && <p>No entries match.</p>}
      {page && page.entries.length > 0 && (
        <ol aria-label="Entries" className="space-y-3">
          {page.entries.map((entry) => (
            <AuditEntry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      <div className="mt-4 flex gap-3">
        {params.get('after') && (
          <Link to={`?${filter.toString()}`} className={secondaryButtonClass}>
            Newest
          </Link>
        )}
        {page?.next && (
          <Link
            to={`?${new URLSearchParams([...filter, ['after', page.next]]).toString()}`}
            className={secondaryButtonClass}
          >
            Older
          </Link>
        )}
      </div>
    </>
  )
}

/**
 * The filter: operator, area, words, and the dates; applied, it becomes the address, and a new
 * address (Back, Clear) shows its own.
 */
function AuditFilter({ operators }: { operators: AuditPageView['operators'] | undefined }) {
  const [params, setParams] = useSearchParams()
  const filtered = FILTER.some((key) => params.get(key))

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const next = new URLSearchParams()
    for (const key of FILTER) {
      const value = String(form.get(key) ?? '').trim()
      if (value) next.set(key, value)
    }
    setParams(next)
  }

  const field = (key: (typeof FILTER)[number]) => ({
    name: key,
    defaultValue: params.get(key) ?? '',
  })
  // A new address (Back, Clear) shows its own filter; the operators' choice once they came.
  const fresh = (key: (typeof FILTER)[number]) =>
    `${key}:${params.get(key) ?? ''}:${operators?.length ?? 0}`

  return (
    <form
      aria-label="Filter the audit log"
      onSubmit={apply}
      className="mb-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end"
    >
      <FieldFrame id="audit-operator" label="Operator">
        {(wiring) => (
          <select key={fresh('operator')} {...wiring} {...field('operator')} className={inputClass}>
            <option value="">Everyone</option>
            {operators?.map((o) => (
              <option key={o.id} value={o.id}>
                {o.email}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame id="audit-area" label="Area">
        {(wiring) => (
          <select key={fresh('area')} {...wiring} {...field('area')} className={inputClass}>
            <option value="">Every area</option>
            {AUDIT_AREAS.map((a) => (
              <option key={a} value={a}>
                {AUDIT_AREA_LABELS[a]}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame id="audit-q" label="Order, lot, product or email">
        {(wiring) => (
          <input
            key={fresh('q')}
            {...wiring}
            {...field('q')}
            type="search"
            maxLength={100}
            className={inputClass}
          />
        )}
      </FieldFrame>
      <FieldFrame id="audit-from" label="From">
        {(wiring) => (
          <input
            key={fresh('from')}
            {...wiring}
            {...field('from')}
            type="date"
            className={inputClass}
          />
        )}
      </FieldFrame>
      <FieldFrame id="audit-to" label="To">
        {(wiring) => (
          <input
            key={fresh('to')}
            {...wiring}
            {...field('to')}
            type="date"
            className={inputClass}
          />
        )}
      </FieldFrame>
      <div className="flex gap-2">
        <button type="submit" className={buttonClass}>
          Filter
        </button>
        {filtered && (
          <Link to="?" className={secondaryButtonClass}>
            Clear
          </Link>
        )}
      </div>
    </form>
  )
}

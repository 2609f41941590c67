import type { FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import { MAIL_STATUS_LABELS, MAIL_STATUSES, type MailPageView } from '@/domain/messages/mail-record'
import { useConsoleData } from '../shared/data'
import {
  buttonClass,
  ErrorNotice,
  FieldFrame,
  inputClass,
  PageTitle,
  secondaryButtonClass,
} from '../shared/ui'
import { MailList } from './MailList'

/** The search's parts, in the page's address and the API's query. */
const FILTER = ['q', 'status'] as const

/**
 * Every mail the shop sent (kept 13 months), newest first, in pages: searched by recipient,
 * subject, order or quote number, and by sent, failed or waiting; a buyer's copy sent again.
 */
export function MailPage() {
  const [params] = useSearchParams()
  const query = params.toString()
  const { data, error, reload } = useConsoleData<MailPageView>(
    `/mail${query ? `?${query}` : ''}`,
    'Could not load the mail.',
    { keepPrevious: true, serverMessage: true },
  )
  const page = data?.page ?? 1
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1
  const pageLink = (n: number) => {
    const next = new URLSearchParams(params)
    if (n > 1) next.set('page', String(n))
    else next.delete('page')
    return `?${next.toString()}`
  }

  return (
    <>
      <PageTitle>Mail</PageTitle>
      <p className="mb-4 text-slate-700">
        Every mail the shop sent in the last 13 months, newest first: who it went to, its subject,
        and the mail server’s answer. Mail not sent yet waits in the{' '}
        <Link to="/outbox" className="text-blue-800 underline">
          Outbox
        </Link>
        .
      </p>
      <MailSearch />
      <ErrorNotice>{error}</ErrorNotice>
      {data && (
        <p className="mb-3" role="status">
          {data.total === 1 ? '1 mail' : `${data.total} mails`}
          {pages > 1 && `, page ${page} of ${pages}`}
        </p>
      )}
      {data && data.mail.length === 0 && <p>No mail matches.</p>}
      {data && data.mail.length > 0 && (
        <MailList mail={data.mail} label="Mail" level={2} onSent={reload} />
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="mt-4 flex gap-3">
          {page > 1 && (
            <Link to={pageLink(page - 1)} className={secondaryButtonClass}>
              Newer
            </Link>
          )}
          {page < pages && (
            <Link to={pageLink(page + 1)} className={secondaryButtonClass}>
              Older
            </Link>
          )}
        </nav>
      )}
    </>
  )
}

/** The search: applied, it becomes the address (Back returns to the one before). */
function MailSearch() {
  const [params, setParams] = useSearchParams()

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

  // A new address (Back, Clear) shows its own search.
  const fresh = (key: (typeof FILTER)[number]) => `${key}:${params.get(key) ?? ''}`
  return (
    <form
      role="search"
      aria-label="Search the mail"
      onSubmit={apply}
      className="mb-4 grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
    >
      <FieldFrame id="mail-q" label="Recipient, subject, order or quote number">
        {(wiring) => (
          <input
            key={fresh('q')}
            {...wiring}
            name="q"
            type="search"
            maxLength={100}
            defaultValue={params.get('q') ?? ''}
            className={inputClass}
          />
        )}
      </FieldFrame>
      <FieldFrame id="mail-status" label="Status">
        {(wiring) => (
          <select
            key={fresh('status')}
            {...wiring}
            name="status"
            defaultValue={params.get('status') ?? ''}
            className={inputClass}
          >
            <option value="">Any</option>
            {MAIL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {MAIL_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <div className="flex gap-3">
        <button type="submit" className={buttonClass}>
          Search
        </button>
        {FILTER.some((key) => params.get(key)) && (
          <Link to="?" className={secondaryButtonClass}>
            Clear
          </Link>
        )}
      </div>
    </form>
  )
}

import { useState } from 'react'
import { Link } from 'react-router'
import { api } from '../shared/api'
import { useConsoleData } from '../shared/data'
import type { PendingMail } from '@/domain/orders/console-view'
import { MAIL_KINDS } from '@/domain/messages/mail-record'
import {
  buttonClass,
  ErrorNotice,
  formatDate,
  PageTitle,
  secondaryButtonClass,
  SuccessNotice,
} from '../shared/ui'

/** Mail not sent yet, one row each, failed first, and a way to send them again now. */
export function OutboxPage() {
  const outbox = useConsoleData<{ mail: PendingMail[] }>('/outbox', 'Could not load the outbox.')
  const mail = outbox.data?.mail
  const [failure, setError] = useState('')
  const error = failure || outbox.error
  const [done, setDone] = useState('')
  const load = () => (setError(''), outbox.reload())

  const retry = (id: number) =>
    api.post(`/outbox/${id}/retry`).then(
      () => {
        setDone(`Mail ${id} will be sent again now.`)
        load()
      },
      () => setError('Could not retry that mail.'),
    )

  const retryFailed = () =>
    api.post<{ retried: number }>('/outbox/retry-failed').then(
      ({ retried }) => {
        setDone(`${retried} failed mail${retried === 1 ? '' : 's'} will be sent again now.`)
        load()
      },
      () => setError('Could not retry the failed mail.'),
    )

  const failed = mail?.filter((m) => m.lastError).length ?? 0
  return (
    <>
      <PageTitle>Outbox</PageTitle>
      <p className="mb-4 text-slate-700">
        Mail not sent yet. Every mail sent, with the mail server’s answer, is on the{' '}
        <Link to="/mail" className="text-blue-800 underline">
          Mail
        </Link>{' '}
        page.
      </p>
      <ErrorNotice>{error}</ErrorNotice>
      <SuccessNotice>{done}</SuccessNotice>
      {mail && (
        <div className="mb-4 flex flex-wrap items-center gap-3">
          <p>
            {mail.length} unsent, {failed} failed.
            {mail.length > 0 && failed === 0 && ' Without SMTP_URL, mail waits here.'}
          </p>
          {failed > 0 && (
            <button type="button" className={buttonClass} onClick={() => void retryFailed()}>
              Retry all failed
            </button>
          )}
        </div>
      )}
      {mail?.length === 0 && <p>Every mail has been sent.</p>}
      {mail && mail.length > 0 && (
        <div
          // Relative: the buttons' hidden texts are placed inside the scrolling box, not beside it.
          className="relative overflow-x-auto rounded-md border border-slate-300 bg-white"
          role="region"
          aria-label="Unsent mail"
          // A region that scrolls sideways on a phone must be reachable by keyboard.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-100">
              <tr>
                <th scope="col" className="px-3 py-2">
                  To
                </th>
                <th scope="col" className="px-3 py-2">
                  Order
                </th>
                <th scope="col" className="px-3 py-2">
                  Kind
                </th>
                <th scope="col" className="px-3 py-2">
                  Status
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Attempts
                </th>
                <th scope="col" className="px-3 py-2">
                  Last error
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {mail.map((m) => (
                <tr key={m.id} className="border-t border-slate-200 align-top">
                  <td className="px-3 py-1 break-all">{m.to}</td>
                  <td className="px-3 py-1 whitespace-nowrap">
                    {m.orderNumber ? (
                      <Link
                        to={`/orders/${m.orderNumber}`}
                        className="font-mono text-blue-800 underline"
                      >
                        {m.orderNumber}
                      </Link>
                    ) : (
                      '-'
                    )}
                  </td>
                  <td className="px-3 py-1">{MAIL_KINDS[m.template] ?? m.template}</td>
                  <td className="px-3 py-1 whitespace-nowrap">
                    {m.lastError ? (
                      <span className="font-semibold text-red-900">Failed</span>
                    ) : (
                      'Waiting'
                    )}
                    <span className="block text-slate-700">next {formatDate(m.nextAttemptAt)}</span>
                  </td>
                  <td className="px-3 py-1 text-right tabular-nums">{m.attempts}</td>
                  <td className="max-w-xs px-3 py-1 break-words text-red-900">
                    {m.lastError ?? ''}
                  </td>
                  <td className="px-3 py-1">
                    <button
                      type="button"
                      className={secondaryButtonClass}
                      onClick={() => void retry(m.id)}
                    >
                      Try again<span className="sr-only"> mail {m.id}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}

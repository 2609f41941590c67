import { useState } from 'react'
import { Link } from 'react-router'
import {
  MAIL_KINDS,
  MAIL_STATUS_LABELS,
  type MailEntry,
  type MailStatus,
} from '@/domain/messages/mail-record'
import { api } from '../shared/api'
import { failureMessage } from '../shared/data'
import { ErrorNotice, formatDate, secondaryButtonClass, SuccessNotice } from '../shared/ui'

const STATUS_CLASS: Record<MailStatus, string> = {
  sent: 'text-green-900',
  failed: 'text-red-900',
  waiting: 'text-slate-800',
}

export const kindOf = (m: Pick<MailEntry, 'template'>) => MAIL_KINDS[m.template] ?? m.template

/**
 * Mail as the record lists it, newest first: a card each (a phone's width takes no table), with
 * "Send again" on a buyer's copy that was sent. `onSent` reads the list again after one.
 */
export function MailList({
  mail,
  label,
  onSent,
  level,
}: {
  mail: MailEntry[]
  /** The list's name, read out by a screen reader. */
  label: string
  onSent: () => unknown
  /** Each mail's heading level, under the page's or the section's. */
  level: 2 | 3
}) {
  const [error, setError] = useState('')
  const [done, setDone] = useState('')
  const [sending, setSending] = useState<number | null>(null)

  const sendAgain = (m: MailEntry) => {
    setSending(m.id)
    setError('')
    setDone('')
    api.post(`/mail/${m.id}/send-again`).then(
      () => {
        setSending(null)
        setDone(`${kindOf(m)} to ${m.to ?? 'the buyer'} will be sent again now.`)
        void onSent()
      },
      (e: unknown) => {
        setSending(null)
        setError(failureMessage(e, 'Could not send that mail again.'))
      },
    )
  }

  return (
    <>
      <ErrorNotice>{error}</ErrorNotice>
      <SuccessNotice>{done}</SuccessNotice>
      <ul aria-label={label} className="space-y-3">
        {mail.map((m) => (
          <li key={m.id} className="rounded-md border border-slate-300 bg-white p-3 text-sm">
            <MailFacts m={m} level={level} />
            {m.canSendAgain && (
              <button
                type="button"
                className={`${secondaryButtonClass} mt-2`}
                disabled={sending !== null}
                onClick={() => sendAgain(m)}
              >
                Send again
                <span className="sr-only">
                  : {kindOf(m)} of {formatDate(m.sentAt ?? m.createdAt)}
                </span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </>
  )
}

/** One mail's facts: what, to whom, about what, when and how it went. */
function MailFacts({ m, level }: { m: MailEntry; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <>
      <Heading className="font-bold">
        {kindOf(m)}: <span className={STATUS_CLASS[m.status]}>{MAIL_STATUS_LABELS[m.status]}</span>
        {m.resentFrom !== null && <span className="font-normal text-slate-700"> (sent again)</span>}
      </Heading>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        <dt className="text-slate-700">To</dt>
        <dd className="break-all">{m.to ?? 'Not written yet'}</dd>
        <dt className="text-slate-700">Subject</dt>
        <dd className="break-words">{m.subject ?? 'Not written yet'}</dd>
        {(m.orderNumber || m.quoteNumber) && (
          <>
            <dt className="text-slate-700">{m.orderNumber ? 'Order' : 'Quote'}</dt>
            <dd>
              <Link
                to={m.orderNumber ? `/orders/${m.orderNumber}` : `/quotes/${m.quoteNumber}`}
                className="font-mono text-blue-800 underline"
              >
                {m.orderNumber ?? m.quoteNumber}
              </Link>
            </dd>
          </>
        )}
        {m.link && (
          <>
            <dt className="text-slate-700">Link</dt>
            <dd className="break-all font-mono">{m.link}</dd>
          </>
        )}
        <dt className="text-slate-700">Queued</dt>
        <dd>{formatDate(m.createdAt)}</dd>
        {m.sentAt && (
          <>
            <dt className="text-slate-700">Sent</dt>
            <dd>{formatDate(m.sentAt)}</dd>
          </>
        )}
        {m.answer && (
          <>
            <dt className="text-slate-700">
              {m.status === 'sent' ? 'Server’s answer' : 'Server’s error'}
            </dt>
            <dd className={`break-words ${m.status === 'sent' ? '' : 'text-red-900'}`}>
              {m.answer}
            </dd>
          </>
        )}
      </dl>
    </>
  )
}

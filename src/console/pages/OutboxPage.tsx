import { useCallback, useEffect, useState } from 'react'
import { api } from '../api'
import type { PendingMail } from '@/domain/console-view'
import { ErrorNotice, formatDate, PageTitle, secondaryButtonClass, SuccessNotice } from '../ui'

const TEMPLATES: Record<string, string> = {
  order_confirmation: 'Order confirmation to buyer',
  order_notice: 'New order notice to shop',
  order_status: 'Order status change to buyer',
  status_link: 'Status link to buyer',
  message_notice: 'Contact message notice to shop',
}

/** Mail not sent yet, with the last error, and a way to try again now. */
export function OutboxPage() {
  const [mail, setMail] = useState<PendingMail[] | null>(null)
  const [error, setError] = useState('')
  const [done, setDone] = useState('')
  const load = useCallback(() => {
    api.get<{ mail: PendingMail[] }>('/outbox').then(
      (r) => setMail(r.mail),
      () => setError('Could not load the outbox.'),
    )
  }, [])
  useEffect(load, [load])

  const retry = (id: number) =>
    api.post(`/outbox/${id}/retry`).then(
      () => {
        setDone(`Mail ${id} will be sent again now.`)
        load()
      },
      () => setError('Could not retry that mail.'),
    )

  return (
    <>
      <PageTitle>Outbox</PageTitle>
      <ErrorNotice>{error}</ErrorNotice>
      <SuccessNotice>{done}</SuccessNotice>
      {mail?.length === 0 && <p>Every mail has been sent.</p>}
      <ul className="space-y-3">
        {mail?.map((m) => (
          <li key={m.id} className="rounded-md border border-slate-300 bg-white p-4">
            <h2 className="font-bold">
              {TEMPLATES[m.template] ?? m.template} <span className="font-normal">#{m.id}</span>
            </h2>
            <p className="text-sm text-slate-700">
              Queued {formatDate(m.createdAt)} · {m.attempts} attempt(s) · next{' '}
              {formatDate(m.nextAttemptAt)}
            </p>
            {m.lastError ? (
              <p className="mt-1 text-red-900">Last error: {m.lastError}</p>
            ) : (
              <p className="mt-1">Not tried yet (without SMTP_URL, mail waits here).</p>
            )}
            <button
              type="button"
              className={`${secondaryButtonClass} mt-2`}
              onClick={() => void retry(m.id)}
            >
              Try again<span className="sr-only"> mail {m.id}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}

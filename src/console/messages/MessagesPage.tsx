import { useState } from 'react'
import { Link } from 'react-router'
import { api } from '../shared/api'
import { useConsoleData } from '../shared/data'
import type { InboxMessage } from '@/domain/orders/console-view'
import { ErrorNotice, formatDate, PageTitle, secondaryButtonClass } from '../shared/ui'

/** A reply opens the operator's mail program with the buyer's address and the subject filled in. */
function replyLink(m: InboxMessage): string {
  return `mailto:${encodeURIComponent(m.email)}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`
}

/** The contact form's messages: unhandled first, each linked to the sender's orders. */
export function MessagesPage() {
  const inbox = useConsoleData<{ messages: InboxMessage[] }>(
    '/messages',
    'Could not load messages.',
  )
  const messages = inbox.data?.messages
  const [failed, setFailed] = useState('')
  const error = failed || inbox.error

  const markHandled = (id: string) =>
    api.post(`/messages/${id}/read`).then(
      () => (setFailed(''), inbox.reload()),
      () => setFailed('Could not mark it handled.'),
    )

  const unread = messages?.filter((m) => !m.readAt).length ?? 0
  return (
    <>
      <PageTitle>Messages</PageTitle>
      <ErrorNotice>{error}</ErrorNotice>
      {messages && (
        <p className="mb-4" role="status">
          {unread} to handle of {messages.length}
        </p>
      )}
      <ul className="space-y-3">
        {messages?.map((m) => (
          <li
            key={m.id}
            className={`rounded-md border bg-white p-4 ${m.readAt ? 'border-slate-300' : 'border-l-4 border-blue-700'}`}
          >
            <h2 className="font-bold">
              {m.readAt ? '' : 'Unread: '}
              {m.subject}
            </h2>
            <p className="text-sm text-slate-700">
              From {m.name} &lt;{m.email}&gt; · {formatDate(m.createdAt)}
            </p>
            <p className="mt-2 whitespace-pre-wrap break-words">{m.message}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <a className={secondaryButtonClass} href={replyLink(m)}>
                Reply by email<span className="sr-only"> to {m.name}</span>
              </a>
              {m.orderCount > 0 ? (
                <Link
                  className={secondaryButtonClass}
                  to={`/orders?${new URLSearchParams({ q: m.email }).toString()}`}
                >
                  {m.orderCount === 1 ? '1 order' : `${m.orderCount} orders`} from this address
                  <span className="sr-only"> ({m.email})</span>
                </Link>
              ) : (
                <span className="inline-flex min-h-11 items-center text-sm text-slate-700">
                  No orders from this address
                </span>
              )}
              {!m.readAt && (
                <button
                  type="button"
                  className={secondaryButtonClass}
                  onClick={() => void markHandled(m.id)}
                >
                  Mark handled<span className="sr-only">: {m.subject}</span>
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {messages?.length === 0 && <p>No messages.</p>}
    </>
  )
}

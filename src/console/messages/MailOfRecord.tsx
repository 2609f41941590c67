import { Link } from 'react-router'
import type { MailPageView } from '@/domain/messages/mail-record'
import { useConsoleData } from '../shared/data'
import { ErrorNotice } from '../shared/ui'
import { MailList } from './MailList'

/**
 * The mail sent for one order or one quote, newest first, on its console page: "Send again" for
 * the buyer's copies, and a link to the rest on the Mail page.
 */
export function MailOfRecord({ order, quote }: { order?: string; quote?: string }) {
  const query = new URLSearchParams(order ? { order } : { quote: quote ?? '' }).toString()
  const { data, error, reload } = useConsoleData<MailPageView>(
    `/mail?${query}`,
    'Could not load the mail.',
    { serverMessage: true },
  )
  const number = order ?? quote ?? ''
  return (
    <section aria-labelledby="mail-h" className="rounded-md border border-slate-300 bg-white p-4">
      <h2 id="mail-h" className="mb-2 text-lg font-bold">
        Mail
      </h2>
      <ErrorNotice>{error}</ErrorNotice>
      {data && data.mail.length === 0 && <p>No mail yet.</p>}
      {data && data.mail.length > 0 && (
        <MailList mail={data.mail} label={`Mail for ${number}`} level={3} onSent={reload} />
      )}
      {data && data.total > data.mail.length && (
        <p className="mt-2">
          <Link
            to={`/mail?${new URLSearchParams({ q: number }).toString()}`}
            className="text-blue-800 underline"
          >
            All {data.total} mails for {number}
          </Link>
        </p>
      )}
    </section>
  )
}

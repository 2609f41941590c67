import type { ConsoleOrder } from '@/domain/orders/console-view'

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`

/**
 * A held order's reason and the documents its buyer sent, each downloaded as a file (never shown
 * in the console's page). Release or cancel it under Actions.
 */
export function OrderDocuments({ data }: { data: ConsoleOrder }) {
  const hold = data.order.hold
  if (!hold && data.documents.length === 0) return null
  return (
    <section
      aria-labelledby="documents-h"
      className="rounded-md border border-orange-300 bg-white p-4"
    >
      <h2 id="documents-h" className="mb-2 text-lg font-bold">
        Verification documents
      </h2>
      {hold && (
        <>
          <p className="text-sm font-semibold">What the ship-to state asks for</p>
          <ul className="mb-3 list-disc pl-5 text-sm">
            {hold.reason.split('\n').map((line) => (
              <li key={line} className="break-words">
                {line}
              </li>
            ))}
          </ul>
        </>
      )}
      {data.documents.length === 0 ? (
        <p>No document yet: the buyer can send one from the order’s status page or by email.</p>
      ) : (
        <ul className="space-y-1">
          {data.documents.map((d) => (
            <li key={d.id}>
              <a
                className="text-blue-800 underline"
                href={`/api/admin/orders/${encodeURIComponent(data.order.number)}/documents/${d.id}`}
                download={d.filename}
              >
                {d.filename}
              </a>{' '}
              <span className="text-sm text-slate-700">({kilobytes(d.sizeBytes)})</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

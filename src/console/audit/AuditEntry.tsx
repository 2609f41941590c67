import {
  AUDIT_AREA_LABELS,
  auditActionLabel,
  auditFieldLabel,
  auditValueText,
  type AuditEntryView,
} from '@/domain/audit/audit'

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' })

/**
 * One entry of the audit log: what changed and on what, who, when, from which address and by
 * which request, then each column as it was and as it became. Values are shown as text only.
 */
export function AuditEntry({ entry }: { entry: AuditEntryView }) {
  const fields = Object.keys(entry.after ?? entry.before ?? {})
  const title = `${auditActionLabel(entry.action)}${entry.subject ? `: ${entry.subject}` : ''}`
  return (
    <li className="rounded-md border border-slate-300 bg-white p-3">
      <h2 className="font-semibold break-words">{title}</h2>
      <p className="text-sm text-slate-700">
        <time dateTime={entry.at}>{when(entry.at)}</time> by{' '}
        <span className="break-all">{entry.operatorEmail}</span> from {entry.address} ·{' '}
        {AUDIT_AREA_LABELS[entry.area] ?? entry.area}
      </p>
      <p className="font-mono text-xs break-all text-slate-700">{entry.request}</p>
      <table className="mt-2 w-full table-fixed text-left text-sm">
        <caption className="sr-only">{`${title}: before and after`}</caption>
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className="w-1/5 px-2 py-1">
              Field
            </th>
            <th scope="col" className="px-2 py-1">
              Before
            </th>
            <th scope="col" className="px-2 py-1">
              After
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field} className="border-t border-slate-200 align-top">
              <th scope="row" className="px-2 py-1 font-normal break-words">
                {auditFieldLabel(field)}
              </th>
              <Value record={entry.before} field={field} />
              <Value record={entry.after} field={field} />
            </tr>
          ))}
        </tbody>
      </table>
    </li>
  )
}

/** A value, or a dash (and "none" read out) where the row had none. */
function Value({ record, field }: { record: AuditEntryView['before']; field: string }) {
  const text = record ? auditValueText(record[field]) : ''
  return (
    <td className="px-2 py-1 whitespace-pre-wrap break-words">
      {text || (
        <>
          <span aria-hidden="true">—</span>
          <span className="sr-only">none</span>
        </>
      )}
    </td>
  )
}

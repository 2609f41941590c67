import { useId, type ReactNode } from 'react'
import { secondaryButtonClass } from '../shared/ui'
import { downloadCsv, type CsvCell } from './csv-file'

/** One part of the home page: a titled region, busy while its figures load. */
export function Panel({
  title,
  busy,
  children,
  className = '',
}: {
  title: string
  busy: boolean
  children: ReactNode
  className?: string
}) {
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      aria-busy={busy}
      className={`min-w-0 rounded-md border border-slate-300 bg-white p-4 ${className}`}
    >
      <h2 id={id} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** "Download CSV" of one figure; `of` finishes its name for a screen reader ("of receivables"). */
export function CsvButton({
  of,
  file,
  rows,
}: {
  of: string
  file: string
  rows: () => CsvCell[][]
}) {
  return (
    <button
      type="button"
      className={`${secondaryButtonClass} text-sm`}
      onClick={() => downloadCsv(file, rows())}
    >
      Download CSV<span className="sr-only"> of {of}</span>
    </button>
  )
}

/** A cell's room: narrower on a phone, so a table of four columns fits 390 px. */
const CELL = 'px-2 py-2 sm:px-3'

/** A table of figures: a caption, a header row, rows whose first cell names them. */
export function FigureTable({
  caption,
  headers,
  rows,
  captionHidden = false,
  hideOnPhone = [],
}: {
  caption: string
  headers: string[]
  rows: { key: string; head: ReactNode; cells: ReactNode[] }[]
  captionHidden?: boolean
  /** Columns (after the first) left out below 640 px, so the table fits a phone. */
  hideOnPhone?: number[]
}) {
  const shown = (column: number) => (hideOnPhone.includes(column) ? 'hidden sm:table-cell' : '')
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left">
        <caption className={captionHidden ? 'sr-only' : 'mb-1 text-left font-semibold'}>
          {caption}
        </caption>
        <thead className="bg-slate-100 text-sm">
          <tr>
            {headers.map((h, i) => (
              <th
                key={h}
                scope="col"
                className={`${CELL} ${i > 0 ? `text-right ${shown(i - 1)}` : ''}`}
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-slate-200">
              <th scope="row" className={`${CELL} font-normal`}>
                {row.head}
              </th>
              {row.cells.map((c, i) => (
                <td
                  key={i}
                  className={`${CELL} text-right whitespace-nowrap tabular-nums ${shown(i)}`}
                >
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

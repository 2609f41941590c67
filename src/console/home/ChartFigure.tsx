import { lazy, Suspense, useId, useState, type ReactNode } from 'react'
import { secondaryButtonClass } from '../shared/ui'
import type { CsvCell } from './csv-file'
import { CsvButton, FigureTable } from './Panel'
import type { ChartSeries } from './SalesChart'

// uPlot comes with the chart, on this page only (a chunk of its own).
const SalesChart = lazy(() => import('./SalesChart'))

export interface ChartTable {
  headers: string[]
  rows: { key: string; head: ReactNode; cells: ReactNode[] }[]
  csv: () => CsvCell[][]
}

/**
 * A chart with its figures: the drawing is an image named by `summary`; "Show as table" shows
 * the same figures as a table, and "Download CSV" saves them.
 */
export function ChartFigure({
  title,
  summary,
  labels,
  series,
  format,
  table,
  file,
}: {
  title: string
  /** What the chart shows, in a sentence: the image's name. */
  summary: string
  labels: string[]
  series: ChartSeries[]
  format: (value: number) => string
  table: ChartTable
  file: string
}) {
  const [open, setOpen] = useState(false)
  const titleId = useId()
  const tableId = useId()
  return (
    <figure aria-labelledby={titleId} className="min-w-0">
      <figcaption id={titleId} className="font-semibold">
        {title}
      </figcaption>
      <div role="img" aria-label={summary} className="mt-2">
        <Suspense fallback={<div className="min-h-60" />}>
          <SalesChart labels={labels} series={series} format={format} />
        </Suspense>
      </div>
      <ul className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700" aria-label="Key">
        {series.map((s) => (
          <li key={s.label} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={`inline-block w-6 border-t-2 ${s.previous ? 'border-dashed border-slate-500' : 'border-blue-700'}`}
            />
            {s.label}
          </li>
        ))}
      </ul>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className={`${secondaryButtonClass} text-sm`}
          aria-expanded={open}
          aria-controls={tableId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide table' : 'Show as table'}
          <span className="sr-only"> ({title.toLowerCase()})</span>
        </button>
        <CsvButton of={title.toLowerCase()} file={file} rows={table.csv} />
      </div>
      <div id={tableId} hidden={!open} className="mt-2">
        {open && <FigureTable caption={title} headers={table.headers} rows={table.rows} />}
      </div>
    </figure>
  )
}

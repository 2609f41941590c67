// A sales chart drawn by uPlot (a maintained canvas charting library), loaded with this file
// only when the home page shows a chart, so no other page of the console loads it. The canvas is
// for the eye; the same figures are a table beside it (ChartFigure), for screen readers and the
// keyboard.
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

export interface ChartSeries {
  label: string
  values: number[]
  /** The range before: drawn dashed and grey. */
  previous?: boolean
}

const HEIGHT = 240
const ACCENT = '#1d4ed8'
const PREVIOUS = '#64748b'
const INK = '#334155'
const GRID = '#e2e8f0'

export default function SalesChart({
  labels,
  series,
  format,
}: {
  /** Each point's short name, on the x axis. */
  labels: string[]
  series: ChartSeries[]
  format: (value: number) => string
}) {
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const target = box.current
    if (!target) return
    const width = () => Math.max(280, target.clientWidth)
    const plot = new uPlot(
      {
        width: width(),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, max > 0 ? max : 1] } },
        series: [
          {},
          ...series.map((s) => ({
            label: s.label,
            stroke: s.previous ? PREVIOUS : ACCENT,
            width: 2,
            ...(s.previous ? { dash: [6, 4] } : {}),
            points: { show: labels.length <= 62 },
          })),
        ],
        axes: [
          {
            stroke: INK,
            grid: { show: false },
            space: 64,
            values: (_u, splits) =>
              splits.map((i) => (Number.isInteger(i) ? (labels[i] ?? '') : '')),
          },
          {
            stroke: INK,
            grid: { stroke: GRID },
            size: 84,
            values: (_u, splits) => splits.map(format),
          },
        ],
      },
      [labels.map((_, i) => i), ...series.map((s) => s.values)],
      target,
    )
    const resized = new ResizeObserver(() => plot.setSize({ width: width(), height: HEIGHT }))
    resized.observe(target)
    return () => {
      resized.disconnect()
      plot.destroy()
    }
  }, [labels, series, format])

  return <div ref={box} className="min-h-60 w-full" />
}

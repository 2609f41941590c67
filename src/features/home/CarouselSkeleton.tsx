import { CARD_WIDTH } from './carousel-card-width'

/** Placeholder cards, the same size as the real ones so nothing shifts when they arrive. */
export function CarouselSkeleton({ count }: { count: number }) {
  return (
    <div className="relative -mx-4 flex gap-4 overflow-hidden px-4 pb-4">
      <p className="sr-only">Loading featured products…</p>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          aria-hidden="true"
          data-testid="carousel-skeleton-card"
          className={`${CARD_WIDTH} animate-pulse overflow-hidden rounded-lg border border-slate-200`}
        >
          <div className="aspect-[4/3] bg-slate-200" />
          <div className="space-y-2 p-4 pb-3">
            <div className="h-5 w-2/3 rounded bg-slate-200" />
            <div className="h-6 w-1/2 rounded bg-slate-200" />
            <div className="h-5 w-3/5 rounded bg-slate-200" />
            <div className="h-7 w-1/2 rounded bg-slate-200" />
          </div>
          <div className="grid grid-cols-2 gap-2 px-4 pb-4 md:max-lg:grid-cols-1">
            <div className="h-11 rounded bg-slate-200" />
            <div className="h-11 rounded bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  )
}

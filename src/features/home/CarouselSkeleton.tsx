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
          className="w-[17rem] shrink-0 animate-pulse overflow-hidden rounded-lg border border-slate-200 sm:w-[18.5rem]"
        >
          <div className="aspect-square bg-slate-200" />
          <div className="space-y-2 p-4">
            <div className="h-4 w-2/3 rounded bg-slate-200" />
            <div className="h-5 w-1/2 rounded bg-slate-200" />
            <div className="h-4 w-1/3 rounded bg-slate-200" />
            <div className="mt-4 h-11 rounded bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  )
}

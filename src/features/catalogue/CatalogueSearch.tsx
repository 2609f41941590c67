import { Search } from 'lucide-react'

/** The catalogue's name search (a labelled search box). */
export function CatalogueSearch({
  value,
  onChange,
}: {
  value: string
  onChange: (v: string) => void
}) {
  return (
    <div className="flex flex-1 flex-col gap-1">
      <label htmlFor="catalogue-search" className="text-sm font-medium text-slate-700">
        Search products
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id="catalogue-search"
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder="Search by product name"
          autoComplete="off"
          className="h-11 w-full rounded-md border border-slate-300 bg-white pr-3 pl-9 text-base text-slate-900 placeholder:text-slate-500"
        />
      </div>
    </div>
  )
}

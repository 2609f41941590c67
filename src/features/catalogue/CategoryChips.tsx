import { X } from 'lucide-react'
import { CATEGORIES } from '@/data/categories'

interface CategoryChipsProps {
  selected: string[]
  onChange: (slugs: string[]) => void
}

/** The chosen categories as removable chips, with Clear all when more than one is chosen. */
export function CategoryChips({ selected, onChange }: CategoryChipsProps) {
  const chosen = CATEGORIES.filter((c) => selected.includes(c.slug))
  if (chosen.length === 0) return null
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-slate-600">Filtered by:</span>
      <ul className="flex flex-wrap gap-2">
        {chosen.map((c) => (
          <li key={c.slug}>
            <button
              type="button"
              aria-label={`Remove ${c.name} filter`}
              onClick={() => onChange(selected.filter((slug) => slug !== c.slug))}
              className="inline-flex min-h-11 items-center gap-1 rounded-full border border-slate-300 bg-slate-50 px-3 text-sm text-slate-800 hover:bg-slate-100"
            >
              {c.name}
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          </li>
        ))}
      </ul>
      {chosen.length > 1 && (
        <button
          type="button"
          onClick={() => onChange([])}
          className="min-h-11 px-2 text-sm font-medium text-accent underline underline-offset-2"
        >
          Clear all
        </button>
      )}
    </div>
  )
}

import { ChevronDown } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { ALL_CATEGORIES_DESCRIPTION, CATEGORIES } from '@/data/categories'
import { ALL_CATEGORIES, toggleCategory } from './catalogue-filter'
import { CategoryOption } from './CategoryOption'

interface CategoryFilterProps {
  /** Applied category slugs; empty means All Categories. */
  selected: string[]
  onApply: (slugs: string[]) => void
}

/**
 * The multi-select category dropdown: All Categories plus one checkbox per category. Ticks
 * are a draft until Apply; Clear goes back to All Categories and applies it.
 */
export function CategoryFilter({ selected, onApply }: CategoryFilterProps) {
  const popoverRef = useRef<HTMLDivElement>(null)
  const [draft, setDraft] = useState<string[]>(selected)
  const id = useId()

  // Each opening starts from what is applied.
  useEffect(() => {
    const popover = popoverRef.current
    if (!popover) return
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') setDraft(selected)
    }
    popover.addEventListener('toggle', onToggle)
    return () => popover.removeEventListener('toggle', onToggle)
  }, [selected])

  const apply = (slugs: string[]) => {
    onApply(slugs)
    popoverRef.current?.hidePopover()
  }

  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        aria-haspopup="dialog"
        className="btn-secondary justify-between sm:w-52"
      >
        Categories
        {selected.length > 0 && (
          <span
            aria-hidden="true"
            className="tabular rounded-full bg-accent px-2 text-sm text-white"
          >
            {selected.length}
          </span>
        )}
        <ChevronDown aria-hidden="true" className="h-4 w-4" />
      </button>
      {/* A native popover: it opens at the first press, even before the app runs. */}
      <div
        ref={popoverRef}
        id={id}
        popover="auto"
        role="dialog"
        aria-label="Filter by category"
        className="popover-below w-[min(22rem,calc(100vw-2rem))] rounded-lg border border-slate-200 bg-white p-3 text-slate-900 shadow-lg"
      >
        <div role="group" aria-label="Categories" className="flex flex-col gap-1">
          <CategoryOption
            id={`${id}-all`}
            label="All Categories"
            description={ALL_CATEGORIES_DESCRIPTION}
            checked={draft.length === 0}
            onCheckedChange={(checked) => setDraft(toggleCategory(draft, ALL_CATEGORIES, checked))}
          />
          {CATEGORIES.map((c) => (
            <CategoryOption
              key={c.slug}
              id={`${id}-${c.slug}`}
              label={c.name}
              description={c.description}
              checked={draft.includes(c.slug)}
              onCheckedChange={(checked) => setDraft(toggleCategory(draft, c.slug, checked))}
            />
          ))}
        </div>
        <div className="mt-3 flex gap-2 border-t border-slate-200 pt-3">
          <button type="button" className="btn-secondary flex-1" onClick={() => apply([])}>
            Clear
          </button>
          <button type="button" className="btn-primary flex-1" onClick={() => apply(draft)}>
            Apply
          </button>
        </div>
      </div>
    </>
  )
}

import * as Popover from '@radix-ui/react-popover'
import { ChevronDown } from 'lucide-react'
import { useState } from 'react'
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
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState<string[]>(selected)

  const apply = (slugs: string[]) => {
    onApply(slugs)
    setOpen(false)
  }

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(selected)
        setOpen(next)
      }}
    >
      <Popover.Trigger className="btn-secondary justify-between sm:w-52">
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
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          aria-label="Filter by category"
          className="z-40 w-[min(22rem,calc(100vw-2rem))] rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
        >
          <div role="group" aria-label="Categories" className="flex flex-col gap-1">
            <CategoryOption
              id="category-all"
              label="All Categories"
              description={ALL_CATEGORIES_DESCRIPTION}
              checked={draft.length === 0}
              onCheckedChange={(checked) =>
                setDraft(toggleCategory(draft, ALL_CATEGORIES, checked))
              }
            />
            {CATEGORIES.map((c) => (
              <CategoryOption
                key={c.slug}
                id={`category-${c.slug}`}
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
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

import { Check } from 'lucide-react'

interface CategoryOptionProps {
  id: string
  label: string
  description: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
}

/** One checkbox of the category dropdown, with its description. */
export function CategoryOption({
  id,
  label,
  description,
  checked,
  onCheckedChange,
}: CategoryOptionProps) {
  return (
    <div className="flex items-start gap-3 rounded-md px-2 py-2 hover:bg-slate-50">
      <span className="relative mt-0.5 flex size-5 shrink-0 items-center justify-center">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-describedby={`${id}-description`}
          className="peer size-5 cursor-pointer appearance-none rounded border border-slate-400 bg-white checked:border-accent checked:bg-accent"
        />
        <Check
          aria-hidden="true"
          className="pointer-events-none absolute size-4 text-white opacity-0 peer-checked:opacity-100"
        />
      </span>
      <div className="flex flex-col">
        <label htmlFor={id} className="cursor-pointer text-base font-medium text-slate-900">
          {label}
        </label>
        <span id={`${id}-description`} className="text-sm text-slate-600">
          {description}
        </span>
      </div>
    </div>
  )
}

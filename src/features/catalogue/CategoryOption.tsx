import * as Checkbox from '@radix-ui/react-checkbox'
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
      <Checkbox.Root
        id={id}
        checked={checked}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        aria-describedby={`${id}-description`}
        className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded border border-slate-400 bg-white data-[state=checked]:border-accent data-[state=checked]:bg-accent"
      >
        <Checkbox.Indicator>
          <Check aria-hidden="true" className="h-4 w-4 text-white" />
        </Checkbox.Indicator>
      </Checkbox.Root>
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

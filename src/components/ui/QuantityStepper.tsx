import { Minus, Plus } from 'lucide-react'
import { useId, useState } from 'react'

interface QuantityStepperProps {
  value: number
  onChange: (quantity: number) => void
  min?: number
  max?: number
  /** Accessible name of the number field, e.g. "Quantity" or "Quantity of BPC-157". */
  label: string
  decreaseLabel: string
  increaseLabel: string
  /** Show the label on screen instead of only to assistive technology. */
  showLabel?: boolean
}

const buttonClass =
  'inline-flex h-11 w-11 items-center justify-center text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent'

/**
 * Minus, a number field and plus, kept within min and max. Typing is free while the field
 * has focus; a value outside the range is corrected when it loses focus.
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = 99,
  label,
  decreaseLabel,
  increaseLabel,
  showLabel = false,
}: QuantityStepperProps) {
  const id = useId()
  const [draft, setDraft] = useState<string | null>(null)
  const clamp = (n: number) => Math.min(max, Math.max(min, n))

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={showLabel ? 'text-sm font-medium text-slate-700' : 'sr-only'}>
        {label}
      </label>
      <div className="inline-flex w-fit items-center rounded-md border border-slate-300 bg-white">
        <button
          type="button"
          aria-label={decreaseLabel}
          className={`${buttonClass} rounded-l-md`}
          disabled={value <= min}
          onClick={() => onChange(clamp(value - 1))}
        >
          <Minus aria-hidden="true" className="h-4 w-4" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={draft ?? String(value)}
          onChange={(e) => {
            setDraft(e.target.value)
            const n = Number.parseInt(e.target.value, 10)
            if (Number.isFinite(n) && n >= min) onChange(clamp(n))
          }}
          onBlur={() => setDraft(null)}
          className="tabular h-11 w-14 border-x border-slate-300 text-center text-base text-slate-900 [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label={increaseLabel}
          className={`${buttonClass} rounded-r-md`}
          disabled={value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
    </div>
  )
}

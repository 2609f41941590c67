import { Check } from 'lucide-react'
import { STEPS, stepIndex, type StepId } from './checkout-steps'

/**
 * "Step N of 4" and the list of step names, the current one marked for assistive technology. No
 * toast lies over it (`.toast-obstacle`, toast-placement.ts).
 */
export function StepIndicator({ current }: { current: StepId }) {
  const index = stepIndex(current)
  return (
    <div className="toast-obstacle mt-4">
      <p className="text-sm font-medium text-slate-700">
        Step {index + 1} of {STEPS.length}
      </p>
      <ol aria-label="Checkout steps" className="mt-3 grid grid-cols-4 gap-2">
        {STEPS.map((step, i) => {
          const state = i < index ? 'done' : i === index ? 'current' : 'next'
          return (
            <li
              key={step.id}
              aria-current={state === 'current' ? 'step' : undefined}
              className={`flex flex-col gap-1.5 border-t-4 pt-2 text-sm ${
                state === 'next'
                  ? 'border-slate-200 text-slate-600'
                  : 'border-accent text-slate-900'
              } ${state === 'current' ? 'font-semibold' : ''}`}
            >
              <span className="flex items-center gap-1">
                {state === 'done' && <Check aria-hidden="true" className="size-4 text-accent" />}
                {step.name}
                {state === 'done' && <span className="sr-only"> (completed)</span>}
              </span>
            </li>
          )
        })}
      </ol>
    </div>
  )
}

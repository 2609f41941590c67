import type { FormEvent, ReactNode } from 'react'
import { buttonClass } from '../shared/ui'

/** One action on an order: a small form named for its button, red when it cannot be undone. */
export function ActionForm(props: {
  label: string
  busy: boolean
  danger?: boolean
  onSubmit(event: FormEvent<HTMLFormElement>): void
  children?: ReactNode
}) {
  return (
    <form
      onSubmit={props.onSubmit}
      aria-label={props.label}
      className="space-y-2 border-t border-slate-200 pt-3"
    >
      {props.children}
      <button
        type="submit"
        disabled={props.busy}
        className={props.danger ? `${buttonClass} bg-red-800 hover:bg-red-900` : buttonClass}
      >
        {props.label}
      </button>
    </form>
  )
}

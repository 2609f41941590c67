import { CircleAlert, Info } from 'lucide-react'
import type { ReactNode, Ref } from 'react'

/**
 * A form's answer from the server, read out when it appears. Both live regions are always in
 * the page (empty until there is something to say): a region that appears together with its
 * text is often not announced. While both are empty they are taken out of the flow, so a form's
 * gap does not open around nothing (60 px between the lookup's Email and its button on a phone).
 */
export function FormAlert({
  tone,
  children,
  ref,
}: {
  tone: 'error' | 'info'
  children?: ReactNode
  ref?: Ref<HTMLDivElement>
}) {
  const Icon = tone === 'error' ? CircleAlert : Info
  const message = children ? (
    <div
      className={`flex items-start gap-2 rounded-md border p-3 text-sm font-medium ${
        tone === 'error'
          ? 'border-red-300 bg-red-50 text-red-800'
          : 'border-slate-300 bg-slate-50 text-slate-800'
      }`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  ) : null
  return (
    <div ref={ref} className="[&:not(:has(>:not(:empty)))]:absolute">
      <div role="alert">{tone === 'error' && message}</div>
      <div role="status">{tone === 'info' && message}</div>
    </div>
  )
}

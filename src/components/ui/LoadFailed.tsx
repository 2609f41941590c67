import { FormAlert } from './FormAlert'

/** A page's data could not be loaded: what went wrong, and a button to ask again. */
export function LoadFailed({
  message,
  onRetry,
  className = '',
}: {
  message: string
  onRetry: () => void
  className?: string
}) {
  return (
    <div className={`flex max-w-xl flex-col items-start gap-4 ${className}`}>
      <FormAlert tone="error">{message}</FormAlert>
      <button type="button" className="btn-secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  )
}

import { useEffect, useRef, useState, type FormEvent } from 'react'
import { CONSOLE_LIMITS } from '@/domain/operators/console-api'
import { RESET_MINUTES, resetRequestSchema } from '@/domain/operators/console-account'
import { nestedFieldErrors } from '@/domain/shared/field-errors'
import { api, ApiError } from '../shared/api'
import { buttonClass, ErrorNotice, Field, secondaryButtonClass } from '../shared/ui'

/**
 * "Forgot password" on the sign-in page: a link to choose a new one is mailed to the address, if
 * it is an operator's. The answer is the same either way.
 */
export function ForgotPassword({ onBack }: { onBack(): void }) {
  const [fields, setFields] = useState<Record<string, string>>({})
  const [error, setError] = useState('')
  const [sent, setSent] = useState('')
  const [busy, setBusy] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  // The link that opened this part is gone: the keyboard and the screen reader start here.
  useEffect(() => heading.current?.focus(), [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const body = { email: String(new FormData(event.currentTarget).get('email') ?? '') }
    setError('')
    const parsed = resetRequestSchema.safeParse(body)
    setFields(parsed.success ? {} : nestedFieldErrors(parsed.error))
    if (!parsed.success) return
    setBusy(true)
    try {
      setSent((await api.post<{ message: string }>('/password-reset', body)).message)
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fields).length > 0) setFields(e.fields)
      else setError(e instanceof ApiError ? e.message : 'The console could not be reached.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="forgot-h" className="space-y-4">
      <h2 id="forgot-h" ref={heading} tabIndex={-1} className="text-lg font-bold">
        Forgot your password?
      </h2>
      {sent ? (
        <p role="status">{sent}</p>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          <p className="text-slate-700">
            We mail a link to choose a new one. It works once, for {RESET_MINUTES} minutes.
            Two-factor sign-in stays on.
          </p>
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            required
            maxLength={CONSOLE_LIMITS.email}
            error={fields.email}
          />
          <ErrorNotice>{error}</ErrorNotice>
          <button type="submit" className={`${buttonClass} w-full`} disabled={busy}>
            Mail me a link
          </button>
        </form>
      )}
      <button type="button" className={`${secondaryButtonClass} w-full`} onClick={onBack}>
        Back to sign-in
      </button>
    </section>
  )
}

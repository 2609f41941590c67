import { useEffect, useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { CONSOLE_LIMITS } from '@/domain/operators/console-api'
import {
  ACCOUNT_MESSAGES as M,
  RESET_TOKEN_HEADER,
  resetPasswordSchema,
} from '@/domain/operators/console-account'
import { MIN_PASSWORD_LENGTH } from '@/domain/operators/console-team'
import { nestedFieldErrors } from '@/domain/shared/field-errors'
import { api, ApiError } from '../shared/api'
import { failureMessage } from '../shared/data'
import { buttonClass, ErrorNotice, Field } from '../shared/ui'

/** The page a "forgot password" mail's link opens: the operator chooses a new password. */
export function ResetPasswordPage() {
  // Read once from the fragment, then taken out of the address bar and the history: the token
  // is sent in a header only (never in a URL the server or a proxy logs).
  const [token] = useState(() => window.location.hash.slice(1))
  const read = useQuery({
    // One link per page (its token is read once): the secret stays out of the cache's key.
    queryKey: ['password-reset'],
    queryFn: () =>
      token
        ? api.post<{ email: string }>('/password-reset/open', {}, { [RESET_TOKEN_HEADER]: token })
        : Promise.reject(new ApiError(404, M.resetUnknown)),
    retry: false,
  })
  const reset = read.data ?? null
  const [failure, setError] = useState('')
  const error =
    failure || (read.isError ? failureMessage(read.error, 'The console could not be reached.') : '')
  const [fields, setFields] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)

  useEffect(() => {
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname)
  }, [])
  // Tests (and scripts) wait for this before they act: the link is known, or its failure.
  const known = !read.isPending
  useEffect(() => {
    if (known) document.documentElement.setAttribute('data-hydrated', '')
  }, [known])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const body = { password: String(form.get('password') ?? '') }
    setError('')
    const parsed = resetPasswordSchema.safeParse(body)
    const problems = parsed.success ? {} : nestedFieldErrors(parsed.error)
    if (!problems.password && body.password !== form.get('repeat'))
      problems.repeat = M.repeatDiffers
    setFields(problems)
    if (Object.keys(problems).length > 0) return
    setBusy(true)
    try {
      await api.post('/password-reset/accept', body, { [RESET_TOKEN_HEADER]: token })
      setDone(true)
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fields).length > 0) setFields(e.fields)
      else setError(e instanceof ApiError ? e.message : 'The console could not be reached.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <main className="mx-auto max-w-sm px-4 py-12">
      <h1 className="mb-2 text-2xl font-bold">Order console</h1>
      <p className="mb-6 text-slate-700">Choose a new password.</p>
      {done ? (
        <div className="space-y-4">
          <p role="status">
            Your new password is set, and every session of yours has ended. Sign in with it (and
            your authenticator app, if two-factor sign-in is on).
          </p>
          <a href="/admin" className={buttonClass}>
            Sign in
          </a>
        </div>
      ) : (
        <>
          {reset && (
            <p className="mb-4">
              For {reset.email}: at least {MIN_PASSWORD_LENGTH} characters.
            </p>
          )}
          <ErrorNotice>{error}</ErrorNotice>
          {reset && (
            <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
              {/* The address, for password managers to file the new password under. */}
              <input type="hidden" name="username" autoComplete="username" value={reset.email} />
              <Field
                label="New password"
                name="password"
                type="password"
                autoComplete="new-password"
                required
                minLength={MIN_PASSWORD_LENGTH}
                maxLength={CONSOLE_LIMITS.password}
                error={fields.password}
              />
              <Field
                label="Repeat the new password"
                name="repeat"
                type="password"
                autoComplete="new-password"
                required
                maxLength={CONSOLE_LIMITS.password}
                error={fields.repeat}
              />
              <button type="submit" className={`${buttonClass} w-full`} disabled={busy}>
                Set new password
              </button>
            </form>
          )}
        </>
      )}
    </main>
  )
}

import { useEffect, useState, type FormEvent } from 'react'
import { CONSOLE_LIMITS } from '@/domain/operators/console-api'
import { MIN_PASSWORD_LENGTH } from '@/domain/operators/console-team'
import { INVITE_TOKEN_HEADER, ROLE_LABELS, type Role } from '@/domain/operators/console-team'
import { useQuery } from '@tanstack/react-query'
import { api, ApiError } from '../shared/api'
import { failureMessage } from '../shared/data'
import { buttonClass, ErrorNotice, Field } from '../shared/ui'

interface Invite {
  email: string
  role: Role
  expiresAt: string
}

/**
 * The page an invitation's link opens: the invited person chooses their password, which signs
 * them in (the server sets the session's cookie).
 */
export function InvitePage() {
  // Read once from the fragment, then taken out of the address bar and the history: the token
  // is sent in a header only (never in a URL the server or a proxy logs).
  const [token] = useState(() => window.location.hash.slice(1))
  const read = useQuery({
    // One invitation per page (its token is read once): the secret stays out of the cache's key.
    queryKey: ['invite'],
    queryFn: () =>
      token
        ? api.post<Invite>('/invite', {}, { [INVITE_TOKEN_HEADER]: token })
        : Promise.reject(new ApiError(404, 'Open the link from your invitation mail again.')),
  })
  const invite = read.data ?? null
  const [failure, setError] = useState('')
  const error =
    failure || (read.isError ? failureMessage(read.error, 'The console could not be reached.') : '')
  const [fields, setFields] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const headers = { [INVITE_TOKEN_HEADER]: token }

  useEffect(() => {
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname)
  }, [])
  // Tests (and scripts) wait for this before they act: the invitation is known, or its failure.
  const known = !read.isPending
  useEffect(() => {
    if (known) document.documentElement.setAttribute('data-hydrated', '')
  }, [known])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const password = String(form.get('password') ?? '')
    setError('')
    setFields({})
    if (password !== form.get('repeat')) {
      setFields({ repeat: 'The two passwords differ.' })
      return
    }
    setBusy(true)
    try {
      await api.post('/invite/accept', { password }, headers)
      setDone(true)
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'The console could not be reached.')
      if (e instanceof ApiError) setFields(e.fields)
    } finally {
      setBusy(false)
    }
  }

  return (
    <main className="mx-auto max-w-sm px-4 py-12">
      <h1 className="mb-2 text-2xl font-bold">Order console</h1>
      <p className="mb-6 text-slate-700">Research Reagents Supply staff only.</p>
      {done ? (
        <div className="space-y-4">
          <p role="status">Your password is set, and you are signed in as {invite?.email}.</p>
          <a href="/admin" className={buttonClass}>
            Open the console
          </a>
        </div>
      ) : (
        <>
          {invite && (
            <p className="mb-4">
              You are invited as {ROLE_LABELS[invite.role].toLowerCase()} with {invite.email}.
              Choose your password (at least {MIN_PASSWORD_LENGTH} characters).
            </p>
          )}
          <ErrorNotice>{error}</ErrorNotice>
          {invite && (
            <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
              {/* The address, for password managers to file the new password under. */}
              <input type="hidden" name="username" autoComplete="username" value={invite.email} />
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
                label="Repeat the password"
                name="repeat"
                type="password"
                autoComplete="new-password"
                required
                maxLength={CONSOLE_LIMITS.password}
                error={fields.repeat}
              />
              <button type="submit" className={`${buttonClass} w-full`} disabled={busy}>
                Set password
              </button>
            </form>
          )}
        </>
      )}
    </main>
  )
}

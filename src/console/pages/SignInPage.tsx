import { useState, type FormEvent } from 'react'
import { CONSOLE_LIMITS } from '@/domain/console-request'
import { api, ApiError } from '../api'
import { buttonClass, ErrorNotice, Field } from '../ui'

interface Props {
  onSignedIn(session: { operator: { email: string }; csrfToken: string }): void
  sessionEnded: boolean
}

export function SignInPage({ onSignedIn, sessionEnded }: Props) {
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    setError('')
    try {
      onSignedIn(
        await api.post('/session', { email: form.get('email'), password: form.get('password') }),
      )
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'The console could not be reached.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <main className="mx-auto max-w-sm px-4 py-12">
      <h1 className="mb-2 text-2xl font-bold">Order console</h1>
      <p className="mb-6 text-slate-700">Research Reagents Supply staff only.</p>
      {sessionEnded && (
        <p role="status" className="mb-4 text-slate-800">
          Your session has ended. Please sign in again.
        </p>
      )}
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          required
          maxLength={CONSOLE_LIMITS.email}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={CONSOLE_LIMITS.password}
        />
        <ErrorNotice>{error}</ErrorNotice>
        <button type="submit" className={`${buttonClass} w-full`} disabled={busy}>
          Sign in
        </button>
      </form>
    </main>
  )
}

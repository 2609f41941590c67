import { useState, type FormEvent } from 'react'
import { CONSOLE_LIMITS } from '@/domain/operators/console-api'
import type { SessionAnswer } from '@/domain/operators/console-team'
import { api, ApiError, setCsrfToken } from '../shared/api'
import { buttonClass, ErrorNotice, Field, secondaryButtonClass } from '../shared/ui'
import { ForgotPassword } from './ForgotPassword'

type Signed = Exclude<SessionAnswer, { stage: 'code' }>

interface Props {
  onSignedIn(session: Signed): void
  sessionEnded: boolean
}

/**
 * Email and password, then, with two-factor sign-in on, the code from the authenticator app (or
 * one recovery code).
 */
export function SignInPage({ onSignedIn, sessionEnded }: Props) {
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [step, setStep] = useState<'password' | 'code' | 'recovery'>('password')
  const [forgot, setForgot] = useState(false)

  async function send(path: string, body: Record<string, unknown>) {
    setBusy(true)
    setError('')
    try {
      const answer = await api.post<SessionAnswer>(path, body)
      if (answer.stage === 'code') {
        setCsrfToken(answer.csrfToken)
        setStep('code')
      } else onSignedIn(answer)
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'The console could not be reached.')
      // The code step ended (too many wrong codes): start again from the password.
      if (e instanceof ApiError && e.status === 401 && path !== '/session') setStep('password')
    } finally {
      setBusy(false)
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    if (step === 'password')
      void send('/session', { email: form.get('email'), password: form.get('password') })
    else if (step === 'code') void send('/session/code', { code: form.get('code') })
    else void send('/session/code', { recoveryCode: form.get('recoveryCode') })
  }

  return (
    <main className="mx-auto max-w-sm px-4 py-12">
      <h1 className="mb-2 text-2xl font-bold">Order console</h1>
      <p className="mb-6 text-slate-700">Research Reagents Supply staff only.</p>
      {forgot && <ForgotPassword onBack={() => setForgot(false)} />}
      {!forgot && sessionEnded && step === 'password' && (
        <p role="status" className="mb-4 text-slate-800">
          Your session has ended. Please sign in again.
        </p>
      )}
      <form onSubmit={submit} className="space-y-4" noValidate hidden={forgot}>
        {step === 'password' && (
          <>
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
          </>
        )}
        {step === 'code' && (
          <Field
            key="code"
            label="Authentication code"
            hint="The 6-digit code your authenticator app shows now."
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            required
            maxLength={7}
            // The step's one field: the keyboard is already there.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
        )}
        {step === 'recovery' && (
          <Field
            key="recovery"
            label="Recovery code"
            hint="One of the ten codes you kept when you set up two-factor sign-in. Each works once."
            name="recoveryCode"
            autoComplete="off"
            spellCheck={false}
            required
            maxLength={40}
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
        )}
        <ErrorNotice>{error}</ErrorNotice>
        <button type="submit" className={`${buttonClass} w-full`} disabled={busy}>
          {step === 'password' ? 'Sign in' : 'Verify'}
        </button>
        {step !== 'password' && (
          <button
            type="button"
            className={`${secondaryButtonClass} w-full`}
            onClick={() => {
              setError('')
              setStep(step === 'code' ? 'recovery' : 'code')
            }}
          >
            {step === 'code' ? 'Use a recovery code instead' : 'Use the app’s code instead'}
          </button>
        )}
        {step === 'password' && (
          <button
            type="button"
            className="min-h-11 text-blue-800 underline"
            onClick={() => {
              setError('')
              setForgot(true)
            }}
          >
            Forgot your password?
          </button>
        )}
      </form>
    </main>
  )
}

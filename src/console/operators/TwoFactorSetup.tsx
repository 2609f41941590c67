import { useId, useState, type FormEvent } from 'react'
import type { TwoFactorSetup as Setup } from '@/domain/operators/console-team'
import { api, ApiError } from '../shared/api'
import { buttonClass, ErrorNotice, Field, secondaryButtonClass } from '../shared/ui'

/** A base32 secret as an app's "enter a key" screen is easiest typed from: groups of four. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

/**
 * Setting up two-factor sign-in: the secret (shown this once, never sent again) to type into an
 * authenticator app, or its otpauth:// address to paste (no QR code: no outside service sees
 * the secret); the first code turns it on; the ten recovery codes are shown once.
 */
export function TwoFactorSetup({ onDone }: { onDone(): void }) {
  const [setup, setSetup] = useState<Setup | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const uriId = useId()

  async function start() {
    setBusy(true)
    setError('')
    try {
      setSetup(await api.post<Setup>('/account/two-factor/setup'))
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Could not start setting up.')
    } finally {
      setBusy(false)
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    setError('')
    try {
      const code = new FormData(event.currentTarget).get('code')
      const answer = await api.post<{ recoveryCodes: string[] }>('/account/two-factor/confirm', {
        code,
      })
      setCodes(answer.recoveryCodes)
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Could not turn two-factor sign-in on.')
    } finally {
      setBusy(false)
    }
  }

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />
  if (!setup)
    return (
      <div className="space-y-3">
        <p>
          Sign in with a code from an authenticator app on your phone as well as your password (any
          app for time-based codes: 1Password, Google Authenticator, Authy, Microsoft Authenticator
          and others).
        </p>
        <ErrorNotice>{error}</ErrorNotice>
        <button type="button" className={buttonClass} disabled={busy} onClick={() => void start()}>
          Set up two-factor sign-in
        </button>
      </div>
    )
  return (
    <form onSubmit={confirm} className="space-y-4" noValidate>
      <ol className="list-decimal space-y-2 pl-5">
        <li>In your authenticator app, add an account and choose to enter a setup key.</li>
        <li>
          Enter this key (time-based, 6 digits, every 30 seconds). It is shown only now.
          <dl className="mt-1">
            <dt className="sr-only">Setup key</dt>
            <dd className="font-mono text-lg tracking-wider break-all">{grouped(setup.secret)}</dd>
          </dl>
        </li>
        <li>
          <label htmlFor={uriId}>Or paste this address into an app that takes one:</label>
          <textarea
            id={uriId}
            readOnly
            rows={3}
            value={setup.uri}
            className="mt-1 block w-full rounded-md border border-slate-400 bg-slate-50 p-2 font-mono text-sm"
          />
        </li>
        <li>Enter the code the app shows now.</li>
      </ol>
      <Field
        label="Code from the app"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        maxLength={7}
      />
      <ErrorNotice>{error}</ErrorNotice>
      <button type="submit" className={buttonClass} disabled={busy}>
        Turn on two-factor sign-in
      </button>
    </form>
  )
}

/** Ten recovery codes, shown this once, each good for one sign-in without the phone. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="font-bold">
        Your recovery codes
      </h3>
      <p role="status">
        Two-factor sign-in is on. Keep these ten codes somewhere safe, away from your phone: each
        signs you in once without the app. They are shown only now.
      </p>
      <ul className="grid max-w-md grid-cols-2 gap-x-6 gap-y-1 font-mono text-lg">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <button type="button" className={secondaryButtonClass} onClick={onDone}>
        I have kept my recovery codes
      </button>
    </section>
  )
}

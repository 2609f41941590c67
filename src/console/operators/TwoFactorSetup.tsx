import { useId, useState, type FormEvent } from 'react'
import type { TwoFactorSetup as Setup } from '@/domain/operators/console-team'
import { api, ApiError } from '../shared/api'
import { buttonClass, ErrorNotice, Field } from '../shared/ui'
import { RecoveryCodes } from './RecoveryCodes'

/** A base32 secret as an app's "enter a key" screen is easiest typed from: groups of four. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

/**
 * Setting up two-factor sign-in: a QR code of the otpauth:// address (made by the shop's server:
 * no outside service sees the secret) to scan, or the secret (shown this once, never sent again)
 * to type into an authenticator app, or the address to paste; the first code turns it on; the
 * ten recovery codes are shown once.
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
        <li>In your authenticator app, add an account.</li>
        <li>
          Scan this QR code, or choose to enter a setup key and enter the key beside it (time-based,
          6 digits, every 30 seconds). Both are shown only now.
          <div className="mt-2 flex flex-wrap items-center gap-4">
            <img
              src={setup.qrCode}
              width={240}
              height={240}
              alt="QR code of the setup address, for your authenticator app to scan"
              className="border border-slate-300 bg-white"
            />
            <dl>
              <dt className="text-sm font-semibold">Setup key</dt>
              <dd className="font-mono text-lg tracking-wider break-all">
                {grouped(setup.secret)}
              </dd>
            </dl>
          </div>
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

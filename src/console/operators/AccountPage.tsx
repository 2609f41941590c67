import { Link } from 'react-router'
import { useState, type FormEvent, type ReactNode } from 'react'
import {
  ROLE_LABELS,
  SIGN_IN_OUTCOMES,
  type AccountSession,
  type AccountView,
} from '@/domain/operators/console-team'
import { api, ApiError } from '../shared/api'
import { useConsoleData } from '../shared/data'
import { useConsoleSession } from '../shared/session'
import {
  ErrorNotice,
  Field,
  formatDate,
  PageTitle,
  secondaryButtonClass,
  SuccessNotice,
} from '../shared/ui'
import { ChangePassword } from './ChangePassword'
import { RecoveryCodes } from './RecoveryCodes'
import { TwoFactorSetup } from './TwoFactorSetup'

/** One's own account: role, two-factor sign-in, the sessions open and the sign-ins made. */
export function AccountPage() {
  const session = useConsoleSession()
  const account = useConsoleData<AccountView>('/account', 'Could not load your account.', {
    serverMessage: true,
  })
  const view = account.data
  const [failure, setError] = useState('')
  const error = failure || account.error
  const [done, setDone] = useState('')
  const load = account.reload

  async function endSession(s: AccountSession) {
    setError('')
    try {
      const next = await api.post<AccountView | undefined>(`/account/sessions/${s.ref}/end`)
      // The session this page runs in was the one ended.
      if (!next) return session.signOut()
      account.replace(next)
      setDone('Session ended.')
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Could not end the session.')
    }
  }

  return (
    <>
      <PageTitle>Your account</PageTitle>
      <ErrorNotice>{error}</ErrorNotice>
      <SuccessNotice>{done}</SuccessNotice>
      {!view && !error && <p>Loading…</p>}
      {view && (
        <div className="space-y-8">
          <p>
            {view.email}, {ROLE_LABELS[view.role].toLowerCase()}.
            {/* The shop's settings are an owner's: reached from here, the header being full. */}
            {view.role === 'owner' && (
              <>
                {' '}
                The shop’s identity, payment details and terms are under{' '}
                <Link to="/settings" className="text-blue-800 underline">
                  Settings
                </Link>
                .
              </>
            )}
          </p>
          <section aria-labelledby="two-factor-h" className="space-y-3">
            <h2 id="two-factor-h" className="text-lg font-bold">
              Two-factor sign-in
            </h2>
            {view.twoFactor.enabled ? (
              <TwoFactorOn
                view={view}
                onChanged={() => {
                  load()
                  session.refresh()
                }}
              />
            ) : (
              <TwoFactorSetup
                onDone={() => {
                  load()
                  session.refresh()
                }}
              />
            )}
          </section>
          <ChangePassword
            onChanged={({ sessionsEnded }) => {
              setError('')
              setDone(
                `Password changed. ${sessionsEnded === 1 ? 'One other session' : `${sessionsEnded} other sessions`} ended.`,
              )
              load()
            }}
          />
          <Sessions sessions={view.sessions} onEnd={(s) => void endSession(s)} />
          <SignIns view={view} />
        </div>
      )}
    </>
  )
}

/** Two-factor sign-in once on: new recovery codes, and (staff only) turning it off. */
function TwoFactorOn({ view, onChanged }: { view: AccountView; onChanged(): void }) {
  const [codes, setCodes] = useState<string[] | null>(null)
  const [error, setError] = useState('')

  const submit =
    (path: string, then: (answer: { recoveryCodes?: string[] }) => void) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      setError('')
      try {
        then(await api.post(path, { code: new FormData(event.currentTarget).get('code') }))
      } catch (e) {
        setError(e instanceof ApiError ? e.message : 'The change could not be made.')
      }
    }

  if (codes) {
    const done = () => {
      setCodes(null)
      onChanged()
    }
    return <RecoveryCodes codes={codes} onDone={done} />
  }
  return (
    <>
      <p>
        On since {formatDate(view.twoFactor.since ?? '')}. Recovery codes left:{' '}
        {view.twoFactor.recoveryCodesLeft} of 10.
        {!view.mayTurnOff && ' Owners keep it on; another owner can reset it (a lost phone).'}
      </p>
      <ErrorNotice>{error}</ErrorNotice>
      <form
        aria-label="New recovery codes"
        className="flex flex-wrap items-end gap-3"
        onSubmit={submit('/account/recovery-codes', (a) => setCodes(a.recoveryCodes ?? []))}
      >
        <Field
          label="Code from the app"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={7}
        />
        <button type="submit" className={secondaryButtonClass}>
          New recovery codes
        </button>
      </form>
      {view.mayTurnOff && (
        <form
          aria-label="Turn off two-factor sign-in"
          className="flex flex-wrap items-end gap-3"
          onSubmit={submit('/account/two-factor/off', onChanged)}
        >
          <Field
            label="Code from the app, to turn it off"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            maxLength={7}
          />
          <button type="submit" className={secondaryButtonClass}>
            Turn off two-factor sign-in
          </button>
        </form>
      )}
    </>
  )
}

function Sessions({
  sessions,
  onEnd,
}: {
  sessions: AccountSession[]
  onEnd(s: AccountSession): void
}) {
  return (
    <div className="space-y-3">
      <h2 className="text-lg font-bold">Your sessions</h2>
      <Table
        label="Your sessions"
        head={['Signed in', 'Last used', 'Address', 'Browser', '']}
        rows={sessions.map((s) => ({
          key: s.ref,
          cells: [
            formatDate(s.createdAt),
            formatDate(s.lastSeenAt),
            s.address ?? '-',
            s.userAgent ?? '-',
            <button
              key="end"
              type="button"
              className={secondaryButtonClass}
              onClick={() => onEnd(s)}
            >
              {s.current ? 'End this session' : 'End session'}
              <span className="sr-only"> signed in {formatDate(s.createdAt)}</span>
            </button>,
          ],
        }))}
      />
    </div>
  )
}

function SignIns({ view }: { view: AccountView }) {
  return (
    <div className="space-y-3">
      <h2 className="text-lg font-bold">Your sign-ins</h2>
      <p className="text-sm text-slate-700">
        The last 50 in 90 days. One you do not know? Change your password and end the sessions
        above.
      </p>
      <Table
        label="Your sign-ins"
        head={['When', 'Address', 'Browser', 'Outcome']}
        rows={view.signIns.map((s, n) => ({
          key: `${s.at}-${n}`,
          cells: [
            formatDate(s.at),
            s.address ?? '-',
            s.userAgent ?? '-',
            SIGN_IN_OUTCOMES[s.outcome],
          ],
        }))}
      />
    </div>
  )
}

/** A small table in a region that scrolls sideways on a phone. */
function Table({
  label,
  head,
  rows,
}: {
  label: string
  head: string[]
  rows: { key: string; cells: ReactNode[] }[]
}) {
  if (rows.length === 0) return <p>None.</p>
  return (
    <div
      className="overflow-x-auto rounded-md border border-slate-300 bg-white"
      role="region"
      aria-label={label}
      // A region that scrolls sideways on a phone must be reachable by keyboard.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-100">
          <tr>
            {head.map((h, n) => (
              <th key={n} scope="col" className="px-3 py-2">
                {h || <span className="sr-only">Action</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-slate-200 align-top">
              {row.cells.map((cell, n) => (
                <td key={n} className="max-w-xs px-3 py-1 break-words">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

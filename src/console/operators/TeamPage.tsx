import { useState, type FormEvent } from 'react'
import { CONSOLE_LIMITS } from '@/domain/operators/console-api'
import {
  INVITE_HOURS,
  ROLE_LABELS,
  ROLES,
  type TeamInvite,
  type TeamMember,
  type TeamView,
} from '@/domain/operators/console-team'
import { api, ApiError } from '../shared/api'
import { useConsoleData } from '../shared/data'
import {
  buttonClass,
  ErrorNotice,
  Field,
  FieldFrame,
  formatDate,
  inputClass,
  PageTitle,
  secondaryButtonClass,
  SuccessNotice,
} from '../shared/ui'

const smallButton = `${secondaryButtonClass} px-3 text-sm`

/**
 * The team, for owners: who works in the console with which role, invitations by email (a link
 * good for 48 hours, once; sent again or revoked while pending), a role changed, a second factor
 * reset, an account disabled.
 */
export function TeamPage() {
  const team = useConsoleData<TeamView>('/team', 'Could not load the team.', {
    serverMessage: true,
  })
  const view = team.data
  const [failure, setError] = useState('')
  const error = failure || team.error
  const [fields, setFields] = useState<Record<string, string>>({})
  const [done, setDone] = useState('')

  async function act(path: string, body: object, message: string) {
    setError('')
    setFields({})
    setDone('')
    try {
      team.replace(await api.post<TeamView>(path, body))
      setDone(message)
      return true
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'The change could not be made.')
      if (e instanceof ApiError) setFields(e.fields)
      return false
    }
  }

  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const email = String(data.get('email') ?? '').trim()
    if (
      await act('/team/invites', { email, role: data.get('role') }, `Invitation sent to ${email}.`)
    )
      form.reset()
  }

  return (
    <>
      <PageTitle>Team</PageTitle>
      <ErrorNotice>{error}</ErrorNotice>
      <SuccessNotice>{done}</SuccessNotice>
      <section aria-labelledby="invite-h" className="mb-8 space-y-3">
        <h2 id="invite-h" className="text-lg font-bold">
          Invite someone
        </h2>
        <p className="text-sm text-slate-700">
          They get a mail with a link to choose their password, good once for {INVITE_HOURS} hours.
          Staff work orders, shipping, lots, messages and quotes; owners also manage the team,
          refunds and the catalogue’s prices and sizes.
        </p>
        <form onSubmit={invite} className="flex flex-wrap items-end gap-3" noValidate>
          <div className="min-w-64 grow">
            <Field
              label="Email"
              name="email"
              type="email"
              autoComplete="off"
              required
              maxLength={CONSOLE_LIMITS.email}
              error={fields.email}
            />
          </div>
          <FieldFrame label="Role" error={fields.role}>
            {(wiring) => (
              <select {...wiring} name="role" defaultValue="staff" className={inputClass}>
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          <button type="submit" className={buttonClass}>
            Send invitation
          </button>
        </form>
      </section>
      {!view && !error && <p>Loading…</p>}
      {view && <Members members={view.members} act={act} />}
      {view && view.invites.length > 0 && <PendingInvites invites={view.invites} act={act} />}
    </>
  )
}

type Act = (path: string, body: object, message: string) => Promise<boolean>

/** Invitations not yet used: each sent again (a new link) or revoked. */
function PendingInvites({ invites, act }: { invites: TeamInvite[]; act: Act }) {
  return (
    <section aria-labelledby="invites-h" className="mt-8 space-y-3">
      <h2 id="invites-h" className="text-lg font-bold">
        Pending invitations
      </h2>
      <ul className="space-y-2">
        {invites.map((i) => (
          <li
            key={i.id}
            className="flex flex-wrap items-center gap-3 border-b border-slate-200 pb-3"
          >
            <span>
              {i.email}, {ROLE_LABELS[i.role].toLowerCase()}: invited
              {i.invitedBy ? ` by ${i.invitedBy}` : ''} {formatDate(i.createdAt)}, expires{' '}
              {formatDate(i.expiresAt)}.
            </span>
            <span className="flex flex-wrap gap-2">
              <button
                type="button"
                className={smallButton}
                onClick={() =>
                  void act(
                    `/team/invites/${i.id}/resend`,
                    {},
                    `A new invitation was sent to ${i.email}; the earlier link no longer works.`,
                  )
                }
              >
                Send again<span className="sr-only"> to {i.email}</span>
              </button>
              <button
                type="button"
                className={smallButton}
                onClick={() =>
                  void act(
                    `/team/invites/${i.id}/cancel`,
                    {},
                    `Invitation to ${i.email} revoked; its link no longer works.`,
                  )
                }
              >
                Revoke<span className="sr-only"> the invitation to {i.email}</span>
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Members({ members, act }: { members: TeamMember[]; act: Act }) {
  return (
    <div className="space-y-3">
      <h2 className="text-lg font-bold">Operators</h2>
      <div
        className="overflow-x-auto rounded-md border border-slate-300 bg-white"
        role="region"
        aria-label="Operators"
        // A region that scrolls sideways on a phone must be reachable by keyboard.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className="px-3 py-2">
                Email
              </th>
              <th scope="col" className="px-3 py-2">
                Role
              </th>
              <th scope="col" className="px-3 py-2">
                Two-factor
              </th>
              <th scope="col" className="px-3 py-2">
                Last sign-in
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <MemberRow key={m.id} member={m} act={act} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

function MemberRow({ member: m, act }: { member: TeamMember; act: Act }) {
  const other = m.role === 'owner' ? 'staff' : 'owner'
  const path = `/team/members/${m.id}`
  return (
    <tr className="border-t border-slate-200 align-top">
      <th scope="row" className="px-3 py-2 font-normal break-all">
        {m.email}
        {m.you && ' (you)'}
        {m.disabled && <span className="block font-semibold text-red-900">Disabled</span>}
      </th>
      <td className="px-3 py-2">{ROLE_LABELS[m.role]}</td>
      <td className="px-3 py-2">{m.twoFactor ? 'On' : 'Off'}</td>
      <td className="px-3 py-2 whitespace-nowrap">
        {m.lastSignInAt ? formatDate(m.lastSignInAt) : 'Never'}
      </td>
      <td className="px-3 py-2">
        {!m.you && (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={smallButton}
              onClick={() =>
                void act(
                  `${path}/role`,
                  { role: other },
                  `${m.email} is now ${ROLE_LABELS[other].toLowerCase()}.`,
                )
              }
            >
              Make {ROLE_LABELS[other].toLowerCase()}
              <span className="sr-only"> ({m.email})</span>
            </button>
            {m.twoFactor && (
              <button
                type="button"
                className={smallButton}
                onClick={() =>
                  void act(
                    `${path}/reset-two-factor`,
                    {},
                    `Two-factor sign-in of ${m.email} reset; their sessions ended. They set it up again after signing in.`,
                  )
                }
              >
                Reset two-factor<span className="sr-only"> of {m.email}</span>
              </button>
            )}
            <button
              type="button"
              className={smallButton}
              onClick={() =>
                void act(
                  `${path}/${m.disabled ? 'enable' : 'disable'}`,
                  {},
                  m.disabled
                    ? `${m.email} can sign in again.`
                    : `${m.email} is disabled and signed out everywhere.`,
                )
              }
            >
              {m.disabled ? 'Enable' : 'Disable'}
              <span className="sr-only"> {m.email}</span>
            </button>
          </div>
        )}
      </td>
    </tr>
  )
}

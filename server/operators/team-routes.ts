// The console's Team page under /api/admin/team: owners only (each route's `role: 'owner'`; the
// console's hook refuses staff before a body is read).
import type { FastifyInstance } from 'fastify'
import { inviteSchema, roleSchema, TEAM_MESSAGES as T } from '@/domain/operators/console-team'
import { DeskError } from '../kernel/errors'
import { parseBody } from '../kernel/request'
import { cancelInvite, invite, resendInvite } from './invites'
import { operatorOf } from './operator-of'
import { disableMember, enableMember, resetTwoFactor, setRole, teamView } from './team'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function memberId(params: { id: string }): string {
  if (!UUID.test(params.id)) throw new DeskError(404, T.memberNotFound)
  return params.id.toLowerCase()
}

export async function teamRoutes(api: FastifyInstance): Promise<void> {
  const { db, serverKey, onOutbox } = api.desk
  const you = (request: Parameters<typeof operatorOf>[0]) => operatorOf(request).operatorId

  api.get('/team', { config: { role: 'owner' } }, async (request) => teamView(db, you(request)))

  // `role` is taken here and on a member's role, nowhere else (console-api.ts refuses it).
  api.post(
    '/team/invites',
    { config: { role: 'owner', takesRole: true } },
    async (request, reply) => {
      const { email, role } = parseBody(inviteSchema, request)
      await invite(db, serverKey, { email: email.toLowerCase(), role, invitedBy: you(request) })
      onOutbox()
      return reply.code(201).send(await teamView(db, you(request)))
    },
  )

  // A new link to the same address and role; the old link is refused from now on.
  api.post<{ Params: { id: string } }>(
    '/team/invites/:id/resend',
    { config: { role: 'owner' } },
    async (request) => {
      const { id } = request.params
      if (!UUID.test(id) || !(await resendInvite(db, serverKey, id, you(request))))
        throw new DeskError(404, T.inviteNotFound)
      onOutbox()
      return teamView(db, you(request))
    },
  )

  api.post<{ Params: { id: string } }>(
    '/team/invites/:id/cancel',
    { config: { role: 'owner' } },
    async (request) => {
      if (!UUID.test(request.params.id) || !(await cancelInvite(db, request.params.id)))
        throw new DeskError(404, T.inviteNotFound)
      return teamView(db, you(request))
    },
  )

  api.post<{ Params: { id: string } }>(
    '/team/members/:id/role',
    { config: { role: 'owner', takesRole: true } },
    async (request) => {
      const { role } = parseBody(roleSchema, request)
      await setRole(db, you(request), memberId(request.params), role)
      return teamView(db, you(request))
    },
  )

  api.post<{ Params: { id: string } }>(
    '/team/members/:id/disable',
    { config: { role: 'owner' } },
    async (request) => {
      await disableMember(db, you(request), memberId(request.params))
      return teamView(db, you(request))
    },
  )

  api.post<{ Params: { id: string } }>(
    '/team/members/:id/enable',
    { config: { role: 'owner' } },
    async (request) => {
      await enableMember(db, you(request), memberId(request.params))
      return teamView(db, you(request))
    },
  )

  api.post<{ Params: { id: string } }>(
    '/team/members/:id/reset-two-factor',
    { config: { role: 'owner' } },
    async (request) => {
      await resetTwoFactor(db, you(request), memberId(request.params))
      return teamView(db, you(request))
    },
  )
}

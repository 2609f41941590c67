// The operators area's mail: an invitation to the console (and the password reset's, reset-mail.ts). Its link is made again from the
// invitation's id when the mail is sent (invites.ts), so the outbox never holds it.
import { eq } from 'drizzle-orm'
import { INVITE_HOURS, ROLE_LABELS, type Role } from '@/domain/operators/console-team'
import { shopOf, type MailTemplates } from '../mail'
import { inviteLink, inviteToken } from './invites'
import { resetMailTemplates } from './reset-mail'
import { operatorInvites, operators } from './tables'

/** The invitation mail's subject, for the shop's name. */
export function inviteSubject(shopName: string): string {
  return `Your invitation to the ${shopName} order console`
}

export const operatorMailTemplates: MailTemplates = {
  ...resetMailTemplates,
  operator_invite: {
    toBuyer: false,
    async compose(ctx, { inviteId = '' }) {
      const [invite] = await ctx.db
        .select({
          email: operatorInvites.email,
          role: operatorInvites.role,
          expiresAt: operatorInvites.expiresAt,
          invitedBy: operators.email,
        })
        .from(operatorInvites)
        .leftJoin(operators, eq(operators.id, operatorInvites.invitedBy))
        .where(eq(operatorInvites.id, inviteId))
      if (!invite) throw new Error(`Invitation ${inviteId} no longer exists`)
      const shop = shopOf(ctx)
      const expires = invite.expiresAt.toISOString().slice(0, 16).replace('T', ' ')
      return {
        to: invite.email,
        subject: inviteSubject(shop.name),
        text: [
          `${invite.invitedBy ?? 'An owner'} invites you to work in the ${shop.name} order console as ${ROLE_LABELS[invite.role as Role].toLowerCase()}.`,
          '',
          'Choose your password here (the link works once):',
          inviteLink(ctx.siteUrl, inviteToken(ctx.serverKey, inviteId)),
          '',
          `The link expires in ${INVITE_HOURS} hours, at ${expires} UTC. Then sign in at ${ctx.siteUrl.replace(/\/$/, '')}/admin.`,
          'Keep this link to yourself: whoever opens it first sets the password.',
          '',
          'If you did not expect this invitation, ignore this mail.',
        ].join('\n'),
      }
    },
  },
}

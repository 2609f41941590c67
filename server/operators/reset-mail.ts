// The "forgot password" mail. Its link is made again from the reset's id when the mail is sent
// (password-resets.ts), so the outbox never holds it.
import { eq } from 'drizzle-orm'
import { RESET_MINUTES } from '@/domain/operators/console-account'
import { shopOf, type MailTemplates } from '../mail'
import { resetLink, resetToken } from './password-resets'
import { operatorPasswordResets, operators } from './tables'

/** The reset mail's subject, for the shop's name. */
export function resetSubject(shopName: string): string {
  return `Choose a new password for the ${shopName} order console`
}

export const resetMailTemplates: MailTemplates = {
  operator_password_reset: {
    toBuyer: false,
    async compose(ctx, { resetId = '' }) {
      const [reset] = await ctx.db
        .select({ email: operators.email, expiresAt: operatorPasswordResets.expiresAt })
        .from(operatorPasswordResets)
        .innerJoin(operators, eq(operators.id, operatorPasswordResets.operatorId))
        .where(eq(operatorPasswordResets.id, resetId))
      if (!reset) throw new Error(`Password reset ${resetId} no longer exists`)
      const shop = shopOf(ctx)
      const expires = reset.expiresAt.toISOString().slice(0, 16).replace('T', ' ')
      return {
        to: reset.email,
        subject: resetSubject(shop.name),
        text: [
          `Someone asked to choose a new password for ${reset.email} in the ${shop.name} order console.`,
          '',
          'Choose it here (the link works once):',
          resetLink(ctx.siteUrl, resetToken(ctx.serverKey, resetId)),
          '',
          `The link expires in ${RESET_MINUTES} minutes, at ${expires} UTC. Your sessions end when the password is set; two-factor sign-in stays on.`,
          '',
          'If you did not ask for this, ignore this mail: your password stays as it is.',
        ].join('\n'),
      }
    },
  },
}

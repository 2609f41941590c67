// One's own password in the console: changed on the Account page, or reset by a mailed link from
// the sign-in page (docs/DECISIONS.md, "Settings held by the shop"). The console's forms and the
// server validate with the same schemas; a new password follows every operator's rules
// (console-team.ts, newPasswordSchema; the command line's passwordProblem).
import { z } from '@/lib/zod'
import { emailField } from '../shared/form-fields'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './console-team'

/** A reset link is good this long, and once. */
export const RESET_MINUTES = 30

/** The header the reset page sends the link's token in (never in a URL). */
export const RESET_TOKEN_HEADER = 'X-Reset-Token'

export const ACCOUNT_MESSAGES = {
  currentNeeded: 'Enter your current password.',
  wrongCurrent: 'That is not your current password.',
  newNeeded: 'Choose a new password.',
  tooShort: `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`,
  tooLong: `The password may have at most ${MAX_PASSWORD_LENGTH} characters.`,
  repeatDiffers: 'The two new passwords differ.',
  resetSent:
    'If that address belongs to an operator, a link to choose a new password is on its way. It works once, for 30 minutes.',
  resetUnknown: 'This link is not valid. Ask for a new one on the sign-in page.',
  resetUsed: 'This link was used already. Ask for a new one on the sign-in page if you need it.',
  resetExpired: `This link has expired (links are good for ${RESET_MINUTES} minutes). Ask for a new one on the sign-in page.`,
} as const

const M = ACCOUNT_MESSAGES

const newPassword = z.string({ error: M.newNeeded }).check(
  z.refine((p: string) => [...p].length >= MIN_PASSWORD_LENGTH, { error: M.tooShort }),
  z.maxLength(MAX_PASSWORD_LENGTH, { error: M.tooLong }),
)

/** The Account page's change of password: the current one, then the new one. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: M.currentNeeded })
    .check(
      z.minLength(1, { error: M.currentNeeded }),
      z.maxLength(MAX_PASSWORD_LENGTH, { error: M.wrongCurrent }),
    ),
  newPassword,
})

/** The sign-in page's "Forgot password": the operator's address. */
export const resetRequestSchema = z.object({
  email: emailField('Enter the email address you sign in with.'),
})

/** The reset link's page: the new password. */
export const resetPasswordSchema = z.object({ password: newPassword })

/** What a change of password answers: how many other sessions it ended. */
export interface PasswordChanged {
  sessionsEnded: number
}

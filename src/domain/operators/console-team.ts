// Who works in the console and how they sign in: roles, invitations, two-factor sign-in and what
// the console shows of a team and of one's own account (docs/DECISIONS.md, "Roles" and
// "Sign-in"). The console's forms and the server validate with the same schemas.
import { z } from '@/lib/zod'
import { FIELD_LIMITS as L } from '@/data/policy'
import { emailField, lineText } from '../shared/form-fields'

/** An operator's password has at least this many characters (argon2id makes guessing slow). */
export const MIN_PASSWORD_LENGTH = 12
export const MAX_PASSWORD_LENGTH = L.password

export const signInSchema = z.object({
  email: lineText({ name: 'email', max: L.email }, 'Email is required.').check(z.toLowerCase()),
  password: z
    .string({ error: 'Password is required.' })
    .check(z.minLength(1), z.maxLength(MAX_PASSWORD_LENGTH)),
})

/** The answers to a sign-in refused and a session ended. */
export const ACCESS_MESSAGES = {
  signInFailed: 'Wrong email or password.',
  signedOut: 'Your session has ended. Please sign in again.',
  csrf: 'This request was refused: reload the console and try again.',
  tooMany: 'Too many sign-in attempts. Please wait a few minutes and try again.',
} as const

export const ROLES = ['owner', 'staff'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Record<Role, string> = { owner: 'Owner', staff: 'Staff' }

/** An invitation's link is good this long, and once. */
export const INVITE_HOURS = 48

/** Codes an authenticator app shows (RFC 6238): six digits, a new one every 30 seconds. */
export const TOTP_DIGITS = 6
export const TOTP_PERIOD_SECONDS = 30
export const RECOVERY_CODE_COUNT = 10

/** The header the set-password page sends the invitation's token in (never in a URL). */
export const INVITE_TOKEN_HEADER = 'X-Invite-Token'

const ROLE_MESSAGE = 'Choose the role: owner or staff.'

export const inviteSchema = z.object({
  email: emailField('Enter the email address to invite.'),
  role: z.enum(ROLES, { error: ROLE_MESSAGE }),
})

export const roleSchema = z.object({ role: z.enum(ROLES, { error: ROLE_MESSAGE }) })

/** A new password, by the rules of every operator's password. */
export const newPasswordSchema = z.object({
  password: z.string({ error: 'Choose a password.' }).check(
    z.refine((p: string) => [...p].length >= MIN_PASSWORD_LENGTH, {
      error: `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`,
    }),
    z.maxLength(MAX_PASSWORD_LENGTH, {
      error: `The password may have at most ${MAX_PASSWORD_LENGTH} characters.`,
    }),
  ),
})

const CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app.'

/** A code as typed: spaces and dashes are left out ("123 456"). */
export const totpCodeSchema = z.pipe(
  z.string({ error: CODE_MESSAGE }).check(z.maxLength(20, { error: CODE_MESSAGE })),
  z.transform((typed: string, ctx) => {
    const code = typed.replace(/[\s-]/g, '')
    if (!/^\d{6}$/.test(code)) {
      ctx.issues.push({ code: 'custom', message: CODE_MESSAGE, input: typed })
      return z.NEVER
    }
    return code
  }),
)

const RECOVERY_MESSAGE = 'Enter one of your recovery codes, such as abcd-efgh-jkmn-pqrs.'

/** A recovery code as typed: case, spaces and dashes do not matter. */
export const recoveryCodeSchema = z.pipe(
  z.string({ error: RECOVERY_MESSAGE }).check(z.maxLength(40, { error: RECOVERY_MESSAGE })),
  z.transform((typed: string, ctx) => {
    const code = typed.toLowerCase().replace(/[\s-]/g, '')
    if (!/^[a-z]{16}$/.test(code)) {
      ctx.issues.push({ code: 'custom', message: RECOVERY_MESSAGE, input: typed })
      return z.NEVER
    }
    return code
  }),
)

/** The second step of signing in: a code from the app, or one recovery code (the route asks for one). */
export const secondFactorSchema = z.object({
  code: z.optional(totpCodeSchema),
  recoveryCode: z.optional(recoveryCodeSchema),
})

export const codeSchema = z.object({ code: totpCodeSchema })

/**
 * What a sign-in attempt, or a code given while signed in, came to, as the operator's own list of
 * sign-ins says it.
 */
export const SIGN_IN_OUTCOMES = {
  signed_in: 'Signed in',
  signed_in_code: 'Signed in with a code',
  signed_in_recovery: 'Signed in with a recovery code',
  setup_required: 'Signed in to set up two-factor sign-in',
  wrong_password: 'Wrong password',
  wrong_code: 'Wrong code',
  replayed_code: 'Code used before',
  // Codes the Account page takes from a signed-in session: they count toward the same limit.
  account_wrong_code: 'Wrong code, while signed in',
  account_replayed_code: 'Code used before, while signed in',
  two_factor_on: 'Two-factor sign-in turned on',
  recovery_codes_made: 'New recovery codes made with a code',
  two_factor_off: 'Two-factor sign-in turned off with a code',
} as const
export type SignInOutcome = keyof typeof SIGN_IN_OUTCOMES

/** The signed-in operator, as the session's answer gives it. */
export interface SessionOperator {
  email: string
  role: Role
  twoFactor: boolean
}

/**
 * The answer to a sign-in and to the session check. `stage: 'code'` asks for the second factor
 * first; `stage: 'setup'` lets an owner only set up two-factor sign-in.
 */
export type SessionAnswer =
  | { stage: 'full' | 'setup'; operator: SessionOperator; csrfToken: string }
  | { stage: 'code'; csrfToken: string }

export interface TeamMember {
  id: string
  email: string
  role: Role
  disabled: boolean
  twoFactor: boolean
  createdAt: string
  lastSignInAt: string | null
  you: boolean
}

export interface TeamInvite {
  id: string
  email: string
  role: Role
  invitedBy: string | null
  createdAt: string
  expiresAt: string
}

export interface TeamView {
  members: TeamMember[]
  invites: TeamInvite[]
}

export interface AccountSession {
  ref: string
  createdAt: string
  lastSeenAt: string
  address: string | null
  userAgent: string | null
  current: boolean
}

export interface AccountSignIn {
  at: string
  address: string | null
  userAgent: string | null
  outcome: SignInOutcome
}

export interface AccountView {
  email: string
  role: Role
  twoFactor: { enabled: boolean; since: string | null; recoveryCodesLeft: number }
  /** Owners keep two-factor sign-in on (another owner can reset it); staff may turn it off. */
  mayTurnOff: boolean
  sessions: AccountSession[]
  signIns: AccountSignIn[]
}

/** Shown once, when two-factor sign-in is set up (the secret is never sent again). */
export interface TwoFactorSetup {
  secret: string
  uri: string
  /** The otpauth:// address as a QR code: a PNG data: URL, made by the shop's server. */
  qrCode: string
}

export const TEAM_MESSAGES = {
  ownerOnly: 'Only an owner can do this. Ask an owner of the shop.',
  roleNotHere: 'A role is given only by an owner, on the Team page.',
  codeNeeded: 'Enter the code from your authenticator app to finish signing in.',
  setupFirst: 'Set up two-factor sign-in first: owners need it from their second sign-in on.',
  wrongCode: 'That code is not right. Check the time on your phone and try the newest code.',
  replayedCode: 'That code was used already. Wait for the next code and enter it.',
  wrongRecoveryCode: 'That recovery code is not right or was used already.',
  tooManyCodes: 'Too many wrong codes. Sign in again in 15 minutes.',
  tooManyCodesSignedIn:
    'Too many wrong codes for your account in the last 15 minutes, so no code is checked for now. Try again in 15 minutes with the newest code.',
  inviteUnknown: 'This invitation link is not valid. Ask the shop’s owner for a new one.',
  inviteUsed:
    'This invitation was used already: its password is set. Sign in, or ask the shop’s owner for a new invitation.',
  inviteExpired: `This invitation has expired (links are good for ${INVITE_HOURS} hours). Ask the shop’s owner for a new one.`,
  inviteCancelled:
    'This invitation was revoked, or replaced by a newer one. Ask the shop’s owner for a new one.',
  alreadyOperator: 'That address already belongs to an operator.',
  notYourself: 'You cannot do this to your own account.',
  lastOwner: 'The shop needs at least one owner who can sign in.',
  memberNotFound: 'No such operator.',
  inviteNotFound: 'No such open invitation.',
  alreadyOn: 'Two-factor sign-in is on already.',
  notSetUp: 'Start setting up two-factor sign-in first.',
  ownerKeeps: 'Owners keep two-factor sign-in on. Another owner can reset it.',
  sessionNotFound: 'No such session of yours.',
} as const

// The operators area's tables: accounts with their role and second factor, their sessions and
// sign-ins, invitations, password resets and recovery codes.
import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt } from '../db/columns'

export const operators = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-case. */
    email: text('email').notNull().unique(),
    /** argon2id, never a password. */
    passwordHash: text('password_hash').notNull(),
    /** 'owner' or 'staff' (docs/DECISIONS.md, "Roles"). */
    role: text('role').notNull().default('staff'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * The authenticator's secret, encrypted under a key derived from the server key (AES-256-GCM,
     * bound to the operator's id): a dump of the database alone cannot make codes.
     */
    totpSecret: text('totp_secret'),
    /** Set once the operator proved the authenticator with a code; null while setting up. */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The time step of the last code accepted: no code of it or before is accepted again. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /**
     * When the password was last changed or reset: the audit log leaves the hash out, so this is
     * what its entry shows.
     */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('operators_role_check', sql`${t.role} in ('owner', 'staff')`),
    check('operators_totp_check', sql`${t.totpEnabledAt} is null or ${t.totpSecret} is not null`),
  ],
)

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    /** sha256 of the session id; the id itself lives only in the operator's cookie. */
    idHash: text('id_hash').primaryKey(),
    /** How the operator's own pages name the session (to end it), never the cookie's id. */
    ref: uuid('ref').notNull().defaultRandom().unique(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    /**
     * 'full'; 'code' while the sign-in waits for the second factor; 'setup' for an owner who
     * must set up two-factor sign-in before anything else.
     */
    stage: text('stage').notNull().default('full'),
    /** Wrong codes given to a session at the 'code' stage (it ends at five). */
    codeTries: integer('code_tries').notNull().default(0),
    address: text('address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('operator_sessions_operator_idx').on(t.operatorId),
    check('operator_sessions_stage_check', sql`${t.stage} in ('full', 'code', 'setup')`),
  ],
)

/**
 * Every sign-in attempt at a known account, and every code given while signed in (the Account
 * page's): what the operator sees of their own, and what the account's limit of wrong codes counts.
 */
export const operatorSignIns = pgTable(
  'operator_sign_ins',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    address: text('address'),
    userAgent: text('user_agent'),
    outcome: text('outcome').notNull(),
  },
  (t) => [
    index('operator_sign_ins_operator_idx').on(t.operatorId, t.at),
    check(
      'operator_sign_ins_outcome_check',
      sql`${t.outcome} in ('signed_in', 'signed_in_code', 'signed_in_recovery', 'setup_required', 'wrong_password', 'wrong_code', 'replayed_code', 'account_wrong_code', 'account_replayed_code', 'two_factor_on', 'recovery_codes_made', 'two_factor_off')`,
    ),
  ],
)

/** An owner's invitation: a one-time link, stored as the sha256 of its token. */
export const operatorInvites = pgTable(
  'operator_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-case. */
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => operators.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    check('operator_invites_role_check', sql`${t.role} in ('owner', 'staff')`),
    // One open invitation per address: a new one cancels the one before.
    uniqueIndex('operator_invites_open_idx')
      .on(t.email)
      .where(sql`${t.usedAt} is null and ${t.cancelledAt} is null`),
  ],
)

/** Recovery codes, ten at a time, stored as sha256; each signs in once. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operator_recovery_codes_idx').on(t.operatorId, t.codeHash)],
)

/**
 * A "forgot password" link: one-time, 30 minutes, stored as the sha256 of its token (an HMAC of
 * the row's id under the server key, so the outbox holds only the id).
 */
export const operatorPasswordResets = pgTable(
  'operator_password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('operator_password_resets_operator_idx').on(t.operatorId)],
)

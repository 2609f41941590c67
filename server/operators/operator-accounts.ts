// Operator accounts, as the command line manages them. Plain SQL over a `run` function, so the
// same statements go straight to a database or through the running shop's admin channel (one
// statement per call: each command is a single statement, so it is atomic either way).
import { hashPassword } from './passwords'

/** Runs one parameterised statement; rows come back as arrays of column values. */
export type RunSql = (text: string, params: unknown[]) => Promise<unknown[][]>

export interface OperatorRow {
  email: string
  role: string
  twoFactor: boolean
  createdAt: string
  disabled: boolean
  liveSessions: number
}

/** Emails are kept lower-case and trimmed, and compared that way. */
export function normaliseEmail(email: string): string {
  const e = email.trim().toLowerCase()
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e) || e.length > 254)
    throw new Error(`"${email}" is not an email address.`)
  return e
}

/** Adds an owner (the command line makes owners; owners invite the rest from the console). */
export async function addOperator(run: RunSql, email: string, password: string): Promise<void> {
  const e = normaliseEmail(email)
  const hash = await hashPassword(password)
  const rows = await run(
    "insert into operators (email, password_hash, role) values ($1, $2, 'owner') on conflict (email) do nothing returning id",
    [e, hash],
  )
  if (rows.length === 0) throw new Error(`An operator ${e} already exists.`)
}

export async function listOperators(run: RunSql): Promise<OperatorRow[]> {
  const rows = await run(
    `select o.email, o.role, o.totp_enabled_at is not null,
            to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"'),
            o.disabled_at is not null,
            (select count(*)::int from operator_sessions s
              where s.operator_id = o.id and s.revoked_at is null and s.expires_at > now())
       from operators o order by o.email`,
    [],
  )
  return rows.map(([email, role, twoFactor, createdAt, disabled, liveSessions]) => ({
    email: String(email),
    role: String(role),
    twoFactor: Boolean(twoFactor),
    createdAt: String(createdAt),
    disabled: Boolean(disabled),
    liveSessions: Number(liveSessions),
  }))
}

async function changed(rows: Promise<unknown[][]>, email: string): Promise<number> {
  const [first] = await rows
  if (!first || Number(first[0]) === 0) throw new Error(`No operator ${email}.`)
  return Number(first[1] ?? 0)
}

/** Disables an operator and ends every session of theirs at once. Answers how many ended. */
export function disableOperator(run: RunSql, email: string): Promise<number> {
  const e = normaliseEmail(email)
  return changed(
    run(
      `with op as (update operators set disabled_at = coalesce(disabled_at, now())
                    where email = $1 returning id),
            ended as (update operator_sessions set revoked_at = now()
                       where operator_id in (select id from op) and revoked_at is null returning 1)
       select (select count(*)::int from op), (select count(*)::int from ended)`,
      [e],
    ),
    e,
  )
}

export async function enableOperator(run: RunSql, email: string): Promise<void> {
  const e = normaliseEmail(email)
  await changed(
    run(
      `with op as (update operators set disabled_at = null where email = $1 returning id)
       select (select count(*)::int from op), 0`,
      [e],
    ),
    e,
  )
}

/** Sets a new password; sessions made with the old one end. */
export async function setPassword(run: RunSql, email: string, password: string): Promise<number> {
  const e = normaliseEmail(email)
  const hash = await hashPassword(password)
  return changed(
    run(
      `with op as (update operators set password_hash = $2 where email = $1 returning id),
            ended as (update operator_sessions set revoked_at = now()
                       where operator_id in (select id from op) and revoked_at is null returning 1)
       select (select count(*)::int from op), (select count(*)::int from ended)`,
      [e, hash],
    ),
    e,
  )
}

/**
 * Takes an operator's second factor away (their authenticator's secret and recovery codes) and
 * ends their sessions: for the last owner who lost their phone, or after the server key changed.
 */
export function resetTwoFactor(run: RunSql, email: string): Promise<number> {
  const e = normaliseEmail(email)
  return changed(
    run(
      `with op as (update operators set totp_secret = null, totp_enabled_at = null, totp_last_step = null
                    where email = $1 returning id),
            codes as (delete from operator_recovery_codes
                       where operator_id in (select id from op) returning 1),
            ended as (update operator_sessions set revoked_at = now()
                       where operator_id in (select id from op) and revoked_at is null returning 1)
       select (select count(*)::int from op), (select count(*)::int from ended)`,
      [e],
    ),
    e,
  )
}

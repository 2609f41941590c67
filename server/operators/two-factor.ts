// Two-factor sign-in with an authenticator app (TOTP, RFC 6238: 30 s, 6 digits, one step of drift
// either way, each code once) and recovery codes. The secret is stored encrypted under a key
// derived from the server key (kept outside the database) and bound to the operator's id, and is
// shown once, while setting up; recovery codes are stored as sha256 (72 random bits each).
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hkdfSync,
  randomBytes,
  randomInt,
} from 'node:crypto'
import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm'
import { generateSecret, generateURI, verify } from 'otplib'
import {
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  type TwoFactorSetup,
} from '@/domain/operators/console-team'
import type { Db, Tx } from '../db/handle'
import { operatorRecoveryCodes, operators } from './tables'

const FORMAT = 'v1'

function secretKey(serverKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverKey, '', 'operator-totp-secret', 32))
}

export function encryptSecret(serverKey: string, operatorId: string, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', secretKey(serverKey), iv)
  cipher.setAAD(Buffer.from(operatorId))
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return `${FORMAT}.${Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url')}`
}

/** The secret, or null when it cannot be read (another server key, or another operator's row). */
export function decryptSecret(
  serverKey: string,
  operatorId: string,
  stored: string,
): string | null {
  const [format, body = ''] = stored.split('.')
  if (format !== FORMAT) return null
  const bytes = Buffer.from(body, 'base64url')
  if (bytes.length < 29) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', secretKey(serverKey), bytes.subarray(0, 12))
    decipher.setAAD(Buffer.from(operatorId))
    decipher.setAuthTag(bytes.subarray(bytes.length - 16))
    return Buffer.concat([
      decipher.update(bytes.subarray(12, bytes.length - 16)),
      decipher.final(),
    ]).toString('utf8')
  } catch {
    return null
  }
}

/** A new secret for the operator's app; stored (encrypted, not yet on) in place of any unconfirmed one. */
export async function startSetup(
  db: Db,
  serverKey: string,
  operator: { operatorId: string; email: string },
  issuer: string,
): Promise<Omit<TwoFactorSetup, 'qrCode'> | null> {
  const secret = generateSecret()
  const rows = await db
    .update(operators)
    .set({ totpSecret: encryptSecret(serverKey, operator.operatorId, secret), totpLastStep: null })
    .where(and(eq(operators.id, operator.operatorId), isNull(operators.totpEnabledAt)))
    .returning({ id: operators.id })
  if (rows.length === 0) return null
  const uri = generateURI({
    issuer,
    label: operator.email,
    secret,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  })
  return { secret, uri }
}

export type CodeCheck = 'ok' | 'wrong' | 'replayed'

/**
 * Checks a code against the operator's secret (the one being set up with `settingUp`) and, when
 * right, keeps its time step in the same statement that checks none later was used: of two
 * requests with one code, one wins.
 */
export async function spendCode(
  db: Db | Tx,
  serverKey: string,
  operatorId: string,
  code: string,
  { settingUp = false, now = Date.now() }: { settingUp?: boolean; now?: number } = {},
): Promise<CodeCheck> {
  const [row] = await db
    .select({
      secret: operators.totpSecret,
      enabledAt: operators.totpEnabledAt,
    })
    .from(operators)
    .where(eq(operators.id, operatorId))
  if (!row?.secret || (row.enabledAt === null) !== settingUp) return 'wrong'
  const secret = decryptSecret(serverKey, operatorId, row.secret)
  if (!secret) return 'wrong'
  const result = await verify({
    secret,
    token: code,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    epoch: Math.floor(now / 1000),
    // One step either side of now: [now - 30 s, now + 30 s].
    epochTolerance: TOTP_PERIOD_SECONDS,
  })
  // The TOTP strategy's answer carries the code's time step (a HOTP one would not).
  if (!result.valid || !('timeStep' in result)) return 'wrong'
  const step = result.timeStep
  const kept = await db
    .update(operators)
    .set({
      totpLastStep: step,
      ...(settingUp ? { totpEnabledAt: sql`now()` } : {}),
    })
    .where(
      and(
        eq(operators.id, operatorId),
        eq(operators.totpSecret, row.secret),
        or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step)),
      ),
    )
    .returning({ id: operators.id })
  return kept.length === 1 ? 'ok' : 'replayed'
}

// Letters only, without i, l and o: nothing to misread, and no digits for the card guard to see.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz'

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(`recovery:${code}`).digest('hex')
}

/** Ten new recovery codes in place of any before: shown once (as abcd-efgh-jkmn-pqrs). */
export async function newRecoveryCodes(tx: Db | Tx, operatorId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 16 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(
      '',
    ),
  )
  await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId))
  await tx
    .insert(operatorRecoveryCodes)
    .values(codes.map((code) => ({ operatorId, codeHash: hashRecoveryCode(code) })))
  return codes.map((code) => code.match(/.{4}/g)!.join('-'))
}

/** Uses one recovery code (normalised: 16 letters); false when unknown or used. */
export async function spendRecoveryCode(
  db: Db | Tx,
  operatorId: string,
  code: string,
): Promise<boolean> {
  const used = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(operatorRecoveryCodes.operatorId, operatorId),
        eq(operatorRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: operatorRecoveryCodes.id })
  return used.length === 1
}

export async function recoveryCodesLeft(db: Db, operatorId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(operatorRecoveryCodes)
    .where(
      and(eq(operatorRecoveryCodes.operatorId, operatorId), isNull(operatorRecoveryCodes.usedAt)),
    )
  return row?.n ?? 0
}

/** Takes an operator's second factor away (their secret and recovery codes). */
export async function clearTwoFactor(tx: Db | Tx, operatorId: string): Promise<void> {
  await tx
    .update(operators)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(operators.id, operatorId))
  await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId))
}

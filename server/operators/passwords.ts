// Operators' passwords: argon2id only (OWASP's minimum: 19 MiB, two passes, one lane).
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/domain/operators/console-team'

// A const enum in the package's types, which isolated modules cannot import as a value.
const ARGON2ID = 2 as Algorithm

const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH)
    return `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`
  if (password.length > MAX_PASSWORD_LENGTH)
    return `The password may have at most ${MAX_PASSWORD_LENGTH} characters.`
  return null
}

export async function hashPassword(password: string): Promise<string> {
  const problem = passwordProblem(password)
  if (problem) throw new Error(problem)
  return hash(password, OPTIONS)
}

// Verified against when the email is unknown, so an unknown email costs what a known one does.
let dummyHash: Promise<string> | undefined

/**
 * True when the password matches the stored hash. With no hash (unknown email, disabled
 * operator) it still runs one verification and answers false.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    dummyHash ??= hash('not a password of anyone', OPTIONS)
    await verify(await dummyHash, password).catch(() => false)
    return false
  }
  return verify(stored, password).catch(() => false)
}

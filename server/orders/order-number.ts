import { randomBytes } from 'node:crypto'

// Crockford's base32: no I, L, O or U, so a number read aloud or retyped is not misread.
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** Eight random Crockford characters (40 bits): neighbours cannot be guessed. */
function randomCode(): string {
  const bytes = randomBytes(5)
  let bits = 0n
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte)
  let out = ''
  for (let i = 0; i < 8; i++) {
    out = CROCKFORD[Number(bits & 31n)] + out
    bits >>= 5n
  }
  return out
}

/** "RRS-" and eight random Crockford characters. */
export function newOrderNumber(): string {
  return `RRS-${randomCode()}`
}

/** A return's number: "RMA-" and eight characters of the same alphabet (RMA-4HX8N2PA). */
export function newReturnNumber(): string {
  return `RMA-${randomCode()}`
}

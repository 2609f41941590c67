// Everything the server reads from its environment, read once, in one place (docs/settings.md
// lists every setting).
import { isIP } from 'node:net'
import { shopIdentity, type ShopIdentity } from '../../config/shop-identity.js'
import { siteUrl } from '../../config/site.js'
import { dataDirFrom } from '../db/paths'
import { paymentSettings, type PaymentSettings } from './payment-settings'

export interface RateLimit {
  /** Requests per window per client address. */
  max: number
  windowMs: number
}

export interface DeskSettings {
  dataDir: string
  databaseUrl: string | undefined
  /** STATUS_LINK_KEY: the status-link key, instead of the key file beside the data. */
  statusLinkKey: string | undefined
  smtpUrl: string | undefined
  /** Absolute base of status links in mail. */
  siteUrl: string
  /**
   * The shop's identity for mail, invoices and quotes: SHOP_* until the shop's settings are read
   * from the database, then the console's (server/shop keeps this object and those below
   * current, within a second of a change on any server); the pages carry the build's.
   */
  shop: ShopIdentity
  /**
   * SHOP_TIME_ZONE: the shop's days (the owner's figures, how late an invoice is), an IANA zone;
   * America/New_York unless set.
   */
  shopTimeZone: string
  /** Where the shop's notices go (SHOP_EMAIL), and the sender of every mail. */
  shopEmail: string
  mailFrom: string
  /** MAIL_FROM, when set: the sender then stays what it says whatever the shop's name. */
  mailFromSetting: string | undefined
  /** Fastify's trustProxy: a hop count, or the proxies' addresses; unset trusts none. */
  trustProxy: number | string | undefined
  rateLimits: { orders: RateLimit; lookup: RateLimit; messages: RateLimit; status: RateLimit }
  /** Status-link mails the lookup sends for one order in an hour. */
  lookupMailsPerHour: number
  /** QUOTE_VALID_DAYS: how long a quote stays open unless the operator sets its date. */
  quoteValidDays: number
  /** How often the outbox sender looks for mail, in ms. */
  outboxIntervalMs: number
  /** Bank and Zelle details, payment terms, payment-link hosts, reminders (payments area). */
  payments: PaymentSettings
  console: {
    /** Sign-in attempts in a window: per client address; per account from one address; per
     * account from all addresses together (only distributed guessing reaches that one). */
    signInPerAddress: RateLimit
    signInPerAccount: RateLimit
    signInPerAccountTotal: RateLimit
    /** A session unused this long ends, and any session ends this long after sign-in. */
    sessionIdleMs: number
    sessionAbsoluteMs: number
    /**
     * OWNER_TWO_FACTOR: 'required' (owners set up two-factor sign-in before their second
     * sign-in, docs/DECISIONS.md "Sign-in") or 'offered' (as for staff: test shops only).
     */
    ownerTwoFactor: 'required' | 'offered'
  }
}

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number`)
  return n
}

// proxy-addr's names for address ranges, which Fastify accepts beside addresses.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true
  const [address = '', bits, ...rest] = entry.split('/')
  const family = isIP(address)
  if (!family || rest.length) return false
  if (bits === undefined) return true
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)
}

// The named ranges, as proxy-addr reads them.
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
}
const IPV4_MAPPED = 0xffffn << 32n

/** An address as a 128-bit number, an IPv4 address as its IPv4-mapped IPv6 form. */
function addressNumber(address: string): bigint {
  if (isIP(address) === 4) {
    return IPV4_MAPPED | address.split('.').reduce((n, part) => (n << 8n) | BigInt(part), 0n)
  }
  const [head = '', tail] = address.split('::')
  const groups = (text: string | undefined) => (text ? text.split(':') : [])
  const left = groups(head)
  const right = groups(tail)
  // An embedded IPv4 tail (::ffff:1.2.3.4) counts as two groups.
  const expand = (parts: string[]) =>
    parts.flatMap((part) => {
      if (!part.includes('.')) return [part]
      const n = Number(addressNumber(part) & 0xffffffffn)
      return [(n >>> 16).toString(16), (n & 0xffff).toString(16)]
    })
  const l = expand(left)
  const r = expand(right)
  const all = tail === undefined ? l : [...l, ...Array(8 - l.length - r.length).fill('0'), ...r]
  return all.reduce((n, group) => (n << 16n) | BigInt(parseInt(group || '0', 16)), 0n)
}

/** The first and last address of an entry, in the 128-bit space. */
function rangeOf(entry: string): [bigint, bigint] {
  const [address = '', bits] = entry.split('/')
  const v4 = isIP(address) === 4
  const size = v4 ? 32 : 128
  const prefix = bits === undefined ? size : Number(bits)
  const span = (1n << BigInt(size - prefix)) - 1n
  const start = addressNumber(address) & ~span
  return [start, start + span]
}

/** Whether the ranges together hold every IPv4 or every IPv6 address: as trusting everyone. */
function coversEveryone(entries: string[]): boolean {
  const ranges = entries
    .flatMap((entry) => NAMED_RANGES[entry] ?? [entry])
    .map(rangeOf)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  const covers = (from: bigint, to: bigint) => {
    let next = from
    for (const [start, end] of ranges) {
      if (start > next) break
      if (end >= next) next = end + 1n
      if (next > to) return true
    }
    return false
  }
  return covers(IPV4_MAPPED, IPV4_MAPPED + 0xffffffffn) || covers(0n, (1n << 128n) - 1n)
}

// `true` would believe every X-Forwarded-For a client sends, and each per-address limit would
// count whatever address the client chose (docs/DECISIONS.md, "Limits").
function trustProxyFrom(value: string | undefined): DeskSettings['trustProxy'] {
  if (value === undefined || value === '' || value === 'false') return undefined
  if (/^[1-9]\d{0,2}$/.test(value)) return Number(value)
  const entries = value.split(',').map((entry) => entry.trim())
  if (entries.every(isAddressOrRange)) {
    if (!coversEveryone(entries)) return entries.join(',')
    throw new Error(
      `TRUST_PROXY ${JSON.stringify(value)} covers every address, which would let any client choose its own: name only the proxies in front of this server (for example 127.0.0.1, or 10.0.0.0/8), or give their number (1 behind the shop's nginx block).`,
    )
  }
  throw new Error(
    `TRUST_PROXY ${JSON.stringify(value)} is not allowed: set it to a hop count (the number of proxies in front of this server; 1 behind the shop's nginx block) or to the proxies' addresses (for example 127.0.0.1, or 10.0.0.0/8), so that clients cannot choose their own address.`,
  )
}

/**
 * SMTP_URL, checked as a URL here so that a bad one stops the start with a message that does not
 * repeat it: Node's own error carries the whole URL, password included, and prints it.
 */
function smtpUrlFrom(value: string | undefined): string | undefined {
  if (!value) return undefined
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {
    url = undefined
  }
  if (url && /^smtps?:$/.test(url.protocol) && url.hostname) return value
  throw new Error(
    'SMTP_URL is not a valid smtp:// or smtps:// address. Percent-encode any of # / ? @ : % in its user name or password (# as %23, / as %2F, ? as %3F, @ as %40, : as %3A, % as %25).',
  )
}

/** The shop's time zone when SHOP_TIME_ZONE is unset. */
export const DEFAULT_SHOP_TIME_ZONE = 'America/New_York'

/** SHOP_TIME_ZONE, checked against the zones this Node knows (PostgreSQL knows the same names). */
function timeZoneFrom(value: string | undefined): string {
  const zone = value?.trim() || DEFAULT_SHOP_TIME_ZONE
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone }).format(0)
    return zone
  } catch {
    throw new Error(
      `SHOP_TIME_ZONE ${JSON.stringify(zone)} is not a time zone: give an IANA name such as America/New_York or Europe/Berlin.`,
    )
  }
}

export function deskSettings(env: NodeJS.ProcessEnv = process.env): DeskSettings {
  const windowMs = positive(env.RATE_LIMIT_WINDOW_MS, 60_000, 'RATE_LIMIT_WINDOW_MS')
  const shop = shopIdentity(env)
  return {
    dataDir: dataDirFrom(env),
    databaseUrl: env.DATABASE_URL || undefined,
    statusLinkKey: env.STATUS_LINK_KEY || undefined,
    smtpUrl: smtpUrlFrom(env.SMTP_URL),
    siteUrl: siteUrl(env),
    shop,
    shopTimeZone: timeZoneFrom(env.SHOP_TIME_ZONE),
    shopEmail: shop.email,
    mailFrom: env.MAIL_FROM || `${shop.name} <${shop.email}>`,
    mailFromSetting: env.MAIL_FROM || undefined,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    // Production defaults: a buyer places a few orders an hour; a script hundreds a minute.
    rateLimits: {
      orders: { max: positive(env.RATE_LIMIT_ORDERS, 10, 'RATE_LIMIT_ORDERS'), windowMs },
      lookup: { max: positive(env.RATE_LIMIT_LOOKUP, 5, 'RATE_LIMIT_LOOKUP'), windowMs },
      messages: { max: positive(env.RATE_LIMIT_MESSAGES, 5, 'RATE_LIMIT_MESSAGES'), windowMs },
      // The status page reads an order about once per visit; each try at a secret costs one.
      status: { max: positive(env.RATE_LIMIT_STATUS, 60, 'RATE_LIMIT_STATUS'), windowMs },
    },
    // A buyer who lost the link asks once or twice; more is someone filling their inbox.
    lookupMailsPerHour: positive(env.LOOKUP_MAILS_PER_HOUR, 3, 'LOOKUP_MAILS_PER_HOUR'),
    quoteValidDays: positive(env.QUOTE_VALID_DAYS, 30, 'QUOTE_VALID_DAYS'),
    outboxIntervalMs: positive(env.OUTBOX_INTERVAL_MS, 5_000, 'OUTBOX_INTERVAL_MS'),
    payments: paymentSettings(env),
    console: consoleSettings(env),
  }
}

function consoleSettings(env: NodeJS.ProcessEnv): DeskSettings['console'] {
  const windowMs = 15 * 60_000
  const minute = 60_000
  return {
    // Enough for a person who mistypes; far too few to guess a 12-character password. A
    // stranger's guesses use up the stranger's counters, not the owner's: the per-account cap
    // counts every address, high enough that only many addresses together reach it.
    signInPerAddress: {
      max: positive(env.RATE_LIMIT_SIGNIN_ADDRESS, 20, 'RATE_LIMIT_SIGNIN_ADDRESS'),
      windowMs,
    },
    signInPerAccount: {
      max: positive(env.RATE_LIMIT_SIGNIN_ACCOUNT, 10, 'RATE_LIMIT_SIGNIN_ACCOUNT'),
      windowMs,
    },
    signInPerAccountTotal: {
      max: positive(env.RATE_LIMIT_SIGNIN_ACCOUNT_TOTAL, 100, 'RATE_LIMIT_SIGNIN_ACCOUNT_TOTAL'),
      windowMs,
    },
    sessionIdleMs: positive(env.SESSION_IDLE_MINUTES, 30, 'SESSION_IDLE_MINUTES') * minute,
    sessionAbsoluteMs: positive(env.SESSION_MAX_HOURS, 12, 'SESSION_MAX_HOURS') * 60 * minute,
    ownerTwoFactor: ownerTwoFactor(env.OWNER_TWO_FACTOR),
  }
}

function ownerTwoFactor(value: string | undefined): 'required' | 'offered' {
  if (value === undefined || value === '' || value === 'required') return 'required'
  if (value === 'offered') return 'offered'
  throw new Error('OWNER_TWO_FACTOR must be "required" (the default) or "offered"')
}

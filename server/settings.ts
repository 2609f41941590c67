// Everything the server reads from its environment, read once, in one place. The README lists
// these settings.
import { shopIdentity, type ShopIdentity } from '../config/shop-identity.js'
import { siteUrl } from '../config/site.js'
import { dataDirFrom } from './db/paths'

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
  /** The shop's identity at run time (SHOP_*), for mail; the pages carry the build's. */
  shop: ShopIdentity
  /** Where the shop's notices go (SHOP_EMAIL), and the sender of every mail. */
  shopEmail: string
  mailFrom: string
  /** Fastify's trustProxy: true, a hop count, or addresses; unset trusts no forwarded address. */
  trustProxy: boolean | number | string | undefined
  rateLimits: { orders: RateLimit; lookup: RateLimit; messages: RateLimit }
  /** How often the outbox sender looks for mail, in ms. */
  outboxIntervalMs: number
  console: {
    /** Sign-in attempts per client address, and per account, in a window. */
    signInPerAddress: RateLimit
    signInPerAccount: RateLimit
    /** A session unused this long ends, and any session ends this long after sign-in. */
    sessionIdleMs: number
    sessionAbsoluteMs: number
  }
}

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number`)
  return n
}

function trustProxyFrom(value: string | undefined): DeskSettings['trustProxy'] {
  if (value === undefined || value === '' || value === 'false') return undefined
  if (value === 'true') return true
  return /^\d+$/.test(value) ? Number(value) : value
}

export function deskSettings(env: NodeJS.ProcessEnv = process.env): DeskSettings {
  const windowMs = positive(env.RATE_LIMIT_WINDOW_MS, 60_000, 'RATE_LIMIT_WINDOW_MS')
  const shop = shopIdentity(env)
  return {
    dataDir: dataDirFrom(env),
    databaseUrl: env.DATABASE_URL || undefined,
    statusLinkKey: env.STATUS_LINK_KEY || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    siteUrl: siteUrl(env),
    shop,
    shopEmail: shop.email,
    mailFrom: env.MAIL_FROM || `${shop.name} <${shop.email}>`,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    // Production defaults: a buyer places a few orders an hour; a script hundreds a minute.
    rateLimits: {
      orders: { max: positive(env.RATE_LIMIT_ORDERS, 10, 'RATE_LIMIT_ORDERS'), windowMs },
      lookup: { max: positive(env.RATE_LIMIT_LOOKUP, 5, 'RATE_LIMIT_LOOKUP'), windowMs },
      messages: { max: positive(env.RATE_LIMIT_MESSAGES, 5, 'RATE_LIMIT_MESSAGES'), windowMs },
    },
    outboxIntervalMs: positive(env.OUTBOX_INTERVAL_MS, 5_000, 'OUTBOX_INTERVAL_MS'),
    console: consoleSettings(env),
  }
}

function consoleSettings(env: NodeJS.ProcessEnv): DeskSettings['console'] {
  const windowMs = 15 * 60_000
  const minute = 60_000
  return {
    // Enough for a person who mistypes; far too few to guess a 12-character password.
    signInPerAddress: {
      max: positive(env.RATE_LIMIT_SIGNIN_ADDRESS, 20, 'RATE_LIMIT_SIGNIN_ADDRESS'),
      windowMs,
    },
    signInPerAccount: {
      max: positive(env.RATE_LIMIT_SIGNIN_ACCOUNT, 10, 'RATE_LIMIT_SIGNIN_ACCOUNT'),
      windowMs,
    },
    sessionIdleMs: positive(env.SESSION_IDLE_MINUTES, 30, 'SESSION_IDLE_MINUTES') * minute,
    sessionAbsoluteMs: positive(env.SESSION_MAX_HOURS, 12, 'SESSION_MAX_HOURS') * 60 * minute,
  }
}

// The shop's settings as every part of the server reads them (the desk's settings object): read
// from the database before the server answers, then watched, so a change saved on any server
// reaches this one's mail, invoices, quotes and jobs within a second, with no restart.
import fp from 'fastify-plugin'
import type { Db } from '../db/open'
import type { DeskSettings } from '../kernel/settings'
import {
  currentSettings,
  ensureSettings,
  firstValues,
  identityOf,
  paymentsOf,
  settingsVersion,
} from './shop-settings'
import type { ShopSettings } from '@/domain/shop/shop-settings'

export const SETTINGS_POLL_MS = 1000

/**
 * Puts the settings into the desk's settings object, in place: the mail sender, the jobs and the
 * routes hold that object (and its `shop` and `payments`) and read it when they need a value.
 */
export function applySettings(desk: DeskSettings, s: ShopSettings): void {
  Object.assign(desk.shop, identityOf(s))
  Object.assign(desk.payments, paymentsOf(s))
  desk.shopEmail = s.email
  desk.mailFrom = desk.mailFromSetting ?? `${s.name} <${s.email}>`
  desk.quoteValidDays = s.quoteValidDays
  desk.shopTimeZone = s.timeZone
}

export class LiveSettings {
  #version = 0
  #timer: NodeJS.Timeout | undefined

  constructor(
    private readonly db: Db,
    private readonly desk: DeskSettings,
  ) {}

  get version(): number {
    return this.#version
  }

  /** The first values written if none are kept yet, then the settings read into the desk's. */
  async open(): Promise<void> {
    const row = await ensureSettings(this.db, firstValues(this.desk))
    this.#apply(row)
  }

  /** Reads the settings again when their version moved (a change here or on another server). */
  async refresh(): Promise<void> {
    const version = await settingsVersion(this.db)
    if (version === undefined || version === this.#version) return
    const row = await currentSettings(this.db)
    if (row) this.#apply(row)
  }

  #apply(row: ShopSettings & { version: number }) {
    applySettings(this.desk, row)
    this.#version = row.version
  }

  watch(intervalMs: number, onError: (error: unknown) => void): void {
    this.#timer ??= setInterval(() => void this.refresh().catch(onError), intervalMs)
    this.#timer.unref()
  }

  stop(): void {
    clearInterval(this.#timer)
    this.#timer = undefined
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    shopSettings: LiveSettings
  }
}

/** `app.shopSettings`: read before the server answers, watched while it runs. */
export const liveSettings = fp<{ db: Db; desk: DeskSettings; pollMs?: number }>(
  async (app, { db, desk, pollMs = SETTINGS_POLL_MS }) => {
    const live = new LiveSettings(db, desk)
    await live.open()
    app.decorate('shopSettings', live)
    app.addHook('onReady', async () => {
      live.watch(pollMs, (error) => app.log.warn({ err: error }, 'shop settings not read'))
    })
    app.addHook('onClose', () => live.stop())
  },
  { name: 'shop-settings-live' },
)

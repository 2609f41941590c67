// The settings the owner keeps in the console (docs/DECISIONS.md, "Settings held by the shop"):
// read, changed under the version the owner saw, and each version as an order or a quote made
// under it prints it. The environment's values (SHOP_*, BANK_*, ...) are the first values,
// written once when the table is empty; after that the console is the one place.
import { eq, getTableColumns, sql } from 'drizzle-orm'
import { identityPlaceholders, IDENTITY_SETTINGS } from '../../config/shop-identity.js'
import type { ShopIdentity } from '../../config/shop-identity.js'
import { linkHostsOf, type ShopSettings, type SettingsView } from '@/domain/shop/shop-settings'
import type { Db } from '../db/open'
import type { DeskSettings } from '../kernel/settings'
import type { PaymentSettings } from '../kernel/payment-settings'
import { shopSettings, shopSettingsVersions } from './tables'

type Row = typeof shopSettings.$inferSelect

/** The settings the environment gives, as the first values. */
export function firstValues(desk: DeskSettings): ShopSettings {
  const { shop, payments } = desk
  return {
    name: shop.name,
    legalName: shop.legalName,
    address: addressText(shop.address),
    email: shop.email,
    phone: shop.phone,
    taxId: shop.taxId,
    emergencyPhone: shop.emergencyPhone,
    bankName: payments.bank.name,
    routingNumber: payments.bank.routingNumber,
    accountNumber: payments.bank.accountNumber,
    accountName: payments.bank.accountName,
    zelle: payments.zelle,
    termsDays: payments.termsDays,
    linkHosts: payments.linkHosts.join('\n'),
    reminderDays: payments.reminderDays,
    cancelDays: payments.cancelDays,
    quoteValidDays: desk.quoteValidDays,
    timeZone: desk.shopTimeZone,
  }
}

/** An address as the identity writes it ("; " between lines) as the form's lines. */
const addressText = (address: string) =>
  address
    .split(';')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n')

const columnsOf = (s: ShopSettings) => ({
  ...s,
  address: addressText(s.address.replace(/\r?\n/g, ';')),
  linkHosts: (linkHostsOf(s.linkHosts) ?? []).join('\n'),
})

function settingsOf(row: Row): ShopSettings {
  const settings: Partial<Row> = { ...row }
  delete settings.id
  delete settings.version
  delete settings.updatedAt
  return settings as ShopSettings
}

/** Writes the first values when no settings are kept yet; the settings as they are now. */
export async function ensureSettings(db: Db, first: ShopSettings): Promise<Row> {
  await db
    .insert(shopSettings)
    .values({ id: 1, ...columnsOf(first) })
    .onConflictDoNothing()
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1))
  return row!
}

export async function currentSettings(db: Db): Promise<Row | undefined> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1))
  return row
}

/** The version of the settings now, without reading them (what the servers watch). */
export async function settingsVersion(db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ version: shopSettings.version })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1))
  return row?.version
}

/** Changes the settings if they are still at `version`; the new row, or null (a conflict). */
export async function saveSettings(db: Db, version: number, next: ShopSettings) {
  const [row] = await db
    .update(shopSettings)
    .set({ ...columnsOf(next), version: sql`${shopSettings.version} + 1`, updatedAt: sql`now()` })
    .where(sql`${shopSettings.id} = 1 and ${shopSettings.version} = ${version}`)
    .returning()
  return row ?? null
}

/** Every version is kept as it was: read once, then remembered. */
const versions = new WeakMap<Db, Map<number, ShopSettings>>()

/** The settings as they were at `version`; null when that version was never kept. */
export async function settingsAt(db: Db, version: number): Promise<ShopSettings | null> {
  let known = versions.get(db)
  if (!known) versions.set(db, (known = new Map()))
  const remembered = known.get(version)
  if (remembered) return remembered
  const [row] = await db
    .select({ values: shopSettingsVersions.values })
    .from(shopSettingsVersions)
    .where(eq(shopSettingsVersions.version, version))
  if (!row) return null
  // The trigger keeps the row's columns by their names in the database (legal_name, ...).
  const stored = row.values as Record<string, unknown>
  const values = Object.fromEntries(
    Object.entries(getTableColumns(shopSettings)).map(([key, column]) => [
      key,
      stored[column.name],
    ]),
  ) as ShopSettings
  known.set(version, values)
  return values
}

/** The identity the settings give, as the mail, the invoices and the quotes print it. */
export function identityOf(s: ShopSettings): ShopIdentity {
  return {
    name: s.name,
    legalName: s.legalName,
    address: addressText(s.address.replace(/\r?\n/g, ';')).replace(/\n/g, '; '),
    email: s.email,
    phone: s.phone,
    taxId: s.taxId,
    emergencyPhone: s.emergencyPhone,
  }
}

/** The payment settings the settings give (bank, Zelle, terms, link hosts, reminders). */
export function paymentsOf(s: ShopSettings): DeskSettings['payments'] {
  return {
    bank: {
      name: s.bankName,
      routingNumber: s.routingNumber,
      accountNumber: s.accountNumber,
      accountName: s.accountName,
    },
    zelle: s.zelle,
    termsDays: s.termsDays,
    linkHosts: linkHostsOf(s.linkHosts) ?? [],
    reminderDays: s.reminderDays,
    cancelDays: s.cancelDays,
  }
}

/** The settings' fields still at a placeholder (a production shop takes no orders with them). */
export function placeholdersOf(s: ShopSettings): (keyof ShopSettings)[] {
  const byName = Object.fromEntries(Object.entries(IDENTITY_SETTINGS).map(([k, v]) => [v, k]))
  return Object.keys(identityPlaceholders(identityOf(s))).map(
    (name) => byName[name] as keyof ShopSettings,
  )
}

export function viewOf(row: Row): SettingsView {
  const settings = settingsOf(row)
  return {
    settings,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    placeholders: placeholdersOf(settings),
  }
}

/**
 * The identity and payment details a document made under `version` prints (docs/DECISIONS.md:
 * documents keep what they were made with); `now`'s for one made before the settings were kept.
 */
export async function settingsUnder<S extends { shop: ShopIdentity; payments: PaymentSettings }>(
  db: Db,
  version: number | null,
  now: S,
): Promise<S> {
  const then = version === null ? null : await settingsAt(db, version)
  return then ? { ...now, shop: identityOf(then), payments: paymentsOf(then) } : now
}

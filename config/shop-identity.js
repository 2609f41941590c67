// The shop's identity (docs/DECISIONS.md, "Getting paid and running the shop"): name, legal name,
// address, email, phone, tax id and the 24-hour emergency number a Safety Data Sheet gives (a
// CHEMTREC or Infotrac contract number), from the SHOP_* settings. The build bakes it into the
// prerendered pages and records it in its manifest; the server reads it again at start for mail
// and compares. Plain JavaScript so that Node, Vite and the server import the same module.

/**
 * @typedef {{
 *   name: string,
 *   legalName: string,
 *   address: string,
 *   email: string,
 *   phone: string,
 *   taxId: string,
 *   emergencyPhone: string,
 * }} ShopIdentity
 */

/** Each part of the identity and the setting it comes from. */
export const IDENTITY_SETTINGS = /** @type {const} */ ({
  name: 'SHOP_NAME',
  legalName: 'SHOP_LEGAL_NAME',
  address: 'SHOP_ADDRESS',
  email: 'SHOP_EMAIL',
  phone: 'SHOP_PHONE',
  taxId: 'SHOP_TAX_ID',
  emergencyPhone: 'SHOP_EMERGENCY_PHONE',
})

/**
 * Neutral placeholders, so a shop without settings still builds and runs; none of them names a
 * real business. The address's lines are separated by ";".
 * @type {ShopIdentity}
 */
export const DEFAULT_IDENTITY = {
  name: 'Research Reagents Supply',
  legalName: 'Research Reagents Supply',
  address: '100 Research Park Drive, Suite 200; Durham, NC 27709; United States',
  email: 'orders@example.com',
  phone: '(555) 010-0100',
  taxId: '',
  emergencyPhone: '',
}

/**
 * The identity these settings give; an unset or blank setting takes its default, and a legal
 * name left unset is the shop's name.
 * @returns {ShopIdentity}
 */
export function shopIdentity(env = process.env) {
  const read = (/** @type {keyof ShopIdentity} */ key) => (env[IDENTITY_SETTINGS[key]] ?? '').trim()
  const name = read('name') || DEFAULT_IDENTITY.name
  return {
    name,
    legalName: read('legalName') || name,
    address: read('address') || DEFAULT_IDENTITY.address,
    email: read('email') || DEFAULT_IDENTITY.email,
    phone: read('phone') || DEFAULT_IDENTITY.phone,
    taxId: read('taxId') || DEFAULT_IDENTITY.taxId,
    emergencyPhone: read('emergencyPhone') || DEFAULT_IDENTITY.emergencyPhone,
  }
}

/** The lines of an address written with ";" between them. */
export function addressLines(address) {
  return address
    .split(';')
    .map((line) => line.trim())
    .filter(Boolean)
}

/** Reserved for documentation (RFC 2606, RFC 6761): never a shop's real mail. */
const EXAMPLE_DOMAIN = /@(?:[\w-]+\.)*(?:example\.(?:com|net|org)|example|test|invalid|localhost)$/i
/** The 555 exchange (555-01xx is fiction's), written with or without a leading 1 or area code. */
const FICTIONAL_PHONE = /^(?:\+?1[\s.-]?)?(?:\(?\d{3}\)?[\s.-]?)?555[\s.-]?\d{4}$|^\(?555\)?/

/**
 * The parts of an identity still at a placeholder, by setting name, with the value in use: a
 * default legal name or address (the shop's name may stay the spec's own), an example.com (or other reserved) address, a 555
 * number, no tax id, or no emergency number (or a 555 one).
 * @param {ShopIdentity} identity
 * @returns {Record<string, string>}
 */
export function identityPlaceholders(identity) {
  /** @type {Record<string, string>} */
  const found = {}
  const flag = (/** @type {keyof ShopIdentity} */ key, /** @type {boolean} */ placeholder) => {
    if (placeholder) found[IDENTITY_SETTINGS[key]] = identity[key] || '(not set)'
  }
  flag('legalName', identity.legalName === DEFAULT_IDENTITY.legalName)
  flag('address', identity.address === DEFAULT_IDENTITY.address)
  flag('email', EXAMPLE_DOMAIN.test(identity.email.trim()))
  flag('phone', FICTIONAL_PHONE.test(identity.phone.trim()))
  flag('taxId', identity.taxId.trim() === '')
  const emergency = identity.emergencyPhone.trim()
  flag('emergencyPhone', emergency === '' || FICTIONAL_PHONE.test(emergency))
  return found
}

/**
 * The warning a build prints while its identity has placeholders, or null when it has none:
 * every footer, the contact and about pages, each certificate and each specification sheet
 * would carry them.
 */
export function identityWarning(env = process.env, extra = /** @type {string[]} */ ([])) {
  const placeholders = identityPlaceholders(shopIdentity(env))
  const names = Object.keys(placeholders)
  if (names.length === 0) return null
  const rule = '!'.repeat(72)
  return [
    rule,
    `!! THE SHOP'S IDENTITY IS STILL A PLACEHOLDER: every footer, the contact and about pages,`,
    `!! each certificate of analysis, specification sheet and safety data sheet in this build`,
    `!! carry it.`,
    `!! Not set:`,
    ...names.map((name) => `!!   ${name} = ${placeholders[name]}`),
    `!! Build with the real values, e.g. SHOP_LEGAL_NAME="Acme Labs LLC" npm run build`,
    ...extra.map((line) => `!! ${line}`),
    rule,
  ].join('\n')
}

/** The setting that lets a production build or start go ahead with placeholders anyway. */
export const ALLOW_PLACEHOLDER_SETTING = 'SHOP_ALLOW_PLACEHOLDER'

/**
 * A production shop: NODE_ENV=production, or a SITE_URL (VITE_SITE_URL for the build) on https.
 * @returns {boolean}
 */
export function isProduction(env = process.env) {
  const url = (env.SITE_URL || env.VITE_SITE_URL || '').trim()
  return env.NODE_ENV === 'production' || /^https:\/\//i.test(url)
}

/**
 * The parts a production shop may not leave at a placeholder: who the buyer deals with and how
 * to reach them, on every page, invoice and certificate. The tax id and the emergency number only
 * warn: not every seller has them.
 */
export const REQUIRED_IN_PRODUCTION = [
  IDENTITY_SETTINGS.legalName,
  IDENTITY_SETTINGS.address,
  IDENTITY_SETTINGS.email,
  IDENTITY_SETTINGS.phone,
]

/**
 * Why a production build or start must stop: the placeholder warning, with one more line saying
 * how to go on; null when it may go ahead (not production, none of REQUIRED_IN_PRODUCTION left
 * at a placeholder, or SHOP_ALLOW_PLACEHOLDER=1). Outside production placeholders only warn.
 * @param {NodeJS.ProcessEnv} env
 * @param {'build' | 'start'} step what would stop: `npm run build` or `npm start`
 * @returns {string | null}
 */
export function identityRefusal(env = process.env, step = 'start') {
  if (!isProduction(env) || (env.SHOP_ALLOW_PLACEHOLDER ?? '').trim() === '1') return null
  const placeholders = identityPlaceholders(shopIdentity(env))
  if (!REQUIRED_IN_PRODUCTION.some((name) => name in placeholders)) return null
  const command = step === 'build' ? 'npm run build' : 'npm start'
  return identityWarning(env, [
    `REFUSING TO ${step.toUpperCase()} for production (NODE_ENV=production or an https SITE_URL):`,
    `set the settings above, or ${ALLOW_PLACEHOLDER_SETTING}=1 ${command} to go ahead anyway.`,
  ])
}

/**
 * The parts of two identities that differ, by setting name: the build's (its manifest) against
 * the server's own settings. An empty list when they agree or the build recorded none.
 * @param {ShopIdentity | null | undefined} built
 * @param {ShopIdentity} runtime
 * @returns {string[]}
 */
export function identityDifferences(built, runtime) {
  if (!built) return []
  return /** @type {(keyof ShopIdentity)[]} */ (Object.keys(IDENTITY_SETTINGS))
    .filter((key) => built[key] !== runtime[key])
    .map((key) => IDENTITY_SETTINGS[key])
}

import {
  identityDifferences,
  identityPlaceholders,
  shopIdentity,
  type ShopIdentity,
} from '../config/shop-identity.js'

// What the process decides when it starts, from its own environment: the base of the links it
// makes (status links in mail), and the settings still at a placeholder. Prerendered pages
// carry the build's SITE_URL instead; when the two differ the start-up says so.

/** Hosts that mean "every interface": a link cannot point there. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]', ''])

/** SITE_URL, else the address the shop listens on. */
export function runtimeSiteUrl(env: NodeJS.ProcessEnv, host: string, port: number): string {
  if (env.SITE_URL) return env.SITE_URL.replace(/\/+$/, '')
  const name = WILDCARD_HOSTS.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host
  return `http://${name}:${port}`
}

/** The warning when the pages were built for another address than the server's links use. */
export function siteUrlMismatch(builtFor: string | undefined, runtime: string): string | null {
  if (!builtFor || builtFor.replace(/\/+$/, '') === runtime) return null
  return (
    `The prerendered pages (canonical links, sitemap.xml, robots.txt) carry the build's ` +
    `SITE_URL ${builtFor}, but this server makes its links with ${runtime}. ` +
    `Rebuild with SITE_URL set: SITE_URL=${runtime} npm run build`
  )
}

/**
 * Settings still at their shipped default, by name, with the value in use: each part of the
 * shop's identity that is a placeholder (config/shop-identity.js), and SITE_URL when unset.
 */
export function placeholderSettings(env: NodeJS.ProcessEnv): Record<string, string> {
  const placeholders: Record<string, string> = { ...identityPlaceholders(shopIdentity(env)) }
  if (!env.SITE_URL) placeholders.SITE_URL = '(the address the shop listens on)'
  return placeholders
}

/**
 * The warning when the terms and about pages state other payment terms than the invoices this
 * server dates; null when they agree or the build recorded none.
 */
export function paymentTermsMismatch(built: number | undefined, runtime: number): string | null {
  if (built === undefined || built === runtime) return null
  return (
    `The terms and about pages state payment terms of Net ${built} (the build's PAYMENT_TERMS_DAYS), ` +
    `but this server dates invoices Net ${runtime}. Rebuild with the same setting: ` +
    `PAYMENT_TERMS_DAYS=${runtime} npm run build`
  )
}

/**
 * The warning when the pages were built with another identity than the server's mail uses,
 * with the settings that differ; null when they agree or the build recorded none.
 */
export function identityMismatch(
  built: ShopIdentity | undefined,
  runtime: ShopIdentity,
): { settings: string[]; message: string } | null {
  const settings = identityDifferences(built, runtime)
  if (settings.length === 0) return null
  return {
    settings,
    message:
      `The shop's identity differs between the build and this server (${settings.join(', ')}): ` +
      `every footer, the contact and about pages and each certificate carry the build's, ` +
      `while mail carries this server's. Rebuild with the same SHOP_* settings: npm run build`,
  }
}

// The build's manifest (docs/DECISIONS.md, "Settings known at build and at run time"): the settings a
// build bakes into its pages (geolocation endpoint, order desk on/off and origin, SITE_URL, the
// shop's identity, the payment terms) and
// the hashes of its inline scripts and styles, written once into the build folder. The production server,
// the static-host `_headers` file and the nginx block read them from there, so none of them can
// disagree with the pages they serve. Plain JavaScript: Node and Vite import it as it is.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { DEFAULT_IDENTITY, IDENTITY_SETTINGS, shopIdentity } from './shop-identity.js'
import { paymentTermsDays } from './payment-terms.js'
import { geoEndpoint, orderDeskEnabled, orderDeskOrigin, siteUrl } from './site.js'

/** In the build folder; a dotfile, so neither server hands it to visitors. */
export const BUILD_MANIFEST_FILE = '.build-manifest.json'

/**
 * @typedef {{
 *   geoEndpoint: string,
 *   orderDesk: boolean,
 *   orderDeskOrigin: string,
 *   siteUrl: string,
 *   shop: import('./shop-identity.js').ShopIdentity,
 *   paymentTermsDays?: number | undefined,
 *   scriptHashes: string[],
 *   styleHashes: string[],
 * }} BuildManifest
 */

/**
 * The settings of a build made with this environment (no inline scripts or styles known yet).
 * @returns {BuildManifest}
 */
export function manifestFromEnv(env = process.env) {
  return {
    geoEndpoint: geoEndpoint(env),
    orderDesk: orderDeskEnabled(env),
    orderDeskOrigin: orderDeskOrigin(env),
    siteUrl: siteUrl(env),
    shop: shopIdentity(env),
    paymentTermsDays: paymentTermsDays(env),
    scriptHashes: [],
    styleHashes: [],
  }
}

/**
 * The manifest of the build in distDir, or null when it has none (a bare `vite build`).
 * @returns {BuildManifest | null}
 */
export function readBuildManifest(distDir) {
  const file = path.join(distDir, BUILD_MANIFEST_FILE)
  if (!existsSync(file)) return null
  const raw = JSON.parse(readFileSync(file, 'utf8'))
  const base = manifestFromEnv({})
  return {
    geoEndpoint: typeof raw.geoEndpoint === 'string' ? raw.geoEndpoint : base.geoEndpoint,
    orderDesk: raw.orderDesk !== false,
    orderDeskOrigin: typeof raw.orderDeskOrigin === 'string' ? raw.orderDeskOrigin : '',
    siteUrl: typeof raw.siteUrl === 'string' ? raw.siteUrl : base.siteUrl,
    shop: identityFrom(raw.shop),
    // A build older than the setting stated no terms on its pages: nothing to disagree with.
    paymentTermsDays: Number.isInteger(raw.paymentTermsDays) ? raw.paymentTermsDays : undefined,
    scriptHashes: hashList(raw.scriptHashes),
    styleHashes: hashList(raw.styleHashes),
  }
}

/**
 * The identity a manifest records; each part it lacks (a build older than the identity
 * settings) is the default, which is what such a build's pages carry.
 * @returns {import('./shop-identity.js').ShopIdentity}
 */
function identityFrom(value) {
  const recorded = value && typeof value === 'object' ? value : {}
  const identity = { ...DEFAULT_IDENTITY }
  for (const key of Object.keys(IDENTITY_SETTINGS)) {
    if (typeof recorded[key] === 'string') identity[key] = recorded[key]
  }
  return identity
}

/** The strings of a manifest's hash list (none when it has no such list). */
const hashList = (value) => (Array.isArray(value) ? value.filter((h) => typeof h === 'string') : [])

/** @param {BuildManifest} manifest */
export function writeBuildManifest(distDir, manifest) {
  writeFileSync(path.join(distDir, BUILD_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
}

/**
 * The build's settings as the environment variables the config functions read, so headers are
 * computed from the build rather than from whatever environment the server happens to run in.
 * @param {BuildManifest} manifest
 * @returns {Record<string, string>}
 */
export function manifestEnv(manifest) {
  return {
    VITE_GEO_ENDPOINT: manifest.geoEndpoint,
    VITE_ORDER_DESK: manifest.orderDesk ? 'on' : 'off',
    VITE_ORDER_DESK_ORIGIN: manifest.orderDeskOrigin,
    SITE_URL: manifest.siteUrl,
  }
}

/**
 * What the header definition needs for the build in distDir: its inline-script and inline-style
 * hashes and its settings. A folder without a manifest gets the settings of `env` and no hashes.
 * @returns {{ scriptHashes: string[], styleHashes: string[], env: Record<string, string | undefined> }}
 */
export function headerOptions(distDir, env = process.env) {
  const manifest = readBuildManifest(distDir)
  return manifest
    ? {
        scriptHashes: manifest.scriptHashes,
        styleHashes: manifest.styleHashes,
        env: manifestEnv(manifest),
      }
    : { scriptHashes: [], styleHashes: [], env }
}

/**
 * The Vite plugin that writes the manifest of a client build from the environment the build
 * itself reads, before any later step (prerender, postbuild) runs.
 */
export function buildManifestPlugin() {
  let outDir = ''
  let ssr = false
  return {
    name: 'storefront-build-manifest',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
      ssr = Boolean(config.build.ssr)
    },
    closeBundle() {
      if (!ssr) writeBuildManifest(outDir, manifestFromEnv(process.env))
    },
  }
}

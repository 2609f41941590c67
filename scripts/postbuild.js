// After `vite build` (and any prerendering): hashes the inline scripts and styles of every HTML
// page for the CSP into the build's manifest (config/build-manifest.js), writes the static-host
// `_headers` file from the one header definition and that manifest, and writes
// Brotli and gzip copies next to every compressible file so servers can send them as they are.
//
//   node scripts/postbuild.js [distDir]      (default: $OUT_DIR or dist)
import { createHash } from 'node:crypto'
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { APP_ROUTES } from '../config/routes.js'
import {
  manifestEnv,
  manifestFromEnv,
  readBuildManifest,
  writeBuildManifest,
} from '../config/build-manifest.js'
import {
  CACHE_CONTROL,
  DOCUMENT_ONLY_HEADER_NAMES,
  documentHeaders,
  isAssetPath,
} from '../config/security-headers.js'
import { identityWarning } from '../config/shop-identity.js'
import { siteUrlWarning } from '../config/site.js'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Files smaller than this are sent as they are (the server's dynamic threshold too). */
export const COMPRESS_MIN_BYTES = 1024

const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest|map|ico|wasm)$/i

/** Every file under dir, as URL-style paths relative to it ('assets/x.js'). */
export async function listFiles(dir, prefix = '') {
  const out = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) out.push(...(await listFiles(path.join(dir, entry.name), rel)))
    else if (entry.isFile()) out.push(rel)
  }
  return out.sort()
}

/**
 * The CSP hash of each inline script in an HTML document. Scripts with `src` carry no inline
 * code; JSON data blocks (ld+json, importmap is JavaScript-free too) are not executed.
 */
export function inlineScriptHashes(html) {
  const hashes = []
  // The HTML parser ends a script's raw text at the first `</script`, so this match is exact.
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attrs, body] = match
    if (/\bsrc\s*=/i.test(attrs)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase()
    if (type && type !== 'module' && type !== 'text/javascript' && !type.endsWith('javascript')) {
      continue
    }
    hashes.push(cspHash(body))
  }
  return hashes
}

/**
 * The CSP hash of each inline stylesheet (`<style>` element) in an HTML document: the
 * prerendered pages inline the rules their markup uses (scripts/prerender.js).
 */
export function inlineStyleHashes(html) {
  // Like a script's, a style element's raw text ends at the first `</style`.
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(([, body]) =>
    cspHash(body),
  )
}

/** The CSP source of an inline script or style: the base64 sha256 of its text as written. */
function cspHash(text) {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`
}

/** Public files: what a visitor may fetch (no compressed siblings, no dotfiles, no _headers). */
export function isPublicFile(rel) {
  return (
    !rel.split('/').some((part) => part.startsWith('.')) &&
    !/\.(?:br|gz)$/.test(rel) &&
    rel !== '_headers'
  )
}

/**
 * The `_headers` file (Netlify, Cloudflare Pages). Hosts merge the headers of every matching
 * rule, so Cache-Control appears in exactly one rule per path.
 *
 * Every path gets a document's headers from `/*` (pages, SVG, unknown paths and their 404 page);
 * each script, stylesheet, font, image or media file of the build then drops the document-only
 * ones by name (`! Name`, Cloudflare Pages' way to detach a header a broader rule added). The
 * rules name the files themselves, not a folder, so a missing file's 404 page keeps them all.
 * Netlify skips a line without a colon and cannot remove a header: there, files keep the
 * document's set, as before.
 */
export function headersFile({
  scriptHashes = [],
  styleHashes = [],
  files = [],
  env = process.env,
}) {
  const block = (pattern, headers, { subresource = false } = {}) =>
    [
      pattern,
      ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`),
      ...(subresource ? DOCUMENT_ONLY_HEADER_NAMES.map((name) => `  ! ${name}`) : []),
    ].join('\n')
  const htmlPaths = new Set(['/', ...APP_ROUTES])
  const assetFiles = []
  const otherPaths = []
  for (const rel of files.filter(isPublicFile)) {
    if (rel.startsWith('assets/')) {
      if (isAssetPath(`/${rel}`)) assetFiles.push(`/${rel}`)
    } else if (rel.endsWith('.html')) {
      htmlPaths.add(`/${rel}`)
      if (rel.endsWith('/index.html')) htmlPaths.add(`/${rel.slice(0, -'index.html'.length)}`)
    } else otherPaths.push(`/${rel}`)
  }
  return [
    '# Generated by scripts/postbuild.js from config/security-headers.js. Do not edit.',
    block('/*', documentHeaders({ scriptHashes, styleHashes, env })),
    block('/assets/*', { 'Cache-Control': CACHE_CONTROL.hashedAsset }),
    ...assetFiles.map((p) => block(p, {}, { subresource: true })),
    ...[...htmlPaths].map((p) => block(p, { 'Cache-Control': CACHE_CONTROL.html })),
    ...otherPaths.map((p) =>
      block(p, { 'Cache-Control': CACHE_CONTROL.publicFile }, { subresource: isAssetPath(p) }),
    ),
    '',
  ].join('\n\n')
}

/** Writes `.br` and `.gz` beside each compressible public file when that makes it smaller. */
export async function precompress(distDir, files) {
  let written = 0
  await Promise.all(
    files
      .filter((rel) => isPublicFile(rel) && COMPRESSIBLE.test(rel))
      .map(async (rel) => {
        const file = path.join(distDir, rel)
        const body = await readFile(file)
        // Pages are always sent compressed: that spares the server compressing them per request.
        if (body.length < COMPRESS_MIN_BYTES && !rel.endsWith('.html')) return
        const [br, gz] = await Promise.all([
          brotli(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ])
        if (br.length < body.length) await writeFile(`${file}.br`, br)
        if (gz.length < body.length) await writeFile(`${file}.gz`, gz)
        written += 1
      }),
  )
  return written
}

/**
 * Runs every post-build step on distDir; returns the inline-script and inline-style hashes
 * found.
 */
export async function postbuild(distDir, { env = process.env } = {}) {
  if (!(await stat(path.join(distDir, 'index.html')).catch(() => null))) {
    throw new Error(`No build in ${distDir}: run vite build first`)
  }
  const files = await listFiles(distDir)
  const scripts = new Set()
  const styles = new Set()
  for (const rel of files.filter((f) => f.endsWith('.html') && isPublicFile(f))) {
    const html = await readFile(path.join(distDir, rel), 'utf8')
    for (const h of inlineScriptHashes(html)) scripts.add(h)
    for (const h of inlineStyleHashes(html)) styles.add(h)
  }
  const scriptHashes = [...scripts].sort()
  const styleHashes = [...styles].sort()
  // The settings the client build recorded; a folder vite did not build gets those of env.
  const manifest = {
    ...(readBuildManifest(distDir) ?? manifestFromEnv(env)),
    scriptHashes,
    styleHashes,
  }
  writeBuildManifest(distDir, manifest)
  await writeFile(
    path.join(distDir, '_headers'),
    headersFile({ scriptHashes, styleHashes, files, env: manifestEnv(manifest) }),
  )
  const compressed = await precompress(distDir, files)
  return { scriptHashes, styleHashes, compressed }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(process.argv[2] ?? process.env.OUT_DIR ?? 'dist')
  const { scriptHashes, styleHashes, compressed } = await postbuild(distDir)
  console.log(
    `postbuild: ${compressed} files precompressed (br, gzip), ${scriptHashes.length} inline script hash(es), ${styleHashes.length} inline style hash(es), _headers written in ${distDir}`,
  )
  // The build's last words, so whoever deploys it reads them.
  for (const warning of [siteUrlWarning(), identityWarning()]) {
    if (warning) console.warn(`\n${warning}\n`)
  }
}

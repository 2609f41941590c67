// Helpers for the server tests: a built shop in a temp folder (with stand-ins for the pages a
// later step prerenders), raw HTTP requests that keep the path exactly as written, free ports.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { chmod, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import { postbuild } from '../scripts/postbuild.js'

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Written beside dist/, so a traversal that works would show it. */
export const SECRET = 'SECRET-OUTSIDE-DIST-7f3a'
/** The inline script of the stand-in prerendered pages, and its CSP hash. */
export const INLINE_SCRIPT = 'window.__prerendered = true'
export const INLINE_SCRIPT_HASH = `sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}`
/** The inline stylesheet of the stand-in prerendered pages, and its CSP hash. */
export const INLINE_STYLE = '.prerendered{color:#0f172a}'
export const INLINE_STYLE_HASH = `sha256-${createHash('sha256').update(INLINE_STYLE).digest('base64')}`
export const PAGE_MARKER = '<!-- prerendered: /products/bpc-157 -->'
export const NOT_FOUND_MARKER = '<!-- prerendered: 404 -->'
/**
 * Files of each kind the serving contract tells apart (config/security-headers.js): a
 * stylesheet and a font among the hashed assets, an image outside them (subresources), and an
 * SVG under /assets (a document: it can run script when opened).
 */
export const CONTRACT_FILES = {
  stylesheet: '/assets/contract-style-5f2a9c.css',
  font: '/assets/contract-font-5f2a9c.woff2',
  image: '/images/contract-photo.webp',
  assetSvg: '/assets/contract-icon-5f2a9c.svg',
}

/**
 * A built shop in a fresh temp folder: a copy of dist/ when there is one, else a vite build.
 * Adds a prerendered product page and 404 page (with an inline script, an inline stylesheet
 * and a JSON-LD block) and the CONTRACT_FILES,
 * runs the post-build step, then adds a text file with no precompressed copy.
 * @returns {Promise<{ dir: string, distDir: string, cleanup: () => Promise<void> }>}
 */
export async function prepareDist() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'storefront-serve-'))
  // Readable by nginx's unprivileged workers when the tests run as root.
  await chmod(dir, 0o755)
  const distDir = path.join(dir, 'dist')
  const existing = path.join(PROJECT_ROOT, 'dist')
  if (existsSync(path.join(existing, 'index.html'))) {
    await cp(existing, distDir, { recursive: true })
  } else {
    execFileSync(
      path.join(PROJECT_ROOT, 'node_modules/.bin/vite'),
      ['build', '--logLevel', 'error'],
      {
        cwd: PROJECT_ROOT,
        env: { ...process.env, OUT_DIR: distDir },
        stdio: 'inherit',
      },
    )
  }
  await writeFile(path.join(dir, 'secret.txt'), SECRET)
  const index = await readFile(path.join(distDir, 'index.html'), 'utf8')
  const prerendered = (marker) =>
    index.replace(
      '</head>',
      `<style>${INLINE_STYLE}</style><script>${INLINE_SCRIPT}</script><script type="application/ld+json">{"@type":"Product"}</script>${marker}</head>`,
    )
  await mkdir(path.join(distDir, 'products/bpc-157'), { recursive: true })
  await writeFile(path.join(distDir, 'products/bpc-157/index.html'), prerendered(PAGE_MARKER))
  await writeFile(path.join(distDir, '404.html'), prerendered(NOT_FOUND_MARKER))
  const contractFiles = {
    stylesheet: '.contract{color:#0f172a}\n'.repeat(100),
    font: Buffer.from('wOF2contract-font'),
    image: Buffer.from('RIFF\0\0\0\0WEBPVP8 '),
    assetSvg: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  }
  for (const [kind, body] of Object.entries(contractFiles)) {
    const file = path.join(distDir, CONTRACT_FILES[kind])
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, body)
  }
  await postbuild(distDir)
  await writeFile(path.join(distDir, 'notes.txt'), 'Research use only.\n'.repeat(200))
  return { dir, distDir, cleanup: () => rm(dir, { recursive: true, force: true }) }
}

export { freePort } from './free-port.js'

/**
 * The server bundled from the current sources into a folder inside the project (so its
 * packages resolve from node_modules), for tests that start the real process.
 * @returns {Promise<string>} the folder holding main.js
 */
export async function freshServerBundle() {
  const { buildServerBundle } = await import('../scripts/build-server.js')
  const outDir = path.join(PROJECT_ROOT, 'node_modules/.cache', `server-bundle-${process.pid}`)
  await buildServerBundle(outDir)
  return outDir
}

/**
 * One HTTP request with the path sent exactly as given (no normalising), body decoded.
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer, text: string }>}
 */
export function request(baseUrl, rawPath, { method = 'GET', headers = {} } = {}) {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: rawPath, method, headers, agent: false })
    req.on('error', reject)
    req.on('response', (res) => {
      const chunks = []
      res.on('data', (c) => chunks.push(c))
      res.on('error', reject)
      res.on('end', () => {
        const raw = Buffer.concat(chunks)
        const encoding = res.headers['content-encoding']
        // A HEAD answer names its encoding but has no body to decode.
        const body =
          raw.length === 0
            ? raw
            : encoding === 'br'
              ? zlib.brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? zlib.gunzipSync(raw)
                : raw
        resolve({ status: res.statusCode, headers: res.headers, body, text: body.toString('utf8') })
      })
    })
    req.end()
  })
}

/** Polls until the URL answers or the time is up. */
export async function waitForServer(baseUrl, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs
  for (;;) {
    try {
      return await request(baseUrl, '/')
    } catch (error) {
      if (Date.now() > until) throw error
      await new Promise((r) => setTimeout(r, 100))
    }
  }
}

// `npm run bench`: builds the shop, serves the build on loopback, runs Lighthouse's mobile
// profile (simulated slow 4G, 4x CPU slowdown) as a first-time visitor on four pages and on a
// floor page (one heading, nothing else, same host and run), and prints one table, with the
// JavaScript each page loads in all (every script request of the run, lazy chunks included).
// `--returning` (`npm run bench -- --returning`) measures a returning visitor instead: the age
// already confirmed in the browser's storage, the HTTP cache emptied before every run.
// A measurement script, not a test: it asserts nothing.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, chromePath } from '../config/site.js'
import { entrySize } from './entry-size.js'
import { startShop } from './start-shop.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const distDir = path.join(root, 'dist')
// BENCH_PAGES (comma-separated) measures fewer pages, e.g. while looking into one.
const PAGES = process.env.BENCH_PAGES?.split(',') ?? [
  '/',
  '/products',
  '/products/bpc-157',
  '/checkout',
]
const RUNS = Number(process.env.BENCH_RUNS ?? 1)
const RETURNING = process.argv.includes('--returning')
// BENCH_SAVE_DIR keeps every run's whole Lighthouse report there, to look into one.
const SAVE_DIR = process.env.BENCH_SAVE_DIR
// The age gate's storage key and value (src/features/age-gate/age-verification.ts).
const AGE_VERIFIED = ['ageVerified', 'true']

if (!process.argv.includes('--no-build')) {
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
}

// The production server with its order desk, as `npm start` runs it (the product page asks the
// desk for its lots; without a desk it would log a 404).
const shop = await startShop({ distDir })
const shopUrl = shop.url

const FLOOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><meta name="description" content="Floor page"><link rel="icon" href="data:,"></head><body><h1>Laboratory Research Reagents</h1></body></html>'
const floor = http.createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' })
  res.end(FLOOR_HTML)
})
await new Promise((resolve) => floor.listen(0, '127.0.0.1', resolve))
const floorUrl = `http://localhost:${floor.address().port}/`

const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-chrome-'))
const chrome = await chromeLauncher.launch({
  chromePath: chromePath(),
  userDataDir,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
})

const gzipCache = new Map()
/** Gzipped size (level 9, as the size budget counts) of a script the shop served. */
function gzipSize(url) {
  const { origin, pathname } = new URL(url)
  if (origin !== shopUrl) return NaN
  if (!gzipCache.has(pathname)) {
    const file = path.join(distDir, decodeURIComponent(pathname))
    gzipCache.set(pathname, gzipSync(readFileSync(file), { level: 9 }).length)
  }
  return gzipCache.get(pathname)
}

/** Every script request of a run: the entry, the app it imports and every chunk loaded later. */
function scriptsOf(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? []
  return requests
    .filter((r) => r.resourceType === 'Script')
    .map((r) => ({ url: r.url, transfer: r.transferSize ?? 0, gzip: gzipSize(r.url) }))
}

/** The element Lighthouse took as the largest paint, and its phases (ms), as one line. */
function lcpElementOf(lhr) {
  const [element, phases] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? []
  const node = element?.items?.[0]?.node
  const timings = (phases?.items ?? []).map((p) => `${p.phase ?? p.label} ${Math.round(p.timing)}`)
  return node ? `${node.snippet.slice(0, 90)} (${timings.join(', ')})` : 'none'
}

/**
 * A returning visitor's browser: the age confirmed in the shop's storage, nothing in the HTTP
 * cache (the page that set it is emptied from it again).
 */
async function asReturningVisitor() {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  try {
    const context = browser.contexts()[0]
    const page = await context.newPage()
    await page.goto(`${shopUrl}/favicon.svg`)
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), AGE_VERIFIED)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.clearBrowserCache')
    await page.close()
  } finally {
    // Disconnects only: the browser stays up for Lighthouse.
    await browser.close()
  }
}

/** Median of the numeric results of `runs` Lighthouse runs of one URL. */
async function measure(url) {
  const results = []
  for (let i = 0; i < RUNS; i++) {
    let lhr
    // A fresh browser's first trace is sometimes unusable (NO_NAVSTART): such a run is repeated.
    for (let attempt = 1; ; attempt++) {
      if (RETURNING) await asReturningVisitor()
      ;({ lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        // A returning visitor keeps the storage set above; the cache is emptied there.
        disableStorageReset: RETURNING,
      }))
      if (!lhr.runtimeError || attempt === 3) break
      console.warn(`Lighthouse failed on ${url} (${lhr.runtimeError.code}); running it again`)
    }
    if (SAVE_DIR) {
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${i + 1}.json`
      writeFileSync(path.join(SAVE_DIR, name), JSON.stringify(lhr))
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const scripts = scriptsOf(lhr)
    results.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      bytes: audit('total-byte-weight'),
      scripts,
      jsFiles: scripts.length,
      jsTransfer: scripts.reduce((sum, r) => sum + r.transfer, 0),
      jsGzip: scripts.reduce((sum, r) => sum + r.gzip, 0),
      lcpElement: lcpElementOf(lhr),
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
        .map((a) => a.id),
    })
  }
  const median = (key) => results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(RUNS / 2)]
  return {
    ...Object.fromEntries(
      [
        'performance',
        'accessibility',
        'bestPractices',
        'seo',
        'lcp',
        'tbt',
        'cls',
        'bytes',
        'jsFiles',
        'jsTransfer',
        'jsGzip',
      ].map((k) => [k, median(k)]),
    ),
    scripts: results[0].scripts,
    lcpElement: results[0].lcpElement,
    spread: {
      performance: results.map((r) => r.performance),
      tbt: results.map((r) => Math.round(r.tbt)),
      lcp: results.map((r) => Math.round(r.lcp)),
    },
    failing: [...new Set(results.flatMap((r) => r.failing))],
  }
}

const rows = []
try {
  const floorResult = await measure(floorUrl)
  for (const page of PAGES) rows.push({ page, ...(await measure(shopUrl + page)) })
  rows.push({ page: 'floor', ...floorResult })

  const entry = entrySize(distDir)
  const kib = (n) => (n / 1024).toFixed(1)
  console.log(
    `\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile profile, ${RETURNING ? 'returning visitor (age confirmed, cold cache)' : 'first visit'}, ${os.cpus().length} cores\n`,
  )
  console.log(
    '| page | perf | a11y | best pr. | SEO | LCP ms | LCP / floor | TBT ms | CLS | KiB | JS files | JS KiB gzip | JS KiB sent |',
  )
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |')
  for (const r of rows) {
    console.log(
      `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.lcp)} | ${(r.lcp / floorResult.lcp).toFixed(2)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${kib(r.bytes)} | ${r.jsFiles} | ${kib(r.jsGzip)} | ${kib(r.jsTransfer)} |`,
    )
  }
  console.log(
    '\nJS: every script the page requested during the run (entry, app and later chunks); gzip at level 9 as the size budget counts it, "sent" as transferred (the server\'s own compression, headers included).',
  )
  console.log(
    `Entry HTML loads ${kib(entry.jsGzip)} KiB of gzipped JS (${entry.js.length} files) and ${kib(entry.cssGzip)} KiB of gzipped CSS.`,
  )
  for (const r of rows.filter((row) => row.scripts.length > 0)) {
    const files = r.scripts.map((f) => `${path.posix.basename(f.url)} ${kib(f.gzip)}`)
    console.log(`Scripts of ${r.page} (KiB gzip): ${files.join(', ')}`)
  }
  if (RUNS > 1) {
    console.log('\nEvery run (performance / TBT ms / LCP ms):')
    for (const r of rows) {
      const { performance, tbt, lcp } = r.spread
      console.log(`${r.page}: ${performance.join(', ')} / ${tbt.join(', ')} / ${lcp.join(', ')}`)
    }
  }
  console.log('\nLargest paint of the first run:')
  for (const r of rows) console.log(`${r.page}: ${r.lcpElement}`)
  for (const r of rows) {
    if (r.failing.length) console.log(`Audits below 0.9 on ${r.page}: ${r.failing.join(', ')}`)
  }
} finally {
  await chrome.kill()
  await shop.stop()
  floor.close()
  rmSync(userDataDir, { recursive: true, force: true })
}

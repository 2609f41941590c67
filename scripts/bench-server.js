// `npm run bench:server`: a bounded load run against the production server on loopback.
// Starts server/start.js (which builds when dist/ is missing), runs autocannon against the
// pages the server makes from the catalogue (home, catalogue, a product) at a fixed rate, then
// the largest start-up script flat out; prints requests/s, p99 latency, non-2xx answers and
// errors, then stops the server. Exits 1 when any request failed or answered non-2xx. With
// DATABASE_URL set, the server runs on that PostgreSQL (the embedded database otherwise).
//
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 BENCH_RATE=200 npm run bench:server
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { freePort } from '../server/free-port.js'
import { entrySize } from './entry-size.js'

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const distDir = path.resolve(projectRoot, process.env.DIST_DIR ?? 'dist')
const duration = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
/** Requests a second over all connections for the pages (0: as fast as they answer). */
const rate = Number(process.env.BENCH_RATE ?? 200)

async function waitUntilUp(url, child, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`server did not answer at ${url}`)
}

const port = await freePort()
const base = `http://127.0.0.1:${port}`
const server = spawn(process.execPath, [path.join(projectRoot, 'server/start.js')], {
  cwd: projectRoot,
  // A throwaway database: a benchmark never touches the shop's own ./data.
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DIST_DIR: distDir,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bench-data-')),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})

let failed = false
try {
  await waitUntilUp(`${base}/`, server)
  // The largest script a page loads to start (the app's startup chunk).
  const [largest] = entrySize(distDir).js.sort((a, b) => b.gzip - a.gzip)
  if (!largest) throw new Error('no hashed script loaded by dist/index.html')
  const asset = `/${largest.file}`

  const targets = [
    ['home page /', '/', rate],
    ['catalogue /products', '/products', rate],
    ['product /products/bpc-157', '/products/bpc-157', rate],
    [`hashed asset ${asset} (br)`, asset, 0],
  ]
  // Each page once first: a page is made on its first request after a start or a change.
  for (const [, urlPath] of targets) await fetch(`${base}${urlPath}`)
  console.log(
    `autocannon: ${connections} connections, ${duration} s per target, pages at ${rate || 'full'} req/s, loopback, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'}`,
  )
  const rows = []
  for (const [label, urlPath, overallRate] of targets) {
    const result = await autocannon({
      url: `${base}${urlPath}`,
      connections,
      duration,
      ...(overallRate ? { overallRate } : {}),
      headers: { 'accept-encoding': 'br, gzip' },
    })
    const row = {
      target: label,
      'req/s (avg)': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
    }
    rows.push(row)
    if (row.non2xx || row.errors || row.timeouts) failed = true
  }
  console.table(rows)
} catch (error) {
  console.error(error)
  failed = true
} finally {
  const stopped = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  await stopped
}
process.exit(failed ? 1 : 0)

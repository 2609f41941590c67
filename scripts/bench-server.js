// `npm run bench:server`: a bounded load run against the production server on loopback.
// Starts server/start.js (which builds when dist/ is missing), sends the pages the server makes
// from the catalogue (home, catalogue, a product) at a steady rate over keep-alive connections,
// one request every 1/rate seconds (autocannon's fixed rate sends each connection's share of a
// second at once, which measures its own bursts), then runs autocannon flat out against the
// largest start-up script; prints requests/s, p50/p95/p99 latency, non-2xx answers and errors,
// then stops the server. Exits 1 when any request failed or answered non-2xx. With
// DATABASE_URL set, the server runs on that PostgreSQL (the embedded database otherwise).
//
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 BENCH_RATE=200 npm run bench:server
import { spawn } from 'node:child_process'
import http from 'node:http'
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

/**
 * `urlPath` requested `rate` times a second for `seconds`, evenly spaced, over at most
 * `connections` keep-alive connections; each answer read whole.
 */
async function steadyLoad(urlPath, { rate, seconds, connections: sockets }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets })
  const latencies = []
  let non2xx = 0
  let errors = 0
  const one = () =>
    new Promise((resolve) => {
      const started = process.hrtime.bigint()
      const request = http.get(
        `${base}${urlPath}`,
        { agent, headers: { 'accept-encoding': 'br, gzip' } },
        (response) => {
          response.on('data', () => {})
          response.on('end', () => {
            latencies.push(Number(process.hrtime.bigint() - started) / 1e6)
            if (response.statusCode < 200 || response.statusCode > 299) non2xx += 1
            resolve()
          })
        },
      )
      request.on('error', () => {
        errors += 1
        resolve()
      })
    })
  const total = rate * seconds
  const start = performance.now()
  const pending = []
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate
    const wait = due - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    pending.push(one())
  }
  await Promise.all(pending)
  const elapsed = (performance.now() - start) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]
  return {
    'req/s (avg)': Math.round(latencies.length / elapsed),
    'p50 ms': Number(at(0.5).toFixed(1)),
    'p95 ms': Number(at(0.95).toFixed(1)),
    'p99 ms': Number(at(0.99).toFixed(1)),
    requests: latencies.length,
    non2xx,
    errors,
    timeouts: 0,
  }
}

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
    `${duration} s per target, loopback, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'}: pages ${rate ? `at a steady ${rate} req/s over up to ${connections} keep-alive connections` : `by autocannon flat out, ${connections} connections`}; the asset by autocannon flat out, ${connections} connections`,
  )
  const rows = []
  for (const [label, urlPath, pageRate] of targets) {
    let row
    if (pageRate) {
      row = {
        target: label,
        ...(await steadyLoad(urlPath, { rate: pageRate, seconds: duration, connections })),
      }
    } else {
      const result = await autocannon({
        url: `${base}${urlPath}`,
        connections,
        duration,
        headers: { 'accept-encoding': 'br, gzip' },
      })
      row = {
        target: label,
        'req/s (avg)': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
      }
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

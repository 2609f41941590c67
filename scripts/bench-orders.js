// `npm run bench:orders`: places orders against the production server on loopback and prints
// what a shop owner needs to trust it: orders per second, latency p50/p99, the counts that must
// be exact (every order stored once, no duplicates, every 201 present) and the server's memory.
//
// Starts server/start.js (as `npm start` does) on a throwaway DATA_DIR, or on DATABASE_URL when
// set (run it under .ci/with-postgres for PostgreSQL). ORDERS orders from CONNECTIONS concurrent
// connections; a fifth of them are sent a second time with the same idempotency key, shuffled in
// close behind the first (often while it is still in flight, like a double click). Counts are
// read back through the running server's admin channel (PGlite) or from PostgreSQL itself.
// Exits 1 when a count is off.
//
// The connections are opened (one GET /healthz each) before the clock starts, as a browser's or
// nginx's kept-alive connections are: the figures are the desk's. BENCH_COLD_CONNECTIONS=1 opens
// them with the first orders instead, a storm of new connections at once, which Node accepts one
// per turn of its event loop (libuv accepts one connection per poll), so the last of fifty waits
// for some forty turns of other buyers' work (docs/architecture.md, "Load").
//
// Every size ordered has a lot of a million vials first (BENCH_STOCK=0 leaves them without one,
// so they are not counted), so each order holds its vials as a buyer's does; the vials held are
// checked against the orders stored.
//
//   BENCH_ORDERS=500 BENCH_CONNECTIONS=50 npm run bench:orders
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { freePort } from '../server/free-port.js'

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const ORDERS = Number(process.env.BENCH_ORDERS ?? 500)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const COLD_CONNECTIONS = process.env.BENCH_COLD_CONNECTIONS === '1'
const RETRIED = Math.floor(ORDERS / 5)
const databaseUrl = process.env.DATABASE_URL || ''
const STOCKED = process.env.BENCH_STOCK !== '0'
const PRODUCTS = ['bpc-157', 'tb-500', 'cjc-1295', 'ipamorelin', 'sermorelin', 'pt-141', 'aod-9604']

/** CPU time a process has used, user and system, in ms, from /proc (clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** Resident memory of a process in MiB, from /proc. */
function rssMiB(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)
  return line ? Number(line[1]) / 1024 : NaN
}

function orderBody(i) {
  const products = PRODUCTS.slice(0, 6)
  return {
    // base64url: a UUID's digit groups pass the desk's card guard about once in 400 keys.
    idempotencyKey: randomBytes(24).toString('base64url'),
    lines: [
      { productId: products[i % products.length], quantity: 1 + (i % 5) },
      { productId: 'aod-9604', quantity: 1 },
    ],
    customer: {
      firstName: 'Bench',
      lastName: `Buyer ${i}`,
      email: `buyer${i}@example.com`,
      phone: '(555) 010-0100',
      ageVerified: true,
      refundPolicyAccepted: true,
      researchUse: true,
    },
    shipping: {
      address: `${i} Main St`,
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      country: 'US',
    },
    paymentMethod: i % 2 ? 'card_link' : 'bank_transfer',
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })

/** Opens every connection of the agent with one request each, all at once, and keeps them. */
async function openConnections(port) {
  await Promise.all(
    Array.from(
      { length: CONNECTIONS },
      () =>
        new Promise((resolve, reject) => {
          const req = http.get({ host: '127.0.0.1', port, path: '/healthz', agent }, (res) => {
            res.resume()
            res.on('end', resolve)
          })
          req.on('error', reject)
        }),
    ),
  )
  const open = Object.values(agent.freeSockets).flat().length
  if (open !== CONNECTIONS) throw new Error(`opened ${open} connections, not ${CONNECTIONS}`)
}

function post(port, body) {
  const data = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/orders',
        method: 'POST',
        agent,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data) },
      },
      (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6
          const text = Buffer.concat(chunks).toString('utf8')
          resolve({ status: res.statusCode, ms, json: text ? JSON.parse(text) : null })
        })
      },
    )
    req.on('error', reject)
    req.end(data)
  })
}

async function waitUntilUp(url, child, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`server did not answer at ${url}`)
}

/** Numbers of every stored order and how many keys they carry, asked of the running desk. */
async function storedOrders(dataDir) {
  return query(dataDir, 'select number, idempotency_key from orders order by number')
}

/** Rows of `sql` (as arrays) from the shop's database. */
async function query(dataDir, sql, params = []) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      const { rows } = await client.query({ text: sql, values: params, rowMode: 'array' })
      return rows
    } finally {
      await client.end()
    }
  }
  // The embedded database belongs to the server: ask it through its loopback admin channel.
  const { port, token } = JSON.parse(readFileSync(path.join(dataDir, 'admin.json'), 'utf8'))
  const res = await fetch(`http://127.0.0.1:${port}/query`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ sql, params }),
  })
  if (!res.ok) throw new Error(`admin channel answered ${res.status}`)
  return (await res.json()).rows
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
const round = (n, d = 1) => Number(n.toFixed(d))

const port = await freePort()
const base = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-orders-'))
const startedAt = Date.now()
const server = spawn(process.execPath, [path.join(projectRoot, 'server/start.js')], {
  cwd: projectRoot,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // A throwaway database: a benchmark never touches the shop's own ./data.
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    // The production limit (10 a minute per address) would refuse a load test from one address.
    RATE_LIMIT_ORDERS: String(ORDERS * 10),
    SMTP_URL: '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})

let failed = false
try {
  await waitUntilUp(`${base}/`, server)
  const startupSeconds = (Date.now() - startedAt) / 1000
  if (STOCKED) {
    // A lot of each product's default size, and its count (as registering it in the console
    // makes them); the server reads the count within a second.
    for (const id of PRODUCTS) {
      await query(
        dataDir,
        `insert into lots (product_id, size_key, lot_number, test_date, measured_purity,
           identity_method, identity_result, purity_method, purity_result, analyst,
           quantity_on_hand)
         select id, sizes->0->>'key', 'BENCH-1', '2026-01-15', 99.5, 'ESI-MS', 'Matches',
           'HPLC', '99.5%', 'Bench', 1000000 from catalogue_products where id = $1`,
        [id],
      )
      await query(
        dataDir,
        `insert into stock_levels (product_id, size_key, on_hand)
         select product_id, size_key, quantity_on_hand from lots where product_id = $1`,
        [id],
      )
    }
  }
  // The server reads the counts within a second, and makes its pages again (some 4 s of CPU).
  await new Promise((r) => setTimeout(r, STOCKED ? 8000 : 1000))
  const idleRss = rssMiB(server.pid)

  // The jobs: every order once, and a fifth again with the same key, a few places behind.
  const bodies = Array.from({ length: ORDERS }, (_, i) => orderBody(i))
  const jobs = bodies.map((body, i) => ({ body, i, retry: false }))
  for (let k = 0; k < RETRIED; k++) {
    const i = Math.floor((k * ORDERS) / RETRIED)
    const at = Math.min(jobs.length, jobs.findIndex((j) => j.i === i) + 1 + (k % CONNECTIONS))
    jobs.splice(at, 0, { body: bodies[i], i, retry: true })
  }

  let peakRss = idleRss
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMiB(server.pid))
  }, 50)

  if (!COLD_CONNECTIONS) await openConnections(port)
  const results = []
  let next = 0
  const cpuBefore = cpuMs(server.pid)
  const loadStarted = process.hrtime.bigint()
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++]
        results.push({ job, ...(await post(port, job.body)) })
      }
    }),
  )
  const seconds = Number(process.hrtime.bigint() - loadStarted) / 1e9
  // The server's own work per request: unlike latency, hardly moved by other load on the machine.
  const cpuPerRequest = (cpuMs(server.pid) - cpuBefore) / jobs.length
  clearInterval(sampler)
  await new Promise((r) => setTimeout(r, 2000))
  const afterRss = rssMiB(server.pid)

  const latencies = results.map((r) => r.ms).sort((a, b) => a - b)
  const byStatus = {}
  for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1
  // Each key's answers must name one order.
  const numbersByOrder = new Map()
  for (const r of results) {
    if (r.status !== 201 && r.status !== 200) continue
    const set = numbersByOrder.get(r.job.i) ?? new Set()
    set.add(r.json.order.number)
    numbersByOrder.set(r.job.i, set)
  }
  const created = results.filter((r) => r.status === 201)
  const stored = await storedOrders(dataDir)
  const storedNumbers = new Set(stored.map(([number]) => number))
  const keys = new Set(stored.map(([, key]) => key))
  const counts = {
    'orders sent (distinct keys)': ORDERS,
    'requests (with retries)': results.length,
    'answered 201 (created)': created.length,
    'answered 200 (same key, same order)': byStatus[200] ?? 0,
    'other answers': results.length - created.length - (byStatus[200] ?? 0),
    'orders stored': stored.length,
    'duplicates (stored orders sharing a key)': stored.length - keys.size,
    'keys answered with two order numbers': [...numbersByOrder.values()].filter((s) => s.size > 1)
      .length,
    'orders answered 201 and missing': created.filter(
      (r) => !storedNumbers.has(r.json.order.number),
    ).length,
  }
  if (STOCKED) {
    const [[held, ordered]] = await query(
      dataDir,
      `select (select coalesce(sum(held), 0) from stock_levels),
              (select coalesce(sum(quantity), 0) from order_lines)`,
    )
    counts['vials held less vials ordered'] = Number(held) - Number(ordered)
  }
  const figures = {
    database: databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)',
    'orders/s (distinct orders)': round(ORDERS / seconds),
    'requests/s': round(results.length / seconds),
    'p50 ms': round(percentile(latencies, 50)),
    'p99 ms': round(percentile(latencies, 99)),
    'max ms': round(latencies.at(-1)),
    'wall s': round(seconds, 2),
    'server CPU ms per request': round(cpuPerRequest, 2),
    'RSS idle MiB': round(idleRss),
    'RSS peak under load MiB': round(peakRss),
    'RSS after load MiB': round(afterRss),
    'start-up s (first answer)': round(startupSeconds),
    // The figures mean little on a busy machine; this says how busy it was.
    'load average (1 min) after': round(os.loadavg()[0], 2),
  }
  console.log(
    `${ORDERS} orders (${STOCKED ? 'every size counted: each order holds its vials' : 'no size counted'}), ` +
      `${RETRIED} retried with the same key, ${CONNECTIONS} connections ` +
      `(${COLD_CONNECTIONS ? 'opened with the first orders' : 'open before the clock starts'}), loopback`,
  )
  console.table(figures)
  console.table(counts)
  failed =
    counts['answered 201 (created)'] !== ORDERS ||
    counts['other answers'] !== 0 ||
    counts['orders stored'] !== ORDERS ||
    counts['duplicates (stored orders sharing a key)'] !== 0 ||
    counts['keys answered with two order numbers'] !== 0 ||
    counts['orders answered 201 and missing'] !== 0 ||
    (counts['vials held less vials ordered'] ?? 0) !== 0
  if (failed) console.error('A count is off: see the table above.')
} catch (error) {
  failed = true
  console.error(error)
} finally {
  agent.destroy()
  const stopped = new Promise((r) => server.once('exit', r))
  server.kill('SIGTERM')
  await stopped
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)

// `npm run bench:console`: the console at 1,000,000 orders. Starts the bundled production server
// on a throwaway database, seeds the orders a batch per statement (through the running server's
// admin channel on PGlite, or straight to PostgreSQL; scripts/bench-orders-seed.js), signs an
// operator in, and times the order list as an operator uses it (first page, each status filter,
// searches by number, email and name, pages deep into the list) and the owner's home page (its
// receivables, sales over several ranges, the day's work, a bucket's orders, the navigation's
// counts, and its four requests at once). Prints p50/p95 per kind and overall.
//
//   npm run bench:console                                   (PGlite)
//   DATABASE_URL=postgres://... npm run bench:console       (PostgreSQL: an empty database)
//   BENCH_ORDERS=1000000 BENCH_YEARS=3 BENCH_ROUNDS=20 BENCH_PARTS=list,home
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { hash } from '@node-rs/argon2'
import pg from 'pg'
import { freePort } from '../server/free-port.js'
import { buildServerBundle } from './build-server.js'
import { seedOrders } from './bench-orders-seed.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000)
const YEARS = Number(process.env.BENCH_YEARS ?? 3)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20)
const PARTS = (process.env.BENCH_PARTS ?? 'list,home').split(',')
const databaseUrl = process.env.DATABASE_URL || ''
const PASSWORD = 'bench console passphrase'

const scratch = mkdtempSync(path.join(os.tmpdir(), 'bench-console-'))
const dataDir = path.join(scratch, 'data')
const distDir = path.join(scratch, 'dist')
// Inside the project, so the bundle's packages resolve from node_modules.
const bundle = path.join(root, 'node_modules/.cache', `bench-console-${process.pid}`)
await import('node:fs/promises').then((fs) => fs.mkdir(distDir))
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Shop</title>')
console.log(`Building the server bundle…`)
await buildServerBundle(bundle)

const port = await freePort()
const base = `http://127.0.0.1:${port}`
const server = spawn(process.execPath, [path.join(bundle, 'main.js')], {
  cwd: root,
  env: {
    ...process.env,
    // Vite's build (the bundle above) sets NODE_ENV=production in this process; the throwaway
    // shop keeps the placeholder identity, which a production start refuses.
    SHOP_ALLOW_PLACEHOLDER: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DIST_DIR: distDir,
    SMTP_URL: '',
    // The unpaid-orders job leaves the seeded orders as they are (no reminder, no cancellation).
    UNPAID_REMINDER_DAYS: '3650',
    UNPAID_CANCEL_DAYS: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const stop = () => {
  if (server.exitCode === null) server.kill('SIGTERM')
}
process.on('exit', () => {
  stop()
  rmSync(scratch, { recursive: true, force: true })
  rmSync(bundle, { recursive: true, force: true })
})

for (let until = Date.now() + 120_000; ;) {
  try {
    if ((await fetch(`${base}/`)).ok) break
  } catch {
    if (Date.now() > until || server.exitCode !== null) throw new Error('the server did not start')
    await new Promise((r) => setTimeout(r, 250))
  }
}

/** One statement on the server's database. */
async function query(sql, params = []) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      return (await client.query(sql, params)).rows
    } finally {
      await client.end()
    }
  }
  const { port: adminPort, token } = JSON.parse(
    readFileSync(path.join(dataDir, 'admin.json'), 'utf8'),
  )
  const res = await fetch(`http://127.0.0.1:${adminPort}/query`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ sql, params }),
  })
  const body = await res.json()
  if (!res.ok) throw new Error(body.error)
  return body.rows
}

console.log(
  `Seeding ${ORDERS.toLocaleString('en-US')} orders (${databaseUrl ? 'PostgreSQL' : 'PGlite'})…`,
)
let started = performance.now()
await seedOrders(query, ORDERS, {
  years: YEARS,
  progress: (n) =>
    console.log(
      `  ${n.toLocaleString('en-US')} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
    ),
})
console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`)

const passwordHash = await hash(PASSWORD)
await query('insert into operators (email, password_hash) values ($1, $2)', [
  'bench@example.com',
  passwordHash,
])
const signIn = await fetch(`${base}/api/admin/session`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Origin: base },
  body: JSON.stringify({ email: 'bench@example.com', password: PASSWORD }),
})
if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`)
const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]

async function timed(url) {
  const t = performance.now()
  const res = await fetch(`${base}/api/admin${url}`, { headers: { Cookie: cookie } })
  const body = await res.json()
  if (!res.ok) throw new Error(`${url} answered ${res.status}`)
  return { ms: performance.now() - t, body }
}

const pct = (list, p) => {
  const sorted = [...list].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
const where = `${ORDERS.toLocaleString('en-US')} orders on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`

/** Prints the kinds' p50 and p95, and those of every request but the ones `apart` names. */
function report(title, times, overall, apart = []) {
  const rows = Object.entries(times).map(([kind, list]) => ({
    kind,
    n: list.length,
    p50: pct(list, 50).toFixed(1),
    p95: pct(list, 95).toFixed(1),
  }))
  const all = Object.entries(times)
    .filter(([kind]) => !apart.includes(kind))
    .flatMap(([, list]) => list)
  rows.push({
    kind: overall,
    n: all.length,
    p50: pct(all, 50).toFixed(1),
    p95: pct(all, 95).toFixed(1),
  })
  console.log(`\n${title}`)
  console.log('| request | n | p50 | p95 |\n|---|---|---|---|')
  for (const r of rows) console.log(`| ${r.kind} | ${r.n} | ${r.p50} | ${r.p95} |`)
}

/** Times each kind once to warm up (the first queries load indexes), then ROUNDS times. */
async function measure(kinds) {
  const times = Object.fromEntries(Object.keys(kinds).map((k) => [k, []]))
  for (const make of Object.values(kinds)) await make(0)
  for (let round = 0; round < ROUNDS; round++) {
    for (const [kind, make] of Object.entries(kinds)) times[kind].push(await make(round))
  }
  return times
}

const get = (url) => async () => (await timed(url)).ms

if (PARTS.includes('list')) {
  const kinds = {
    'counts per status': () => get('/orders/counts')(),
    'first page': () => get('/orders')(),
    'status filter': (i) =>
      get(
        `/orders?status=${['awaiting_payment', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded'][i % 6]}`,
      )(),
    'search number': (i) =>
      get(`/orders?q=RRS-${(i * 7919).toString(16).toUpperCase().slice(0, 3)}`)(),
    'search email': (i) => get(`/orders?q=buyer${1000 + i * 37}@example.com`)(),
    'search name': (i) => get(`/orders?q=${['grace1', 'turing', 'ada lov', 'curie5'][i % 4]}`)(),
  }
  const times = await measure(kinds)
  // Paging deep: 20 pages in a row through a status filter and through everything.
  times['page 2-21 (keyset)'] = []
  for (const start of ['/orders?status=delivered', '/orders']) {
    let { body } = await timed(start)
    for (let page = 0; page < 20 && body.next; page++) {
      const sep = start.includes('?') ? '&' : '?'
      const r = await timed(`${start}${sep}after=${body.next}`)
      times['page 2-21 (keyset)'].push(r.ms)
      body = r.body
    }
  }
  report(
    `Order list at ${where} (ms, one operator, loopback; the console asks for the counts beside the first page):`,
    times,
    'all list requests',
    ['counts per status'],
  )
}

if (PARTS.includes('home')) {
  // The shop's days (SHOP_TIME_ZONE's default), as the home page's ranges are.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(),
  )
  const before = (days) =>
    new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10)
  const buckets = ['not_due', 'late_1_7', 'late_8_30', 'late_over_30']
  const times = await measure({
    receivables: () => get('/home/receivables')(),
    "today's work": () => get('/home/work')(),
    'sales, last 30 days by day (the default)': () => get('/home/sales')(),
    'sales, 13 weeks by week': () => get(`/home/sales?from=${before(90)}&to=${today}&by=week`)(),
    'sales, a year by day': () => get(`/home/sales?from=${before(365)}&to=${today}&by=day`)(),
    'sales, 3 years by month beside the year before': () =>
      get(`/home/sales?from=${before(3 * 365)}&to=${today}&by=month&compare=year`)(),
    "a receivables bucket's orders": (i) => get(`/orders?due=${buckets[i % buckets.length]}`)(),
    // Every page of the console asks for these (the navigation's badges), this one too.
    "the navigation's counts": () => get('/work-counts')(),
    // The page opens with these four at once.
    'the page: its four requests together': async () => {
      const t = performance.now()
      await Promise.all(
        ['/home/receivables', '/home/work', '/home/sales', '/work-counts'].map((u) => timed(u)),
      )
      return performance.now() - t
    },
  })
  const { body: owed } = await timed('/home/receivables')
  const { body: work } = await timed('/home/work')
  console.log(
    `\nAwaiting payment: ${owed.total.orders.toLocaleString('en-US')} orders; to ship: ${work.toShip.count.toLocaleString('en-US')}.`,
  )
  report(
    `Home page at ${where} (ms, one operator, loopback; figures from the daily summary, receivables from the unpaid orders):`,
    times,
    'all home page requests',
    ['the page: its four requests together'],
  )
}
stop()
process.exit(0)

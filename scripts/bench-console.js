// `npm run bench:console`: the console's order list at 100,000 orders. Starts the bundled
// production server on a throwaway database, seeds the orders in one SQL statement (through the
// running server's admin channel on PGlite, or straight to PostgreSQL), signs an operator in,
// and times the list as an operator uses it: first page, each status filter, searches by
// number, email and name, and pages deep into the list. Prints p50/p95 per kind and overall.
//
//   npm run bench:console                                   (PGlite)
//   DATABASE_URL=postgres://... npm run bench:console       (PostgreSQL: an empty database)
//   BENCH_ORDERS=100000 BENCH_ROUNDS=20
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { hash } from '@node-rs/argon2'
import pg from 'pg'
import { freePort } from '../server/free-port.js'
import { buildServerBundle } from './build-server.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20)
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
// Spread over a year, statuses in a shop's usual mix, a few hundred distinct names.
await query(
  `insert into orders (number, status, version, payment_method, subtotal_cents, tax_cents,
     shipping_cents, total_cents, first_name, last_name, email, phone, age_verified,
     refund_policy_accepted, address, city, state, zip, country, idempotency_key, request_hash,
     created_at, updated_at)
   select 'RRS-' || upper(substr(md5(i::text), 1, 3) || lpad(to_hex(i), 5, '0')),
          (array['delivered','delivered','delivered','shipped','paid','awaiting_payment','cancelled','refunded'])[1 + i % 8],
          1, (array['card_link','bank_transfer'])[1 + i % 2], 8999, 630, 999, 10628,
          (array['Ada','Grace','Alan','Rosalind','Marie','Linus','Barbara','Edsger'])[1 + i % 8] || (i % 97),
          (array['Lovelace','Hopper','Turing','Franklin','Curie','Pauling','Liskov','Dijkstra'])[1 + (i / 8) % 8] || (i % 89),
          'buyer' || i || '@example.com', '(555) 010-0100', true, true, '1 Main St', 'Springfield',
          'IL', '62701', 'US', 'bench-' || i, 'x',
          now() - (i * interval '315 seconds'), now()
     from generate_series(1, $1::int) as i`,
  [ORDERS],
)
await query('analyze orders')
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

const kinds = {
  'counts per status': () => '/orders/counts',
  'first page': () => '/orders',
  'status filter': (i) =>
    `/orders?status=${['awaiting_payment', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded'][i % 6]}`,
  'search number': (i) => `/orders?q=RRS-${(i * 7919).toString(16).toUpperCase().slice(0, 3)}`,
  'search email': (i) => `/orders?q=buyer${1000 + i * 37}@example.com`,
  'search name': (i) => `/orders?q=${['grace1', 'turing', 'ada lov', 'curie5'][i % 4]}`,
}
const times = Object.fromEntries([...Object.keys(kinds), 'page 2-21 (keyset)'].map((k) => [k, []]))

// Warm-up: the first queries load indexes into memory.
for (const make of Object.values(kinds)) await timed(make(0))
for (let round = 0; round < ROUNDS; round++) {
  for (const [kind, make] of Object.entries(kinds)) times[kind].push((await timed(make(round))).ms)
}
// Paging deep: 20 pages in a row through a status filter and through everything.
for (const start of ['/orders?status=delivered', '/orders']) {
  let { body } = await timed(start)
  for (let page = 0; page < 20 && body.next; page++) {
    const sep = start.includes('?') ? '&' : '?'
    const r = await timed(`${start}${sep}after=${body.next}`)
    times['page 2-21 (keyset)'].push(r.ms)
    body = r.body
  }
}

const pct = (list, p) => {
  const sorted = [...list].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
const rows = Object.entries(times).map(([kind, list]) => ({
  kind,
  n: list.length,
  p50: pct(list, 50).toFixed(1),
  p95: pct(list, 95).toFixed(1),
}))
const all = Object.entries(times)
  .filter(([kind]) => kind !== 'counts per status')
  .flatMap(([, list]) => list)
rows.push({
  kind: 'all list requests',
  n: all.length,
  p50: pct(all, 50).toFixed(1),
  p95: pct(all, 95).toFixed(1),
})
console.log(
  `\nOrder list at ${ORDERS.toLocaleString('en-US')} orders on ${databaseUrl ? 'PostgreSQL' : 'PGlite'} (ms, one operator, loopback; the console asks for the counts beside the first page):`,
)
console.log('| request | n | p50 | p95 |\n|---|---|---|---|')
for (const r of rows) console.log(`| ${r.kind} | ${r.n} | ${r.p50} | ${r.p95} |`)
stop()
process.exit(0)

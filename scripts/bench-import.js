// `npm run bench:import`: buyers' answers while the owner imports the catalogue. Starts the
// production server (bundled from the current source) on a throwaway database, registers a lot,
// signs an owner in, and sends a steady stream of buyers' requests at a fixed rate over kept-alive
// connections: a product page (GET /products/bpc-157), the desk's certificates of that product
// (GET /api/products/bpc-157/lots) and an order (POST /api/orders), in turn. Meanwhile the owner
// sends a CSV of BENCH_ROWS new products (5,000 by default, the most an import takes, some 2 MB):
// first the dry run, then the import itself. Prints each one's duration and the buyers'
// p50/p95/p99/max during it, per request kind and overall, beside the same figures when no import
// runs, and for BENCH_AFTER seconds after the import (the pages made again from a catalogue of
// 5,000 more products). docs/DECISIONS.md, "Running the catalogue", asks for a p99 within 100 ms
// during both; exits 1 when an answer was not the one expected (never for a figure).
//
//   npm run bench:import                                   (PGlite)
//   .ci/with-postgres npm run bench:import                 (PostgreSQL)
//   BENCH_ROWS=5000 BENCH_RATE=15 BENCH_QUIET=5 BENCH_AFTER=10 DIST_DIR=dist BENCH_BUNDLE=dir
//
// The pages come from a full build in DIST_DIR (its renderer beside it, `dist-ssr`); without
// one, `npm run build` makes it first (a minute or two).
import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { hash } from '@node-rs/argon2'
import { stringify } from 'csv-stringify/sync'
import pg from 'pg'
import { freePort } from '../server/free-port.js'
import { buildServerBundle } from './build-server.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const ROWS = Number(process.env.BENCH_ROWS ?? 5000)
/** Buyers' requests a second, over all kinds. */
const RATE = Number(process.env.BENCH_RATE ?? 15)
const QUIET_S = Number(process.env.BENCH_QUIET ?? 5)
const AFTER_S = Number(process.env.BENCH_AFTER ?? 10)
const databaseUrl = process.env.DATABASE_URL || ''
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist')
const PASSWORD = 'bench import passphrase'
const EMAIL = 'owner@example.com'

const scratch = mkdtempSync(path.join(os.tmpdir(), 'bench-import-'))
const dataDir = path.join(scratch, 'data')
// Inside the project, so the bundle's packages resolve from node_modules. BENCH_BUNDLE names
// a bundle built before (another version of the server, to compare), used as it is.
const given = process.env.BENCH_BUNDLE ? path.resolve(root, process.env.BENCH_BUNDLE) : ''
const bundle = given || path.join(root, 'node_modules/.cache', `bench-import-${process.pid}`)
process.on('exit', () => {
  rmSync(scratch, { recursive: true, force: true })
  if (!given) rmSync(bundle, { recursive: true, force: true })
})

if (!existsSync(path.join(distDir, 'index.html')) || !existsSync(`${distDir}-ssr`)) {
  console.log(`No full build in ${distDir}; building it first…`)
  execFileSync(process.execPath, [path.join(root, 'scripts/build.js')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, OUT_DIR: distDir, SERVER_DIST_DIR: path.join(scratch, 'server') },
  })
}
if (!given) {
  console.log('Building the server bundle…')
  await buildServerBundle(bundle)
}

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
    // One address sends every buyer's request here.
    RATE_LIMIT_ORDERS: '1000000',
    RATE_LIMIT_LOOKUP: '1000000',
    // A throwaway shop's owner signs in once, without setting up two-factor sign-in.
    OWNER_TWO_FACTOR: 'offered',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const stop = () => {
  if (server.exitCode === null) server.kill('SIGTERM')
}
process.on('exit', stop)

for (let until = Date.now() + 180_000; ;) {
  try {
    if ((await fetch(`${base}/`)).ok) break
  } catch {
    if (Date.now() > until || server.exitCode !== null) throw new Error('the server did not start')
    await new Promise((r) => setTimeout(r, 250))
  }
}

/** Rows (as arrays) of a statement on the server's database: PostgreSQL's own, or the embedded one's admin channel. */
async function query(sql, params = []) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      return (await client.query({ text: sql, values: params, rowMode: 'array' })).rows
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

// A lot of the product the buyers order, so each order holds its vials and the certificates'
// list has one; the server reads the count within a second.
await query(
  `insert into lots (product_id, size_key, lot_number, test_date, measured_purity,
     identity_method, identity_result, purity_method, purity_result, analyst, quantity_on_hand)
   select id, sizes->0->>'key', 'BENCH-1', '2026-01-15', 99.5, 'ESI-MS', 'Matches', 'HPLC',
     '99.5%', 'Bench', 1000000 from catalogue_products where id = 'bpc-157'`,
)
await query(
  `insert into stock_levels (product_id, size_key, on_hand)
   select product_id, size_key, quantity_on_hand from lots where product_id = 'bpc-157'`,
)
await query(`insert into operators (email, password_hash, role) values ($1, $2, 'owner')`, [
  EMAIL,
  await hash(PASSWORD),
])
const signIn = await fetch(`${base}/api/admin/session`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Origin: base },
  body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
})
if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`)
const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]
const { csrfToken } = await signIn.json()

// The file: ROWS new products of one size each, their description long enough for some 400
// bytes a row (5,000 rows: 2.0 MB, under the import's 2 MiB).
const COLUMNS = [
  'id',
  'name',
  'category',
  'size',
  'size_key',
  'price',
  'sku',
  'size_on_sale',
  'purity',
  'cas',
  'sequence',
  'molecularFormula',
  'molecularWeight',
  'alsoKnownAs',
  'storage',
  'description',
  'destinations',
  'onSale',
  'low_stock_threshold',
  'backorders',
  'backorder_days',
]
const description =
  'A tripeptide for in vitro research, supplied lyophilised. Reconstitute with bacteriostatic water; ' +
  'keep the solution at 2-8 °C and use it within 30 days. Each vial is tested for identity and purity, ' +
  'its lot named on the label.'
const rows = Array.from({ length: ROWS }, (_, i) => {
  const id = `bench-peptide-${i + 1}`
  return {
    id,
    name: `Bench peptide ${i + 1}`,
    category: 'Laboratory Reagent',
    size: '2mg',
    size_key: '',
    price: (20 + (i % 80) + 0.5).toFixed(2),
    sku: `BENCH-${i + 1}-2MG`,
    size_on_sale: 'yes',
    purity: '≥98%',
    cas: '',
    sequence: 'H-Lys-Pro-Val-OH',
    molecularFormula: 'C16H30N4O4',
    molecularWeight: '342.4',
    alsoKnownAs: 'None',
    storage: 'Store at -20°C',
    description,
    destinations: i % 10 === 0 ? '| Texas | Research use only.' : '',
    onSale: 'yes',
    low_stock_threshold: '5',
    backorders: 'no',
    backorder_days: '14',
  }
})
const csv = stringify(rows, { header: true, columns: COLUMNS })

// --- The buyers ------------------------------------------------------------------------------

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
const orderBody = () =>
  JSON.stringify({
    // base64url: a UUID's digit groups pass the desk's card guard about once in 400 keys.
    idempotencyKey: randomBytes(24).toString('base64url'),
    lines: [{ productId: 'bpc-157', quantity: 1 }],
    customer: {
      firstName: 'Bench',
      lastName: 'Buyer',
      email: 'buyer@example.com',
      phone: '(555) 010-0100',
      ageVerified: true,
      refundPolicyAccepted: true,
      researchUse: true,
    },
    shipping: {
      address: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      country: 'US',
    },
    paymentMethod: 'bank_transfer',
  })
const KINDS = {
  'product page': { method: 'GET', path: '/products/bpc-157', ok: 200 },
  'certificates (desk)': { method: 'GET', path: '/api/products/bpc-157/lots', ok: 200 },
  'order (desk)': { method: 'POST', path: '/api/orders', ok: 201, body: orderBody },
}

/**
 * One request; resolves with its status and milliseconds from sending to the last byte. A kept
 * connection the server closed as it was reused is tried again once, as a browser does.
 */
function send(kind, started = performance.now(), retried = false) {
  const { method, path: url, body } = KINDS[kind]
  const data = body?.()
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method,
        agent,
        headers: data
          ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data) }
          : { 'Accept-Encoding': 'br' },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }))
      },
    )
    req.on('error', (error) =>
      resolve(
        req.reusedSocket && !retried && ['ECONNRESET', 'EPIPE'].includes(error.code)
          ? send(kind, started, true)
          : { status: error.code, ms: performance.now() - started },
      ),
    )
    req.end(data)
  })
}

const sleep = (s) => new Promise((r) => setTimeout(r, s * 1000))
const kinds = Object.keys(KINDS)

/** The owner's import (`apply`) or dry run; its duration and answer (however long it takes). */
function importCsv(apply) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: `/api/admin/catalogue/import${apply ? '?apply=1' : ''}`,
        method: 'POST',
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Length': Buffer.byteLength(csv),
          Origin: base,
          Cookie: cookie,
          'X-CSRF-Token': csrfToken,
        },
      },
      (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          const ms = performance.now() - started
          const ok = res.statusCode === 200
          resolve({
            ms,
            status: res.statusCode,
            bytes: text.length,
            result: ok ? JSON.parse(text) : text,
          })
        })
      },
    )
    req.on('error', reject)
    req.end(csv)
  })
}

// Warm: the lot's count read and the pages made again with it (some seconds of CPU), the
// connections open: the product page answers within 50 ms five times in a row.
for (let fast = 0, until = Date.now() + 180_000; fast < 5 && Date.now() < until;) {
  const { ms: took } = await send('product page')
  fast = took < 50 ? fast + 1 : 0
  await sleep(0.2)
}
/** Every buyer's request: its kind, when it was sent, its answer's status and time. */
const sent = []
let buying = true
// An open loop: one request every 1/RATE s whatever the answers, as buyers arrive.
const buyers = (async () => {
  const started = performance.now()
  for (let n = 0; buying; n++) {
    const at = started + (n * 1000) / RATE
    const wait = at - performance.now()
    if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    const kind = kinds[n % kinds.length]
    const entry = { kind, at: performance.now() }
    sent.push(entry)
    entry.answer = send(kind).then((answer) => Object.assign(entry, answer))
  }
})()

const phases = []
let t = performance.now()
await sleep(QUIET_S)
phases.push({ name: 'no import', from: t, to: performance.now() })

t = performance.now()
const dry = await importCsv(false)
phases.push({ name: `dry run, ${ROWS} new rows`, from: t, to: performance.now(), run: dry })
await sleep(2)

t = performance.now()
const applied = await importCsv(true)
phases.push({ name: `import, ${ROWS} new rows`, from: t, to: performance.now(), run: applied })

t = performance.now()
await sleep(AFTER_S)
phases.push({ name: `${AFTER_S} s after the import`, from: t, to: performance.now() })
buying = false
await buyers
// Answers still outstanding a minute on are counted as never answered.
await Promise.race([Promise.all(sent.map((entry) => entry.answer)), sleep(60)])
for (const entry of sent) entry.ms ??= Infinity

// --- The figures -----------------------------------------------------------------------------

const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
const ms = (n) => (n === undefined ? '-' : n.toFixed(1))
const failures = []
const expect = (ok, what) => {
  if (!ok) failures.push(what)
}
expect(
  dry.status === 200 && dry.result.changes?.length === ROWS && dry.result.errors?.length === 0,
  `the dry run answered ${dry.status}: ${String(JSON.stringify(dry.result)).slice(0, 300)}`,
)
expect(
  applied.status === 200 && applied.result.applied === true,
  `the import answered ${applied.status}: ${String(JSON.stringify(applied.result)).slice(0, 300)}`,
)
const [[count]] = await query(`select count(*)::int from catalogue_products`)
expect(Number(count) === 7 + ROWS, `the catalogue has ${count} products, not ${7 + ROWS}`)

console.log(
  `\nBuyers' answers while the owner imports ${ROWS} new products (${(csv.length / 1e6).toFixed(2)} MB) on ` +
    `${databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${RATE} requests/s in turn (product page, certificates, ` +
    `order), loopback, ms from sending to the last byte. Load average ${os.loadavg()[0].toFixed(2)} on ` +
    `${os.cpus().length} cores.\n`,
)
console.log('| while | owner’s request | buyers: kind | n | p50 | p95 | p99 | max |')
console.log('|---|---|---|---|---|---|---|---|')
for (const phase of phases) {
  const during = sent.filter((e) => e.at >= phase.from && e.at < phase.to)
  for (const e of during) {
    if (e.status !== KINDS[e.kind].ok) failures.push(`${e.kind} answered ${e.status ?? 'nothing'}`)
  }
  const owner = phase.run
    ? `${(phase.run.ms / 1000).toFixed(2)} s, ${phase.run.status}, ${(phase.run.bytes / 1e6).toFixed(1)} MB`
    : ''
  for (const kind of [...kinds, 'all']) {
    const list = during
      .filter((e) => kind === 'all' || e.kind === kind)
      .map((e) => e.ms)
      .sort((a, b) => a - b)
    const line = [
      phase.name,
      kind === 'all' ? owner : '',
      kind === 'all' ? '**all**' : kind,
      list.length,
      ms(pct(list, 50)),
      ms(pct(list, 95)),
      ms(pct(list, 99)),
      ms(list.at(-1)),
    ]
    console.log(`| ${line.join(' | ')} |`)
  }
}
if (failures.length > 0) {
  console.error(
    `\n${failures.length} unexpected answers, the first:\n  ${failures.slice(0, 5).join('\n  ')}`,
  )
}
agent.destroy()
// The database's folder is removed once the server has stopped writing to it.
const stopped = new Promise((resolve) => server.once('exit', resolve))
stop()
await Promise.race([stopped, sleep(30)])
process.exit(failures.length > 0 ? 1 : 0)

// `npm run bench:status`: what the status page and the lookup give away by their timing. Starts
// server/start.js (as `npm start` does; build first) on a throwaway DATA_DIR, or on DATABASE_URL
// when set (run it under .ci/with-postgres for PostgreSQL), places orders, then asks in turn:
//
//   GET /api/orders/{number} with a wrong secret, for a placed order and for an unknown number;
//   POST /api/orders/lookup for a placed order with its email, with another email, and for an
//   unknown number.
//
// and prints each kind's median and p90 in ms, and each pair's difference of medians, with a
// pause after each request so that its own answer is timed. The lookup queues its mail after it
// has answered; a request sent right behind it shares the server with that work, so the script
// also times a GET sent at once after each kind of lookup. The answers must not differ (status
// and body); it exits 1 when they do. Figures, not a test: a busy machine moves them.
//
//   BENCH_ROUNDS=400 npm run bench:status
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../server/free-port.js'

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 400)
/** Quiet time before each timed request, for the work of the one before it to end. */
const PAUSE_MS = 15
const ORDERS = Math.ceil(ROUNDS / 3)
const databaseUrl = process.env.DATABASE_URL || ''
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })

function send(port, method, urlPath, { body, headers = {} } = {}) {
  const data = body === undefined ? undefined : JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method,
        agent,
        headers: data
          ? {
              'Content-Type': 'application/json',
              'Content-Length': Buffer.byteLength(data),
              ...headers,
            }
          : headers,
      },
      (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6
          resolve({ status: res.statusCode, ms, text: Buffer.concat(chunks).toString('utf8') })
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

function orderBody(i) {
  return {
    idempotencyKey: crypto.randomUUID(),
    lines: [{ productId: 'bpc-157', quantity: 1 + (i % 5) }],
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
    paymentMethod: 'bank_transfer',
  }
}

const sorted = (xs) => [...xs].sort((a, b) => a - b)
const at = (xs, p) => sorted(xs)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]
const ms = (n) => n.toFixed(2).padStart(7)

const port = await freePort()
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-status-'))
const generous = String(ROUNDS * 10)
const server = spawn(process.execPath, [path.join(projectRoot, 'server/start.js')], {
  cwd: projectRoot,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    // One address asks everything; the production limits would refuse the benchmark itself.
    RATE_LIMIT_ORDERS: generous,
    RATE_LIMIT_LOOKUP: generous,
    RATE_LIMIT_STATUS: generous,
    SMTP_URL: '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})

let failed = false
try {
  await waitUntilUp(`http://127.0.0.1:${port}/`, server)
  const placed = []
  for (let i = 0; i < ORDERS; i++) {
    const res = await send(port, 'POST', '/api/orders', { body: orderBody(i) })
    if (res.status !== 201) throw new Error(`placing an order answered ${res.status}`)
    placed.push({ number: JSON.parse(res.text).order.number, email: `buyer${i}@example.com` })
  }
  // A valid secret's length, so the comparison runs in full.
  const wrongSecret = 'A'.repeat(43)
  const unknownNumber = (i) => `RRS-ZZ${String(i % 1_000_000).padStart(6, '0')}`.slice(0, 12)
  const kinds = {
    'GET, placed order, wrong secret': (i) =>
      send(port, 'GET', `/api/orders/${placed[i % ORDERS].number}`, {
        headers: { 'X-Order-Secret': wrongSecret },
      }),
    'GET, unknown number': (i) =>
      send(port, 'GET', `/api/orders/${unknownNumber(i)}`, {
        headers: { 'X-Order-Secret': wrongSecret },
      }),
    // Each order's first three lookups queue a link (the hourly share); later ones do not.
    'lookup, matching email': (i) =>
      send(port, 'POST', '/api/orders/lookup', { body: placed[i % ORDERS] }),
    'lookup, other email': (i) =>
      send(port, 'POST', '/api/orders/lookup', {
        body: { number: placed[i % ORDERS].number, email: 'someone@example.com' },
      }),
    'lookup, unknown number': (i) =>
      send(port, 'POST', '/api/orders/lookup', {
        body: { number: unknownNumber(i), email: placed[i % ORDERS].email },
      }),
  }
  const probe = (i) =>
    send(port, 'GET', `/api/orders/${unknownNumber(i)}`, {
      headers: { 'X-Order-Secret': wrongSecret },
    })
  const lookupKinds = Object.keys(kinds).filter((k) => k.startsWith('lookup'))
  const times = Object.fromEntries(Object.keys(kinds).map((k) => [k, []]))
  const behind = Object.fromEntries(lookupKinds.map((k) => [k, []]))
  const answers = Object.fromEntries(Object.keys(kinds).map((k) => [k, new Set()]))
  const pause = () => new Promise((r) => setTimeout(r, PAUSE_MS))
  // Warm up, then interleave the kinds so that drift in the machine touches each alike.
  for (let i = 0; i < 20; i++) for (const ask of Object.values(kinds)) await ask(i)
  for (let i = 0; i < ROUNDS; i++) {
    for (const [kind, ask] of Object.entries(kinds)) {
      await pause()
      const res = await ask(i)
      times[kind].push(res.ms)
      answers[kind].add(`${res.status} ${res.text}`)
      if (behind[kind]) behind[kind].push((await probe(i)).ms)
    }
  }

  console.log(`${ROUNDS} rounds on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}; ms per request`)
  console.log('                                    median      p90')
  for (const [kind, list] of Object.entries(times)) {
    console.log(`  ${kind.padEnd(32)} ${ms(at(list, 50))}  ${ms(at(list, 90))}`)
  }
  const diff = (a, b) => at(times[a], 50) - at(times[b], 50)
  console.log('difference of medians')
  console.log(
    `  GET: placed - unknown            ${ms(diff('GET, placed order, wrong secret', 'GET, unknown number'))}`,
  )
  console.log(
    `  lookup: match - other email      ${ms(diff('lookup, matching email', 'lookup, other email'))}`,
  )
  console.log(
    `  lookup: match - unknown number   ${ms(diff('lookup, matching email', 'lookup, unknown number'))}`,
  )

  console.log('a GET sent at once behind each kind of lookup')
  for (const [kind, list] of Object.entries(behind)) {
    console.log(`  behind ${kind.padEnd(25)} ${ms(at(list, 50))}  ${ms(at(list, 90))}`)
  }

  const distinct = (...ks) => new Set(ks.flatMap((k) => [...answers[k]]))
  const gets = distinct('GET, placed order, wrong secret', 'GET, unknown number')
  const lookups = distinct(
    'lookup, matching email',
    'lookup, other email',
    'lookup, unknown number',
  )
  console.log(`distinct answers: GET ${gets.size}, lookup ${lookups.size} (each must be 1)`)
  if (gets.size !== 1 || lookups.size !== 1) failed = true
} catch (error) {
  console.error(error)
  failed = true
} finally {
  server.kill('SIGTERM')
  await new Promise((r) => server.once('exit', r))
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)

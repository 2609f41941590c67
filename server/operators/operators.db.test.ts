// @vitest-environment node
// Operator accounts from the command line, with the shop stopped and running, and sessions
// shared by two server processes on one PostgreSQL.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../free-port.js'
import { freshDatabasePlace, ON_POSTGRES } from '../test/database'
import { orderBody } from '../test/desk-app'
import { freshServerBundle, waitForServer } from '../test-support.js'

const cleanups: (() => Promise<unknown>)[] = []
let bundle: string
let distDir: string
const PASSWORD = 'a long enough passphrase'

beforeAll(async () => {
  bundle = await freshServerBundle()
  distDir = await mkdtemp(path.join(os.tmpdir(), 'console-dist-'))
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Shop</title>')
  cleanups.push(
    () => rm(bundle, { recursive: true, force: true }),
    () => rm(distDir, { recursive: true, force: true }),
  )
}, 180_000)

afterAll(async () => {
  for (const c of cleanups.reverse()) await c()
})

/** Runs `operator ...` of the bundled command line, feeding stdin; answers its output. */
function operator(args: string[], env: NodeJS.ProcessEnv, stdin = '') {
  return new Promise<{ code: number; out: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(bundle, 'admin.js'), 'operator', ...args], {
      env: { ...process.env, ...env },
    })
    let out = ''
    child.stdout.on('data', (c) => (out += c))
    child.stderr.on('data', (c) => (out += c))
    child.stdin.end(stdin)
    child.on('exit', (code) => resolve({ code: code ?? -1, out }))
  })
}

async function startServer(env: NodeJS.ProcessEnv): Promise<string> {
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, [path.join(bundle, 'main.js')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: distDir },
    stdio: 'ignore',
  })
  cleanups.push(async () => {
    if (child.exitCode !== null) return
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
  })
  const base = `http://127.0.0.1:${port}`
  await waitForServer(base, 90_000)
  return base
}

interface Session {
  cookie: string
  csrf: string
}

async function signIn(base: string, email: string, password = PASSWORD): Promise<Session> {
  const res = await fetch(`${base}/api/admin/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ email, password }),
  })
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`)
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!
  return { cookie, csrf: ((await res.json()) as { csrfToken: string }).csrfToken }
}

const sessionStatus = async (base: string, s: Session) =>
  (await fetch(`${base}/api/admin/session`, { headers: { Cookie: s.cookie } })).status

describe.skipIf(ON_POSTGRES)('operator commands on the embedded database', () => {
  it('work with the shop stopped and while it runs, and read passwords only from stdin', async () => {
    const place = await freshDatabasePlace()
    cleanups.push(() => place.drop())
    const env = { DATA_DIR: place.dataDir, DATABASE_URL: '' }

    expect((await operator(['add', 'first@example.com', PASSWORD], env)).code).toBe(2)
    const short = await operator(['add', 'first@example.com'], env, 'short\n')
    expect(short.code).toBe(1)
    expect(short.out).toContain('at least 12 characters')
    const added = await operator(['add', 'First@Example.com'], env, `${PASSWORD}\n`)
    expect(added.out).toContain('first@example.com added')
    expect(added.code).toBe(0)

    const base = await startServer(env)
    // The data folder is the running server's: this goes through its admin channel.
    expect((await operator(['add', 'second@example.com'], env, `${PASSWORD}\n`)).code).toBe(0)
    const dup = await operator(['add', 'second@example.com'], env, `${PASSWORD}\n`)
    expect(dup.code).toBe(1)
    expect(dup.out).toContain('already exists')

    const first = await signIn(base, 'first@example.com')
    await signIn(base, 'second@example.com')
    const listed = await operator(['list'], env)
    expect(listed.out).toMatch(/first@example\.com\tactive, 1 session/)

    const disabled = await operator(['disable', 'first@example.com'], env)
    expect(disabled.out).toContain('1 session(s) ended')
    expect(await sessionStatus(base, first)).toBe(401)
    await expect(signIn(base, 'first@example.com')).rejects.toThrow(/401/)
    await operator(['enable', 'first@example.com'], env)
    await operator(['password', 'first@example.com'], env, 'a brand new passphrase\n')
    await expect(signIn(base, 'first@example.com')).rejects.toThrow(/401/)
    await signIn(base, 'first@example.com', 'a brand new passphrase')
    expect((await operator(['disable', 'nobody@example.com'], env)).out).toContain(
      'No operator nobody@example.com',
    )
  }, 240_000)
})

describe.runIf(ON_POSTGRES)('two servers on one PostgreSQL', () => {
  it('accept each other’s sessions, and a sign-out on one ends it on both', async () => {
    const place = await freshDatabasePlace()
    cleanups.push(() => place.drop())
    const env = { DATA_DIR: place.dataDir, DATABASE_URL: place.databaseUrl }
    const [a, b] = await Promise.all([startServer(env), startServer(env)])
    expect((await operator(['add', 'ops@example.com'], env, `${PASSWORD}\n`)).code).toBe(0)

    const session = await signIn(a, 'ops@example.com')
    expect(await sessionStatus(b, session)).toBe(200)
    const placed = await fetch(`${a}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(orderBody()),
    })
    const { order } = (await placed.json()) as { order: { number: string } }
    // A write on server B with the session and CSRF token made on server A.
    const paid = await fetch(`${b}/api/admin/orders/${order.number}/mark_paid`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: session.cookie,
        Origin: b,
        'X-CSRF-Token': session.csrf,
      },
      body: JSON.stringify({ version: 1, paymentReference: 'WIRE 1' }),
    })
    expect(paid.status).toBe(200)
    const end = await fetch(`${b}/api/admin/session/end`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: session.cookie,
        Origin: b,
        'X-CSRF-Token': session.csrf,
      },
      body: '{}',
    })
    expect(end.status).toBe(204)
    expect(await sessionStatus(a, session)).toBe(401)
  }, 240_000)
})

// @vitest-environment node
// The command line as a person runs it (`npm run operator`, `npm run db:backup`, through
// server/run-admin.js): it names the database it works on, refuses a folder that holds no shop
// database instead of making an empty one, and fails with a message, never a stack.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../free-port.js'
import { freshDatabasePlace, ON_POSTGRES, testDatabase } from '../test/database'
import { freshServerBundle, PROJECT_ROOT, waitForServer } from '../test-support.js'

const PASSWORD = 'a long enough passphrase'
const cleanups: (() => Promise<unknown>)[] = []
let bundle: string
let scratch: string

beforeAll(async () => {
  bundle = await freshServerBundle()
  scratch = await mkdtemp(path.join(os.tmpdir(), 'cli-'))
  cleanups.push(
    () => rm(bundle, { recursive: true, force: true }),
    () => rm(scratch, { recursive: true, force: true }),
  )
}, 180_000)

afterAll(async () => {
  for (const c of cleanups.reverse()) await c()
})

/** `npm run <script> -- args` as run-admin.js runs it; answers exit code and all output. */
function cli(args: string[], env: NodeJS.ProcessEnv, stdin = '') {
  return new Promise<{ code: number; out: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(PROJECT_ROOT, 'server/run-admin.js'), ...args],
      {
        env: { ...process.env, SERVER_DIST_DIR: bundle, DATABASE_URL: '', ...env },
      },
    )
    let out = ''
    child.stdout.on('data', (c) => (out += c))
    child.stderr.on('data', (c) => (out += c))
    child.stdin.end(stdin)
    child.on('exit', (code) => resolve({ code: code ?? -1, out }))
  })
}

const STACK_FRAME = /^\s+at /m

describe.skipIf(ON_POSTGRES)('the command line on the embedded database', () => {
  it('refuses a data folder that is missing or holds no database, and makes nothing', async () => {
    const missing = path.join(scratch, 'no-such-folder')
    const refused = await cli(
      ['operator', 'add', 'ops@example.com'],
      { DATA_DIR: missing },
      `${PASSWORD}\n`,
    )
    expect(refused.code).toBe(1)
    expect(refused.out).toContain(`No shop database in ${missing}`)
    expect(refused.out).toMatch(/Set DATA_DIR to the shop's data folder.*or start the shop once/)
    expect(refused.out).not.toMatch(STACK_FRAME)
    expect(existsSync(missing)).toBe(false)

    const empty = path.join(scratch, 'empty')
    await mkdir(empty)
    await writeFile(path.join(empty, 'notes.txt'), 'not a database')
    for (const args of [['operator', 'add', 'ops@example.com'], ['operator', 'list'], ['backup']]) {
      const run = await cli(args, { DATA_DIR: empty }, `${PASSWORD}\n`)
      expect(run.code, args.join(' ')).toBe(1)
      expect(run.out).toContain(`No shop database in ${empty}`)
    }
    expect(await readdir(empty)).toEqual(['notes.txt'])
  }, 120_000)

  it('names the folder it used, stopped or through the running shop, and fails without a stack', async () => {
    const place = await freshDatabasePlace()
    cleanups.push(() => place.drop())
    const env = { DATA_DIR: place.dataDir }
    const folder = `embedded database (PGlite) in ${place.dataDir}`

    const short = await cli(['operator', 'add', 'ops@example.com'], env, 'short\n')
    expect(short.code).toBe(1)
    expect(short.out).toContain('at least 12 characters')
    expect(short.out).not.toMatch(STACK_FRAME)
    expect(short.out).not.toContain('Command failed')

    const added = await cli(['operator', 'add', 'ops@example.com'], env, `${PASSWORD}\n`)
    expect(added.code).toBe(0)
    expect(added.out).toContain(`Database: ${folder}\n`)
    const backup = await cli(['backup', path.join(scratch, 'desk.sql')], env)
    expect(backup.code).toBe(0)
    expect(backup.out).toContain(`Database: ${folder}\n`)

    const port = await freePort()
    const distDir = path.join(scratch, 'dist')
    await mkdir(distDir, { recursive: true })
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Shop</title>')
    const server: ChildProcess = spawn(process.execPath, [path.join(bundle, 'main.js')], {
      env: {
        ...process.env,
        ...env,
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DIST_DIR: distDir,
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
    })
    try {
      await waitForServer(`http://127.0.0.1:${port}`, 90_000)
      const listed = await cli(['operator', 'list'], env)
      expect(listed.code).toBe(0)
      expect(listed.out).toContain(
        `Database: ${folder}, through the running shop (process ${server.pid}`,
      )
      expect(listed.out).toContain('ops@example.com')
    } finally {
      server.kill('SIGTERM')
      await new Promise((r) => server.once('exit', r))
    }
  }, 240_000)
})

describe.runIf(ON_POSTGRES)('the command line on PostgreSQL', () => {
  it('names the server and database, never the password', async () => {
    // The shop's database: migrated (by opening it), as the shop leaves it.
    const t = await testDatabase()
    cleanups.push(() => t.cleanup())
    await t.database.close()
    const url = new URL(t.databaseUrl!)
    const run = await cli(['operator', 'list'], { DATABASE_URL: t.databaseUrl })
    expect(run.code).toBe(0)
    expect(run.out).toContain(
      `Database: PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}\n`,
    )
    if (url.password) expect(run.out).not.toContain(url.password)
  }, 120_000)
})

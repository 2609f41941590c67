// @vitest-environment node
// The production server over real HTTP on a loopback port.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { headerOptions } from '../config/build-manifest.js'
import { documentHeaders } from '../config/security-headers.js'
import { IDENTITY_SETTINGS } from '../config/shop-identity.js'
import { buildServer } from './app'
import { servingContract } from './serving-contract.js'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import {
  PROJECT_ROOT,
  freePort,
  freshServerBundle,
  prepareDist,
  request,
  waitForServer,
} from './test-support.js'
import { ACME_IDENTITY } from './test/acme-identity.js'

/** A shop's own identity, nothing of it a placeholder. */
const REAL_IDENTITY = ACME_IDENTITY

let build
let app
let baseUrl

beforeAll(async () => {
  build = await prepareDist()
  app = await buildServer({ distDir: build.distDir })
  await app.listen({ port: 0, host: '127.0.0.1' })
  baseUrl = `http://127.0.0.1:${app.server.address().port}`
}, 120_000)

afterAll(async () => {
  await app?.close()
  await build?.cleanup()
})

servingContract({
  name: 'npm start',
  baseUrl: () => baseUrl,
  distDir: () => build.distDir,
  brotli: true,
})

describe('npm start: beyond the shared contract', () => {
  it('compresses on the fly with Brotli too', async () => {
    const res = await request(baseUrl, '/notes.txt', { headers: { 'accept-encoding': 'br' } })
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.text).toContain('Research use only.')
  })

  it('answers a request the HTTP parser refuses with 400 and the headers', async () => {
    const raw = await new Promise((resolve, reject) => {
      const { port } = new URL(baseUrl)
      const socket = net.connect(Number(port), '127.0.0.1', () =>
        socket.write('GET /a\u0000b HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
      )
      let data = ''
      socket.on('data', (c) => (data += c))
      socket.on('end', () => resolve(data))
      socket.on('error', reject)
    })
    expect(raw).toMatch(/^HTTP\/1\.1 400 /)
    const csp = documentHeaders(headerOptions(build.distDir))['Content-Security-Policy']
    expect(raw).toContain(`Content-Security-Policy: ${csp}`)
  })

  // Only the order desk takes bodies; a page never reads one, whatever its size.
  it('refuses a POST to a page with 405 before reading its body', async () => {
    const raw = await new Promise((resolve, reject) => {
      const { port } = new URL(baseUrl)
      const socket = net.connect(Number(port), '127.0.0.1', () =>
        socket.write(
          `POST /products HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{"padding":"${'x'.repeat(1_000)}`,
        ),
      )
      let data = ''
      socket.on('data', (c) => {
        data += c
        if (data.includes('\r\n\r\n')) socket.destroy()
      })
      socket.on('close', () => resolve(data))
      socket.on('error', reject)
    })
    expect(raw).toMatch(/^HTTP\/1\.1 405 /)
    expect(raw).toMatch(/\r\nallow: GET, HEAD\r\n/i)
  })

  it('answers a malformed percent-encoding with 400 and the headers', async () => {
    const res = await request(baseUrl, '/%E0%A4%A')
    expect(res.status).toBe(400)
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
  })
})

describe('npm start: the process', () => {
  let bundle
  beforeAll(async () => {
    bundle = await freshServerBundle()
  }, 120_000)
  afterAll(async () => {
    if (bundle) await rm(bundle, { recursive: true, force: true })
  })

  it('logs its start in JSON lines, serves, and stops cleanly on SIGTERM', async () => {
    const port = await freePort()
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'start-data-'))
    const child = spawn(process.execPath, [path.join(PROJECT_ROOT, 'server/start.js')], {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DIST_DIR: build.distDir,
        SERVER_DIST_DIR: bundle,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (c) => (stdout += c))
    child.stderr.on('data', (c) => (stderr += c))
    const exited = new Promise((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal })),
    )
    try {
      const res = await waitForServer(`http://127.0.0.1:${port}`, 90_000)
      expect(res.status).toBe(200)
      expect(res.headers['content-security-policy']).toBeTruthy()
    } finally {
      child.kill('SIGTERM')
    }
    expect(await exited).toEqual({ code: 0, signal: null })
    expect(stderr).toBe('')
    // The log is JSON lines (logging.ts); its start-up summary says what it serves where.
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines.map((l) => l.msg)).toContain(
      `Research Reagents Supply is serving ${build.distDir} at http://127.0.0.1:${port}`,
    )
    await expect(request(`http://127.0.0.1:${port}`, '/')).rejects.toThrow(/ECONNREFUSED/)
    // The clean stop gave the data folder back.
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false)
    await rm(dataDir, { recursive: true, force: true })
  }, 120_000)

  /**
   * Runs a script of the production start with these settings until it exits or serves: the
   * exit code (or 'served'), and what it wrote to stderr.
   */
  async function runUntilServedOrExit(script, env) {
    const port = await freePort()
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'start-data-'))
    const child = spawn(process.execPath, [script], {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        SITE_URL: '',
        ...Object.fromEntries(Object.values(IDENTITY_SETTINGS).map((name) => [name, ''])),
        SHOP_ALLOW_PLACEHOLDER: '',
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DIST_DIR: build.distDir,
        SERVER_DIST_DIR: bundle,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (c) => (stderr += c))
    let code = null
    const exited = new Promise((resolve) => child.on('exit', (c) => resolve((code = c))))
    const served = (async () => {
      while (code === null) {
        if (await request(`http://127.0.0.1:${port}`, '/').catch(() => null)) return 'served'
        await new Promise((r) => setTimeout(r, 200))
      }
      return 'exited'
    })()
    try {
      return { result: await Promise.race([exited, served]), stderr: () => stderr }
    } finally {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await exited
      }
      await rm(dataDir, { recursive: true, force: true })
    }
  }

  // A production shop must not go live as "orders@example.com, (555) 010-0100".
  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
    ['an https SITE_URL', { SITE_URL: 'https://shop.example' }],
  ])(
    'refuses to start with the placeholder identity under %s, saying how to go on',
    async (_, env) => {
      const start = path.join(PROJECT_ROOT, 'server/start.js')
      const run = await runUntilServedOrExit(start, env)
      expect(run.result).toBe(1)
      const said = run.stderr()
      expect(said).toMatch(/^!{72}$/m)
      expect(said).toContain("!! THE SHOP'S IDENTITY IS STILL A PLACEHOLDER")
      for (const name of ['SHOP_LEGAL_NAME', 'SHOP_EMAIL', 'SHOP_PHONE', 'SHOP_ADDRESS'])
        expect(said).toContain(`!!   ${name} = `)
      expect(said).toContain('SHOP_ALLOW_PLACEHOLDER=1 npm start')
      expect(said).not.toMatch(/\n\s+at /)
      // The bundled server checks too, for a deploy that runs it without npm start.
      const direct = await runUntilServedOrExit(path.join(bundle, 'main.js'), env)
      expect(direct.result).toBe(1)
      expect(direct.stderr()).toContain('SHOP_ALLOW_PLACEHOLDER=1')
    },
    120_000,
  )

  it('starts in production with the placeholder identity when SHOP_ALLOW_PLACEHOLDER=1', async () => {
    const start = path.join(PROJECT_ROOT, 'server/start.js')
    const run = await runUntilServedOrExit(start, {
      NODE_ENV: 'production',
      SITE_URL: 'https://shop.example',
      SHOP_ALLOW_PLACEHOLDER: '1',
    })
    expect(run.result).toBe('served')
    expect(run.stderr()).toBe('')
  }, 120_000)

  it('starts in production once the identity is real, and outside production only warns', async () => {
    const start = path.join(PROJECT_ROOT, 'server/start.js')
    const real = await runUntilServedOrExit(start, { NODE_ENV: 'production', ...REAL_IDENTITY })
    expect(real.result).toBe('served')
    const local = await runUntilServedOrExit(start, { NODE_ENV: '', SITE_URL: 'http://x.test' })
    expect(local.result).toBe('served')
  }, 120_000)

  // TRUST_PROXY=true would believe any client's X-Forwarded-For, so no per-address limit holds.
  it('refuses to start with TRUST_PROXY=true and says what to set instead', async () => {
    const { result, stderr } = await runUntilServedOrExit(
      path.join(PROJECT_ROOT, 'server/start.js'),
      { TRUST_PROXY: 'true' },
    )
    // A server that starts anyway answers; the test then fails rather than waits.
    expect(result).toBe(1)
    expect(stderr().trim()).toMatch(/^TRUST_PROXY .*hop count .*addresses/)
    expect(stderr()).not.toMatch(/\n\s+at /)
  }, 120_000)
})

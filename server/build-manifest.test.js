// @vitest-environment node
// The build's manifest: the server, the static-host `_headers` file and the nginx block all take
// the build's settings from it (not from the environment they happen to run in), and a build
// without the order desk is served as static files with no database opened.
import { spawn } from 'node:child_process'

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  headerOptions,
  manifestFromEnv,
  readBuildManifest,
  writeBuildManifest,
} from '../config/build-manifest.js'
import { DEFAULT_IDENTITY } from '../config/shop-identity.js'
import { makeNginxConf } from '../scripts/make-nginx-conf.js'
import { postbuild } from '../scripts/postbuild.js'
import { buildServer } from './app'
import {
  INLINE_SCRIPT_HASH,
  INLINE_STYLE_HASH,
  freePort,
  freshServerBundle,
  prepareDist,
  request,
  waitForServer,
} from './test-support.js'

const BUILT_WITH = {
  VITE_GEO_ENDPOINT: 'https://geo.example.net/json',
  VITE_ORDER_DESK_ORIGIN: 'https://desk.example.com/ignored/path',
  SITE_URL: 'https://shop.example.com',
  SHOP_LEGAL_NAME: 'Acme Peptides LLC',
  PAYMENT_TERMS_DAYS: '30',
}
/** What the server's own environment says: it must not win over the build. */
const RUN_ENV = { VITE_GEO_ENDPOINT: 'https://elsewhere.example.org/', SITE_URL: 'http://x' }

let build
beforeAll(async () => {
  build = await prepareDist()
  writeBuildManifest(build.distDir, manifestFromEnv(BUILT_WITH))
  await postbuild(build.distDir, { env: RUN_ENV })
}, 120_000)
afterAll(() => build?.cleanup())

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
const cspOf = (text) => /Content-Security-Policy:? "?([^"\n]+)"?/.exec(text)?.[1]

describe('the build manifest', () => {
  it('holds the build’s settings and, after postbuild, its inline-script and style hashes', () => {
    expect(readBuildManifest(build.distDir)).toEqual({
      geoEndpoint: 'https://geo.example.net/json',
      orderDesk: true,
      orderDeskOrigin: 'https://desk.example.com',
      siteUrl: 'https://shop.example.com',
      shop: { ...DEFAULT_IDENTITY, legalName: 'Acme Peptides LLC' },
      paymentTermsDays: 30,
      scriptHashes: expect.arrayContaining([INLINE_SCRIPT_HASH]),
      styleHashes: expect.arrayContaining([INLINE_STYLE_HASH]),
    })
  })

  it('gives the server, _headers and nginx one CSP, whose connect-src names the desk origin', async () => {
    const app = await buildServer({ distDir: build.distDir, env: RUN_ENV })
    const served = (await app.inject({ url: '/' })).headers['content-security-policy']
    await app.close()
    const headersFile = cspOf(await readFile(path.join(build.distDir, '_headers'), 'utf8'))
    const nginx = cspOf(makeNginxConf(headerOptions(build.distDir, RUN_ENV)))

    expect(served).toContain("connect-src 'self' https://geo.example.net https://desk.example.com;")
    expect(served).toContain(`'${INLINE_SCRIPT_HASH}'`)
    expect(served).toMatch(new RegExp(`style-src 'self'[^;]* '${escapeRegExp(INLINE_STYLE_HASH)}'`))
    expect(served).not.toMatch(/style-src[^;]*'unsafe-inline'/)
    expect(headersFile).toBe(served)
    expect(nginx).toBe(served)
  })

  it('keeps connect-src to the shop’s own origin for a same-origin desk', () => {
    const conf = makeNginxConf({ env: {} })
    expect(cspOf(conf)).toContain("connect-src 'self' https://ipapi.co;")
    expect(conf).toContain('location ^~ /api/')
  })

  it('leaves /api to the desk’s own origin, or to nobody in a static build', () => {
    expect(makeNginxConf(headerOptions(build.distDir))).not.toContain('location ^~ /api/')
    expect(makeNginxConf({ env: { VITE_ORDER_DESK: 'off' } })).not.toContain('/api/')
  })
})

describe('a VITE_ORDER_DESK=off build on the production server', () => {
  it('is served as static files: no database is opened, /api is not there', async () => {
    writeBuildManifest(build.distDir, {
      ...manifestFromEnv({ VITE_ORDER_DESK: 'off' }),
      scriptHashes: readBuildManifest(build.distDir).scriptHashes,
      styleHashes: readBuildManifest(build.distDir).styleHashes,
    })
    const bundle = await freshServerBundle()
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'static-data-'))
    const port = await freePort()
    const child = spawn(process.execPath, [path.join(bundle, 'main.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DIST_DIR: build.distDir,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    const exited = new Promise((resolve) => child.once('exit', resolve))
    try {
      const base = `http://127.0.0.1:${port}`
      expect((await waitForServer(base, 60_000)).status).toBe(200)
      const order = await request(base, '/api/orders', { method: 'POST' })
      expect(order.status).toBe(405)
      expect((await request(base, '/api/orders/RRS-00000000')).status).toBe(404)
      expect(await readdir(dataDir)).toEqual([])
      const ready = await request(base, '/readyz')
      expect(ready.status).toBe(200)
      expect(JSON.parse(ready.text)).toEqual({ status: 'ok', database: 'none' })
      expect(JSON.parse((await request(base, '/healthz')).text)).toEqual({ status: 'ok' })
    } finally {
      child.kill('SIGTERM')
      await exited
      await rm(dataDir, { recursive: true, force: true })
      await rm(bundle, { recursive: true, force: true })
    }
  }, 120_000)
})

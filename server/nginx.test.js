// @vitest-environment node
// Debian's real nginx with the generated server block, held to the same contract as `npm start`.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUILD_MANIFEST_FILE, headerOptions } from '../config/build-manifest.js'
import { securityHeaders } from '../config/security-headers.js'
import { ORDER_API } from '../src/domain/order-request'
import { LOT_PAGE_FILE } from '../config/routes.js'
import { registerLot } from './console/lots'
import { makeNginxConf } from '../scripts/make-nginx-conf.js'
import { servingContract } from './serving-contract.js'
import { inlineScriptHashes } from '../scripts/postbuild.js'
import { earlyInputScriptTag } from '../scripts/early-input-script.js'
import {
  PROJECT_ROOT,
  SECRET,
  freePort,
  prepareDist,
  request,
  waitForServer,
} from './test-support.js'
import { deskApp, orderBody } from './test/desk-app'

const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find(existsSync)
const MIME_TYPES = '/etc/nginx/mime.types'
const LOT_SHELL = '<!doctype html><title>Certificate of Analysis</title><div id="root"></div>'
const MESSAGE_LIMIT = 2

let build
let desk
let nginx
let baseUrl
let nginxLog = ''

beforeAll(async () => {
  if (!NGINX) {
    throw new Error(
      "nginx is not installed: the nginx test needs Debian's nginx (apt-get install nginx; .ci/run installs it).",
    )
  }
  build = await prepareDist()
  // The order desk: the Node server on its own port, as `npm start` runs behind nginx.
  // As deploy/nginx/README.md says: the Node server trusts the proxy's address only.
  desk = await deskApp(
    { TRUST_PROXY: '127.0.0.1', RATE_LIMIT_MESSAGES: String(MESSAGE_LIMIT) },
    { [LOT_PAGE_FILE]: LOT_SHELL },
  )
  const deskPort = await freePort()
  await desk.app.listen({ port: deskPort, host: '127.0.0.1' })
  const port = await freePort()
  const prefix = path.join(build.dir, 'nginx')
  await mkdir(path.join(prefix, 'logs'), { recursive: true })
  await writeFile(
    path.join(prefix, 'storefront.conf'),
    makeNginxConf({
      root: build.distDir,
      listen: `127.0.0.1:${port}`,
      ...headerOptions(build.distDir),
      desk: `http://127.0.0.1:${deskPort}`,
    }),
  )
  await writeFile(
    path.join(prefix, 'nginx.conf'),
    `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 64; }
http {
    include ${MIME_TYPES};
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${prefix}/body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    include ${prefix}/storefront.conf;
}
`,
  )
  nginx = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  nginx.stdout.on('data', (c) => (nginxLog += c))
  nginx.stderr.on('data', (c) => (nginxLog += c))
  const exited = new Promise((_, reject) =>
    nginx.once('exit', (code) => reject(new Error(`nginx exited (${code}): ${nginxLog}`))),
  )
  baseUrl = `http://127.0.0.1:${port}`
  await Promise.race([waitForServer(baseUrl), exited])
}, 120_000)

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const stopped = new Promise((resolve) => nginx.once('exit', resolve))
    nginx.kill('SIGQUIT')
    await stopped
  }
  await desk?.close()
  await build?.cleanup()
})

servingContract({
  name: 'nginx',
  baseUrl: () => baseUrl,
  distDir: () => build.distDir,
  // Debian's nginx has gzip_static but no Brotli module; the block says how to add it.
  brotli: false,
})

describe('nginx: the generated block', () => {
  it('logged no configuration warning', () => {
    expect(nginxLog).not.toMatch(/\[(warn|emerg|alert|crit)\]/)
  })
})

describe('nginx: the order desk', () => {
  // What nginx adds: the build's headers, each once (the desk's own are replaced, not doubled).
  const expectBuildHeaders = (headers, label) => {
    for (const [name, value] of Object.entries(securityHeaders(headerOptions(build.distDir)))) {
      expect(headers.get(name), `${name} on ${label}`).toBe(value)
    }
  }

  it('passes an order to the Node server and answers with its JSON and the security headers', async () => {
    const res = await fetch(`${baseUrl}${ORDER_API.orders}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(orderBody()),
    })
    expect(res.status).toBe(201)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expectBuildHeaders(res.headers, 'POST /api/orders')
    const { order, statusSecret } = await res.json()
    // The order is the desk's: it reads back through nginx with its secret.
    const back = await fetch(`${baseUrl}${ORDER_API.orders}/${order.number}`, {
      headers: { [ORDER_API.secretHeader]: statusSecret },
    })
    expect(back.status).toBe(200)
    expect((await back.json()).order.number).toBe(order.number)
    expectBuildHeaders(back.headers, 'GET /api/orders/:number')
  })

  it('lets the desk refuse in JSON what it refuses, and still refuses other methods itself', async () => {
    const unknown = await fetch(`${baseUrl}/api/nothing-here`)
    expect(unknown.status).toBe(404)
    expect((await unknown.json()).error.message).toBeTruthy()
    expectBuildHeaders(unknown.headers, 'GET /api/nothing-here')

    const oversized = await fetch(`${baseUrl}${ORDER_API.orders}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(orderBody({ note: 'x'.repeat(20_000) })),
    })
    expect(oversized.status).toBe(413)
    expect((await oversized.json()).error.message).toBeTruthy()

    const posted = await request(baseUrl, '/products', { method: 'POST' })
    expect(posted.status).toBe(405)
    // A path that climbs out of /api is no way around the refusals.
    const hostile = await request(baseUrl, '/api/%2e%2e/secret.txt')
    expect([400, 404]).toContain(hostile.status)
    expect(hostile.text).not.toContain(SECRET)
  })

  // nginx tells the desk the address it saw; whatever a client writes in X-Forwarded-For is not
  // passed on, so a client cannot pick a new address for each request.
  it('keeps the per-address limits when a client names other addresses', async () => {
    const codes = []
    for (let i = 0; i <= MESSAGE_LIMIT; i++) {
      const res = await fetch(`${baseUrl}/api/messages`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `192.0.2.${i + 1}` },
        body: JSON.stringify({
          name: 'Grace Hopper',
          email: 'grace@example.com',
          subject: 'Technical Question',
          message: 'Is a COA available for lot 12?',
          researchUseOnly: true,
          website: '',
        }),
      })
      codes.push(res.status)
    }
    expect(codes).toEqual([...Array(MESSAGE_LIMIT).fill(201), 429])
  })

  it("passes a lot's certificate page to the Node server, dots in the lot number and all", async () => {
    await registerLot(desk.context.db, {
      productId: 'bpc-157',
      lotNumber: '24A.017',
      testDate: '2026-10-02',
      measuredPurity: 99.42,
      identityMethod: 'ESI-MS',
      identityResult: 'Mass matches the sequence',
      purityMethod: 'HPLC, 220 nm',
      purityResult: '99.42% main peak',
      analyst: 'J. Chen',
    })
    const page = await fetch(`${baseUrl}/products/bpc-157/lots/24A.017`)
    expect(page.status).toBe(200)
    expect(await page.text()).toBe(LOT_SHELL)
    expect(page.headers.get('cache-control')).toBe('no-cache')
    expectBuildHeaders(page.headers, 'GET /products/:id/lots/:lotNumber')
    const unknown = await fetch(`${baseUrl}/products/bpc-157/lots/24A.999`)
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toBe(LOT_SHELL)
  })

  it('keeps the build manifest from visitors', async () => {
    expect((await request(baseUrl, `/${BUILD_MANIFEST_FILE}`)).status).toBe(404)
  })
})

describe('deploy/nginx/storefront.conf', () => {
  it('is the generator’s output for a default build (regenerate it, do not edit it)', async () => {
    const committed = await readFile(
      path.join(PROJECT_ROOT, 'deploy/nginx/storefront.conf'),
      'utf8',
    )
    // A default build's inline scripts: the one in the project's index.html and the
    // early-input script the prerender step adds to every page.
    const scriptHashes = inlineScriptHashes(
      (await readFile(path.join(PROJECT_ROOT, 'index.html'), 'utf8')) + earlyInputScriptTag(),
    ).sort()
    expect(scriptHashes).toHaveLength(2)
    expect(committed).toBe(makeNginxConf({ env: {}, scriptHashes }))
  })
})

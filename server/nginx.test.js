// @vitest-environment node
// Debian's real nginx with the generated server block, held to the same contract as `npm start`.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUILD_MANIFEST_FILE, headerOptions } from '../config/build-manifest.js'
import { documentHeaders } from '../config/security-headers.js'
import { ORDER_API } from '../src/domain/orders/order-api'
import { CERTIFICATE_ROUTES, LOT_PAGE_FILE } from '../config/routes.js'
import { buildServer } from './app'
import { registerLot } from './fulfilment/lots'
import { addOperator } from './operators/operator-accounts'
import { sqlRunner } from './operators/sql-runner'
import { makeNginxConf } from '../scripts/make-nginx-conf.js'
import { servingContract } from './serving-contract.js'
import { inlineScriptHashes } from '../scripts/postbuild.js'
import { recorderScriptTag } from '../scripts/recorder-script.js'
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
const CONSOLE_SHELL = '<!doctype html><title>Console</title><div id="console"></div>'

/** Each Node server's request lines (logging.ts), to see which one answered what. */
const requestLog = (lines) => ({
  level: 'info',
  stream: { write: (line) => lines.push(JSON.parse(line)) },
})
const deskLines = [[], []]
const MESSAGE_LIMIT = 2

let build
let desk
let secondDesk
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
    { [LOT_PAGE_FILE]: LOT_SHELL, 'admin/index.html': CONSOLE_SHELL },
    // The build nginx serves its files from: the Node servers make (here: send) its pages.
    { log: requestLog(deskLines[0]), build: build.distDir },
  )
  const deskPort = await freePort()
  await desk.app.listen({ port: deskPort, host: '127.0.0.1' })
  // A second Node server on the same database, as a shop with two instances runs (PGlite has
  // one opener, so both are in this process over the one handle).
  secondDesk = await buildServer({
    distDir: desk.distDir,
    desk: desk.context,
    trustProxy: '127.0.0.1',
    log: requestLog(deskLines[1]),
  })
  const secondPort = await freePort()
  await secondDesk.listen({ port: secondPort, host: '127.0.0.1' })
  const port = await freePort()
  const prefix = path.join(build.dir, 'nginx')
  await mkdir(path.join(prefix, 'logs'), { recursive: true })
  await writeFile(
    path.join(prefix, 'storefront.conf'),
    makeNginxConf({
      root: build.distDir,
      listen: `127.0.0.1:${port}`,
      ...headerOptions(build.distDir),
      desk: [`http://127.0.0.1:${deskPort}`, `http://127.0.0.1:${secondPort}`],
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
  await secondDesk?.close()
  await desk?.close()
  await build?.cleanup()
})

servingContract({
  name: 'nginx',
  baseUrl: () => baseUrl,
  distDir: () => build.distDir,
  // Debian's nginx has gzip_static but no Brotli module; the block says how to add it.
  brotli: false,
  // Passed to the Node server, whose stand-in build has no such pages (see the desk's tests).
  deskRoutes: CERTIFICATE_ROUTES,
})

describe('nginx: the generated block', () => {
  it('logged no configuration warning', () => {
    expect(nginxLog).not.toMatch(/\[(warn|emerg|alert|crit)\]/)
  })
})

describe('nginx: the order desk', () => {
  // What nginx adds: the build's headers, each once (the desk's own are replaced, not doubled).
  const expectBuildHeaders = (headers, label) => {
    for (const [name, value] of Object.entries(documentHeaders(headerOptions(build.distDir)))) {
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
      sizeKey: '5mg',
      lotNumber: '24A.017',
      testDate: '2026-10-02',
      measuredPurity: 99.42,
      identityMethod: 'ESI-MS',
      identityResult: 'Mass matches the sequence',
      purityMethod: 'HPLC, 220 nm',
      purityResult: '99.42% main peak',
      analyst: 'J. Chen',
      // Vials on hand, so the orders of the tests after this one still find BPC-157 in stock.
      quantityOnHand: 100,
    })
    const page = await fetch(`${baseUrl}/products/bpc-157/lots/24A.017`)
    expect(page.status).toBe(200)
    expect(await page.text()).toBe(LOT_SHELL)
    expect(page.headers.get('cache-control')).toBe('no-cache')
    expectBuildHeaders(page.headers, 'GET /products/:id/lots/:lotNumber')
    const unknown = await fetch(`${baseUrl}/products/bpc-157/lots/24A.999`)
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toBe(LOT_SHELL)
    // "View COA": the Node server leads to the newest lot's certificate.
    const coa = await fetch(`${baseUrl}/products/bpc-157/certificate`, { redirect: 'manual' })
    expect(coa.status).toBe(302)
    expect(coa.headers.get('location')).toBe('/products/bpc-157/lots/24A.017')
  })

  it('keeps the build manifest from visitors', async () => {
    expect((await request(baseUrl, `/${BUILD_MANIFEST_FILE}`)).status).toBe(404)
  })
})

describe('nginx: the console and health URLs, on two Node servers', () => {
  const EMAIL = 'ops@example.com'
  const PASSWORD = 'a long enough passphrase'
  const routesSeen = (i) => deskLines[i].filter((l) => l.msg === 'request').map((l) => l.route)

  it('answers /healthz and /readyz from the Node servers, in JSON, never cached', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const res = await fetch(`${baseUrl}${url}`)
      expect(res.status, url).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect((await res.json()).status).toBe('ok')
    }
  })

  it('signs in on a port of its own, reloads a deep link, and works an order on either server', async () => {
    await addOperator(sqlRunner(desk.t.database), EMAIL, PASSWORD)
    const placed = await fetch(`${baseUrl}${ORDER_API.orders}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(orderBody()),
    })
    const placedBody = await placed.json()
    expect(placed.status, JSON.stringify(placedBody)).toBe(201)
    const { order } = placedBody

    // The browser's Origin names nginx's port; the Node servers must see the same address.
    const signIn = await fetch(`${baseUrl}/api/admin/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    })
    expect(signIn.status).toBe(200)
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]
    const { csrfToken } = await signIn.json()

    for (const url of ['/admin', `/admin/orders/${order.number}`, '/admin/orders/']) {
      const page = await fetch(`${baseUrl}${url}`)
      expect(page.status, url).toBe(200)
      expect(await page.text()).toBe(CONSOLE_SHELL)
      expect(page.headers.get('cache-control')).toBe('no-store')
      expect(page.headers.get('x-robots-tag')).toContain('noindex')
    }

    const write = (url, body) =>
      fetch(`${baseUrl}/api/admin${url}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: baseUrl,
          Cookie: cookie,
          'X-CSRF-Token': csrfToken,
        },
        body: JSON.stringify(body),
      })
    const paid = await write(`/orders/${order.number}/mark_paid`, {
      version: 1,
      paymentReference: 'WIRE 7',
    })
    expect(paid.status).toBe(200)
    // Reads go to both servers in turn; the session is the database's, so either answers.
    for (let i = 0; i < 4; i++) {
      const read = await fetch(`${baseUrl}/api/admin/orders/${order.number}`, {
        headers: { Cookie: cookie },
      })
      expect(read.status).toBe(200)
      expect((await read.json()).order.status).toBe('paid')
    }
    for (const i of [0, 1]) expect(routesSeen(i)).toContain('/api/admin/orders/:number')

    // The console's larger bodies pass nginx: a picture of some hundreds of KB, and the CSV.
    const product = await fetch(`${baseUrl}/api/admin/products/tb-500`, {
      headers: { Cookie: cookie },
    })
    const { version } = (await product.json()).product
    const picture = await sharp({
      create: {
        width: 400,
        height: 400,
        channels: 3,
        background: '#3366aa',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer()
    expect(picture.length).toBeGreaterThan(200 * 1024)
    const upload = await fetch(`${baseUrl}/api/admin/products/tb-500/picture?version=${version}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'image/png',
        Origin: baseUrl,
        Cookie: cookie,
        'X-CSRF-Token': csrfToken,
      },
      body: picture,
    })
    expect(upload.status).toBe(200)
    const csv = await (
      await fetch(`${baseUrl}/api/admin/catalogue.csv`, { headers: { Cookie: cookie } })
    ).text()
    const dryRun = await fetch(`${baseUrl}/api/admin/catalogue/import`, {
      method: 'POST',
      headers: {
        'Content-Type': 'text/csv',
        Origin: baseUrl,
        Cookie: cookie,
        'X-CSRF-Token': csrfToken,
      },
      // Past the API's 64 KB: blank lines the import skips.
      body: csv + '\n'.repeat(100 * 1024),
    })
    expect(dryRun.status).toBe(200)
    expect((await dryRun.json()).changes).toEqual([])
  })
})

describe('deploy/nginx/storefront.conf', () => {
  // A default build, made here: its pages' inline scripts and inlined stylesheets are what the
  // committed block must list by hash.
  let defaultBuild
  beforeAll(async () => {
    // Inside the project, so the prerender step's server build finds its packages.
    const dir = await mkdtemp(path.join(PROJECT_ROOT, 'node_modules/.cache/default-build-'))
    // The build's settings left to their defaults, and a production build whatever the test
    // runner's NODE_ENV.
    const defaults = Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) => !/^(VITE_|VITEST|SITE_URL$|NODE_ENV$|OUT_DIR$|SSR_OUT_DIR$)/.test(name),
      ),
    )
    execFileSync(process.execPath, [path.join(PROJECT_ROOT, 'scripts/build.js')], {
      cwd: PROJECT_ROOT,
      env: {
        ...defaults,
        OUT_DIR: path.join(dir, 'dist'),
        SSR_OUT_DIR: path.join(dir, 'dist-ssr'),
        SERVER_DIST_DIR: path.join(dir, 'dist-server'),
      },
      stdio: 'pipe',
    })
    defaultBuild = { dir, distDir: path.join(dir, 'dist') }
  }, 240_000)
  afterAll(() => defaultBuild && rm(defaultBuild.dir, { recursive: true, force: true }))

  it('is the generator’s output for a default build (regenerate it, do not edit it)', async () => {
    const committed = await readFile(
      path.join(PROJECT_ROOT, 'deploy/nginx/storefront.conf'),
      'utf8',
    )
    const { scriptHashes, styleHashes } = headerOptions(defaultBuild.distDir)
    // The inline scripts: the one in the project's index.html and the recorder the prerender
    // step adds to every page.
    expect(scriptHashes).toEqual(
      inlineScriptHashes(
        (await readFile(path.join(PROJECT_ROOT, 'index.html'), 'utf8')) + recorderScriptTag(),
      ).sort(),
    )
    // Each prerendered page inlines the rules its own markup uses: one stylesheet per page.
    expect(styleHashes.length).toBeGreaterThan(1)
    expect(committed).toBe(makeNginxConf({ env: {}, scriptHashes, styleHashes }))
  })
})

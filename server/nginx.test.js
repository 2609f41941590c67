// @vitest-environment node
// Debian's real nginx with the generated server block, held to the same contract as `npm start`.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildScriptHashes, makeNginxConf } from '../scripts/make-nginx-conf.js'
import { servingContract } from './serving-contract.js'
import { inlineScriptHashes } from '../scripts/postbuild.js'
import { PROJECT_ROOT, freePort, prepareDist, waitForServer } from './test-support.js'

const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find(existsSync)
const MIME_TYPES = '/etc/nginx/mime.types'

let build
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
  const port = await freePort()
  const prefix = path.join(build.dir, 'nginx')
  await mkdir(path.join(prefix, 'logs'), { recursive: true })
  await writeFile(
    path.join(prefix, 'storefront.conf'),
    makeNginxConf({
      root: build.distDir,
      listen: `127.0.0.1:${port}`,
      scriptHashes: buildScriptHashes(build.distDir),
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

describe('deploy/nginx/storefront.conf', () => {
  it('is the generator’s output for a default build (regenerate it, do not edit it)', async () => {
    const committed = await readFile(
      path.join(PROJECT_ROOT, 'deploy/nginx/storefront.conf'),
      'utf8',
    )
    // A default build's only inline script is the one in the project's index.html.
    const scriptHashes = inlineScriptHashes(
      await readFile(path.join(PROJECT_ROOT, 'index.html'), 'utf8'),
    )
    expect(scriptHashes).toHaveLength(1)
    expect(committed).toBe(makeNginxConf({ env: {}, scriptHashes }))
  })
})

// @vitest-environment node
// The nginx generator's command line: usage on --help and on a wrong option (no stack), and
// several Node servers as one upstream.
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { makeNginxConf } from './make-nginx-conf.js'

const SCRIPT = fileURLToPath(new URL('./make-nginx-conf.js', import.meta.url))

function run(args) {
  return promisify(execFile)(process.execPath, [SCRIPT, ...args]).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  )
}

describe('scripts/make-nginx-conf.js', () => {
  it('prints its usage for --help, and for an unknown option with exit code 2 and no stack', async () => {
    const help = await run(['--help'])
    expect(help.code).toBe(0)
    expect(help.stdout).toMatch(/^Usage: node scripts\/make-nginx-conf\.js/)
    expect(help.stdout).toContain('--desk')

    const wrong = await run(['--bogus'])
    expect(wrong.code).toBe(2)
    expect(wrong.stderr).toContain("Unknown option '--bogus'")
    expect(wrong.stderr).toContain('Usage:')
    expect(wrong.stderr).not.toMatch(/^\s+at /m)
  })

  it('writes one upstream of every --desk given, repeated or comma-separated', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'nginx-conf-'))
    try {
      const out = path.join(dir, 'storefront.conf')
      const made = await run([
        '--desk',
        'http://127.0.0.1:5101,127.0.0.1:5102',
        '--desk',
        'http://10.0.0.7:4173',
        '--out',
        out,
      ])
      expect(made.code).toBe(0)
      const conf = await readFile(out, 'utf8')
      expect(conf).toMatch(
        /upstream storefront_desk \{\n {4}server 127\.0\.0\.1:5101;\n {4}server 127\.0\.0\.1:5102;\n {4}server 10\.0\.0\.7:4173;\n/,
      )
      expect(conf).toContain('proxy_pass http://storefront_desk;')
      expect(conf).toContain('proxy_set_header Host $http_host;')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('listens on IPv4 and IPv6 for a port, with its parameters, and as given for an address', () => {
    expect(makeNginxConf({ listen: 80 })).toContain('    listen 80;\n    listen [::]:80;\n')
    expect(makeNginxConf({ listen: '443 ssl' })).toContain(
      '    listen 443 ssl;\n    listen [::]:443 ssl;\n',
    )
    const one = makeNginxConf({ listen: '127.0.0.1:8080' })
    expect(one).toContain('    listen 127.0.0.1:8080;\n')
    expect(one).not.toContain('[::]')
  })
})

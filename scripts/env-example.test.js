// @vitest-environment node
// .env.example names every variable the code reads, so it cannot go stale: a new `env.NAME` in
// the code fails here until the file lists it, and a name the code no longer reads fails too.
// Variables read only by tools, tests and benchmarks belong to the file's last section.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { IDENTITY_SETTINGS } from '../config/shop-identity.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

// `env.NAME`, `process.env.NAME` and `env['NAME']`; not `import.meta.env.NAME`, which the
// build defines itself (vite.config.ts) rather than reads from the environment.
const READ = /(?<!meta\.)\benv(?:\.([A-Z][A-Z0-9_]*)\b|\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\])/g

/** Every .js/.ts file under a folder, node_modules and builds left out. */
function sourceFiles(dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(?:js|ts|tsx)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !/(?:^|\/)(?:node_modules|dist[^/]*)\//.test(file))
}

const isTestOrTool = (file) =>
  /\.test\.[jt]sx?$/.test(file) ||
  /^(?:e2e|server\/test)\//.test(file) ||
  /^scripts\/(?:bench-|screenshots|mail-catcher|observatory)/.test(file) ||
  file === 'playwright.config.ts'

/** Variable name -> the files that read it. */
function namesRead(files) {
  // The identity's settings are read by name from one table (config/shop-identity.js).
  const names = new Map(
    Object.values(IDENTITY_SETTINGS).map((name) => [name, ['config/shop-identity.js']]),
  )
  for (const file of files) {
    for (const match of readFileSync(path.join(root, file), 'utf8').matchAll(READ)) {
      const name = match[1] ?? match[2]
      names.set(name, [...(names.get(name) ?? []), file])
    }
  }
  return names
}

const files = [
  ...sourceFiles('server'),
  ...sourceFiles('config'),
  ...sourceFiles('scripts'),
  ...sourceFiles('e2e'),
  'vite.config.ts',
  'vite.admin.config.ts',
  'playwright.config.ts',
].filter((file) => file !== 'scripts/env-example.test.js') // its own examples are not reads
const shopFiles = files.filter((file) => !isTestOrTool(file))

// Read by shop code, yet only ever set for a tool: config/site.js finds Chromium for the tests.
const TOOL_SETTINGS = new Set(['CHROME_PATH'])

const example = readFileSync(path.join(root, '.env.example'), 'utf8')
const toolsAt = example.indexOf('# Tools, tests and benchmarks')
/** Names in a part of the file, set (`NAME=`) or left at their default (`# NAME=`). */
const listed = (text) => new Set([...text.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]))
const shopSection = listed(example.slice(0, toolsAt))
const toolSection = listed(example.slice(toolsAt))

describe('.env.example', () => {
  it('has a section for tools and tests after the shop’s settings', () => {
    expect(toolsAt).toBeGreaterThan(0)
    expect(shopSection.size).toBeGreaterThan(20)
  })

  it('lists every variable the shop reads among the shop’s settings', () => {
    const missing = [...namesRead(shopFiles)]
      .filter(([name]) => !shopSection.has(name) && !TOOL_SETTINGS.has(name))
      .map(([name, where]) => `${name} (read in ${[...new Set(where)].join(', ')})`)
    expect(missing).toEqual([])
  })

  it('lists every variable the tools and tests read', () => {
    const missing = [...namesRead(files)]
      .filter(([name]) => !shopSection.has(name) && !toolSection.has(name))
      .map(([name, where]) => `${name} (read in ${[...new Set(where)].join(', ')})`)
    expect(missing).toEqual([])
  })

  it('names nothing the code does not read, each name once', () => {
    const read = namesRead(files)
    expect([...shopSection, ...toolSection].filter((name) => !read.has(name))).toEqual([])
    expect([...shopSection].filter((name) => toolSection.has(name))).toEqual([])
  })

  it('finds what it should: a read in each form', () => {
    const sample =
      "env.PORT; process.env.DATA_DIR; env['SMTP_URL']; import.meta.env.VITE_BUILD_YEAR"
    expect([...sample.matchAll(READ)].map((m) => m[1] ?? m[2])).toEqual([
      'PORT',
      'DATA_DIR',
      'SMTP_URL',
    ])
  })
})

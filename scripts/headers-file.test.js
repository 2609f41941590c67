// @vitest-environment node
// The static-host `_headers` file the build writes, read as Cloudflare Pages reads it, held to
// the serving contract's two sets (server/serving-contract.js): a document carries every
// security header, a script, stylesheet, font or image file the subresource set only.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { headerOptions } from '../config/build-manifest.js'
import {
  assetHeaders,
  CACHE_CONTROL,
  DOCUMENT_ONLY_HEADER_NAMES,
  documentHeaders,
  isAssetPath,
} from '../config/security-headers.js'
import { CONTRACT_FILES, prepareDist } from '../server/test-support.js'
import { listFiles } from './postbuild.js'

/**
 * The rules of a `_headers` file as Cloudflare Pages documents them: a path line, then indented
 * `Name: value` lines attaching a header and `! Name` lines detaching one a broader rule
 * attached; `*` matches anything, `:name` one path segment.
 */
function parseHeadersFile(text) {
  const rules = []
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .split(/(\*|:[A-Za-z]\w*)/)
        .map((part) =>
          part === '*'
            ? '.*'
            : part.startsWith(':')
              ? '[^/]+'
              : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('')
      rules.push({ match: new RegExp(`^${pattern}$`), attach: [], detach: [] })
      continue
    }
    const rule = rules.at(-1)
    const detached = /^\s+!\s*(\S+)\s*$/.exec(line)
    if (detached) rule.detach.push(detached[1].toLowerCase())
    else {
      const [, name, value] = /^\s+([^:]+):\s*(.*)$/.exec(line)
      rule.attach.push([name.toLowerCase(), value])
    }
  }
  return rules
}

/** The headers a request path gets: every matching rule's, joined, less those detached. */
function headersFor(rules, urlPath) {
  const headers = {}
  const matching = rules.filter((rule) => rule.match.test(urlPath))
  for (const { attach } of matching) {
    for (const [name, value] of attach) {
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`
    }
  }
  for (const { detach } of matching) for (const name of detach) delete headers[name]
  return headers
}

let build
let rules
beforeAll(async () => {
  build = await prepareDist()
  rules = parseHeadersFile(await readFile(path.join(build.distDir, '_headers'), 'utf8'))
}, 120_000)
afterAll(() => build?.cleanup())

describe('the static host’s _headers', () => {
  const expectDocument = (urlPath) => {
    const headers = headersFor(rules, urlPath)
    for (const [name, value] of Object.entries(documentHeaders(headerOptions(build.distDir)))) {
      expect(headers[name.toLowerCase()], `${name} on ${urlPath}`).toBe(value)
    }
  }

  it('gives pages, SVG images, text, unknown paths and missing files every header', () => {
    for (const urlPath of [
      '/',
      '/products/bpc-157',
      '/products/bpc-157/index.html',
      '/no-such-page',
      '/favicon.svg',
      CONTRACT_FILES.assetSvg,
      '/robots.txt',
      '/assets/missing-abc123.js',
      '/images/missing.webp',
    ]) {
      expectDocument(urlPath)
    }
  })

  it('gives every script, stylesheet, font, image and media file of the build the subresource set only', async () => {
    const files = (await listFiles(build.distDir))
      .filter((rel) => !/\.(?:br|gz)$/.test(rel))
      .map((rel) => `/${rel}`)
      .filter(isAssetPath)
    expect(files).toEqual(
      expect.arrayContaining([
        CONTRACT_FILES.stylesheet,
        CONTRACT_FILES.font,
        CONTRACT_FILES.image,
      ]),
    )
    expect(files.some((p) => /^\/assets\/.+\.js$/.test(p))).toBe(true)
    for (const urlPath of files) {
      const headers = headersFor(rules, urlPath)
      for (const [name, value] of Object.entries(assetHeaders())) {
        expect(headers[name.toLowerCase()], `${name} on ${urlPath}`).toBe(value)
      }
      for (const name of DOCUMENT_ONLY_HEADER_NAMES) {
        expect(headers[name.toLowerCase()], `${name} on ${urlPath}`).toBeUndefined()
      }
      expect(headers['cache-control'], urlPath).toBe(
        urlPath.startsWith('/assets/') ? CACHE_CONTROL.hashedAsset : CACHE_CONTROL.publicFile,
      )
    }
  })
})

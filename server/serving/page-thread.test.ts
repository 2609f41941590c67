// @vitest-environment node
// The thread the pages are made on (page-thread.ts, page-worker.js), with a renderer of its own:
// a page is made off the server's thread, from the catalogue of the version asked for; a renderer
// that cannot load says why at once; a thread that stops fails the page it was making, and the
// next page is made on a new one.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEMPLATE_FILE } from '../../scripts/page-maker.js'
import { SPEC_PRODUCTS } from '@/data/spec-catalogue'
import { PROJECT_ROOT } from '../test-support.js'
import { PageThread } from './page-thread'

const TEMPLATE = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>Shop</title><style>p{color:#0f172a}</style></head>
<body><div id="root" data-styles="/assets/style.css" data-app="/assets/index.js" data-app-imports=""></div></body></html>`

// A renderer that says where it ran and what it was given; `/stop` ends its thread.
const RENDERER = `import { isMainThread } from 'node:worker_threads'
export async function render(url, catalogue) {
  if (url === '/stop') process.exit(3)
  return '<p>' + (isMainThread ? 'server thread' : 'page thread') + ' ' + url + ' ' + catalogue.length + '</p>'
}`

let dir = ''
const build = (name: string) => path.join(dir, name)

beforeAll(async () => {
  // Inside the project, as a deployed build is (its packages in node_modules).
  const cache = path.join(PROJECT_ROOT, 'node_modules/.cache')
  await mkdir(cache, { recursive: true })
  dir = await mkdtemp(path.join(cache, 'page-thread-'))
  for (const [name, renderer] of [
    ['dist', RENDERER],
    ['broken', `throw new Error('The renderer is missing a part')`],
  ]) {
    await mkdir(`${build(name!)}-ssr`, { recursive: true })
    await mkdir(build(name!), { recursive: true })
    await writeFile(path.join(build(name!), 'index.html'), TEMPLATE)
    await writeFile(path.join(`${build(name!)}-ssr`, 'entry-server.js'), renderer!)
    await writeFile(path.join(`${build(name!)}-ssr`, TEMPLATE_FILE), TEMPLATE)
  }
})
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

const noMedia = async () => null

describe('The page thread', () => {
  it('makes a page off the server’s thread, from the catalogue of the version asked for', async () => {
    const thread = await PageThread.open(build('dist'), `${build('dist')}-ssr`, noMedia)
    try {
      const first = await thread.make('/products', 1, SPEC_PRODUCTS)
      expect(first.html).toContain('<p>page thread /products 7</p>')
      expect(first.br.length).toBeGreaterThan(0)
      expect(first.gzip.length).toBeGreaterThan(0)
      expect(first.etag).toMatch(/^"[\w-]{27}"$/)
      const next = await thread.make('/products', 2, SPEC_PRODUCTS.slice(0, 2))
      expect(next.html).toContain('<p>page thread /products 2</p>')
      expect(next.etag).not.toBe(first.etag)
    } finally {
      await thread.close()
    }
  })

  it('hands a large catalogue over in parts, and makes every page asked meanwhile from all of it', async () => {
    const thread = await PageThread.open(build('dist'), `${build('dist')}-ssr`, noMedia)
    try {
      const many = Array.from({ length: 1203 }, (_, i) => ({
        ...SPEC_PRODUCTS[i % SPEC_PRODUCTS.length]!,
        id: `p-${i}`,
      }))
      // Asked for together, as visitors do after a change: the second page finds the catalogue
      // already on its way and waits for all of it, as the first does.
      const pages = await Promise.all([
        thread.make('/products', 5, many),
        thread.make('/', 5, many),
        thread.make('/products', 6, SPEC_PRODUCTS),
      ])
      expect(
        pages.map((page) => /<p>page thread (\S+) (\d+)<\/p>/.exec(page.html)?.slice(1)),
      ).toEqual([
        ['/products', '1203'],
        ['/', '1203'],
        ['/products', '7'],
      ])
    } finally {
      await thread.close()
    }
  })

  it('says at once why a renderer cannot load', async () => {
    await expect(
      PageThread.open(build('broken'), `${build('broken')}-ssr`, noMedia),
    ).rejects.toThrow('The renderer is missing a part')
  })

  it('fails the page a stopped thread was making, and makes the next on a new thread', async () => {
    const thread = await PageThread.open(build('dist'), `${build('dist')}-ssr`, noMedia)
    try {
      await expect(thread.make('/stop', 1, SPEC_PRODUCTS)).rejects.toThrow(
        'The page thread stopped (3)',
      )
      const page = await thread.make('/', 1, SPEC_PRODUCTS)
      expect(page.html).toContain('<p>page thread / 7</p>')
    } finally {
      await thread.close()
    }
  })
})

// The thread that makes the order desk's pages (page-renderer.ts, docs/decisions/
// 0003-catalogue-pages.md): React's render, the style pruning, the compressions and the hashes
// all run here, so a large catalogue's pages never hold the server's own thread, which answers
// the buyers. Plain JavaScript: it runs as it is beside the TypeScript source (the tests) and
// is bundled on its own beside the server (scripts/build-server.js).
//
// Messages in: { type: 'catalogue', version, count } then { type: 'products', products } until
// `count` have come (the products pages are made from, sent once per version in parts, so that
// copying them never holds the server's thread for long), { type: 'make', id, route } and
// { type: 'media', id, bytes } (a picture the server read for this thread). Out: { type: 'made', id, page } or { type: 'failed', id, message },
// and { type: 'media', id, url } (a picture's bytes asked for).
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parentPort, workerData } from 'node:worker_threads'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { appStylesheet, specSheetHtml } from '../../scripts/spec-sheet.js'
import { pageMaker, SHEET, styleHashes, TEMPLATE_FILE } from '../../scripts/page-maker.js'

const brotli = promisify(zlib.brotliCompress)
const gzipped = promisify(zlib.gzip)

/**
 * Above this size a page is compressed at Brotli's quality 5, not 11: a catalogue of thousands of
 * products makes pages of megabytes, which quality 11 takes seconds (17 MB: 17.5 s) to compress
 * and quality 5 a tenth of a second, some 5% larger.
 */
const BEST_BROTLI_UP_TO = 256 * 1024

/** A made page: its text, both compressions (side by side), its validator and its styles' hashes. */
async function finishPage(html) {
  const [br, gzip] = await Promise.all([
    brotli(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: html.length > BEST_BROTLI_UP_TO ? 5 : 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      },
    }),
    gzipped(html, { level: 9 }),
  ])
  return {
    html,
    br,
    gzip,
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    styleHashes: styleHashes(html),
  }
}

async function start({ root, rendererDir }) {
  const bundle = await import(pathToFileURL(path.join(rendererDir, 'entry-server.js')).href)
  const template = readFileSync(path.join(rendererDir, TEMPLATE_FILE), 'utf8')
  const maker = pageMaker({ distDir: root, template, render: bundle.render })
  const stylesheet = await appStylesheet(root)
  let products = []
  /** The catalogue whose parts are arriving. */
  let incoming = { count: 0, products: [], whole: () => {} }
  let asked = 0
  const pictures = new Map()

  /** A picture the database holds, read by the server's thread (which holds the connection). */
  const readMedia = (url) =>
    new Promise((resolve) => {
      const id = ++asked
      pictures.set(id, resolve)
      parentPort.postMessage({ type: 'media', id, url })
    })

  async function make(route) {
    if (!route.startsWith(SHEET)) return maker.make(route, { catalogue: products, readMedia })
    // A product's specification sheet (scripts/spec-sheet.js), from the catalogue now.
    const product = products.find((p) => p.id === route.slice(SHEET.length))
    if (!product) throw new Error(`No product ${route}`)
    return specSheetHtml(product, {
      shop: bundle.SHOP,
      formulaParts: bundle.formulaParts,
      specification: bundle.SPECIFICATION,
      revisionDate: bundle.SPECIFICATION_REVISION_DATE,
      chrome: bundle.specSheetChrome(`/products/${encodeURIComponent(product.id)}`, product.name),
      stylesheet,
    })
  }

  // One page at a time: the renderer draws from the catalogue it was last given.
  let queue = Promise.resolve()
  parentPort.on('message', (message) => {
    if (message.type === 'media') {
      pictures.get(message.id)?.(message.bytes ? Buffer.from(message.bytes) : null)
      pictures.delete(message.id)
    } else if (message.type === 'catalogue') {
      const coming = { count: message.count, products: [], whole: () => {} }
      const whole = new Promise((resolve) => (coming.whole = resolve))
      incoming = coming
      if (coming.count === 0) coming.whole()
      // Pages asked for after it are made from it, once its last part has come.
      queue = queue.then(async () => {
        await whole
        products = coming.products
      })
    } else if (message.type === 'products') {
      incoming.products.push(...message.products)
      if (incoming.products.length >= incoming.count) incoming.whole()
    } else if (message.type === 'make') {
      queue = queue.then(async () => {
        try {
          const page = await finishPage(await make(message.route))
          parentPort.postMessage({ type: 'made', id: message.id, page })
        } catch (error) {
          parentPort.postMessage({ type: 'failed', id: message.id, message: String(error) })
        }
      })
    }
  })
  parentPort.postMessage({ type: 'ready' })
}

if (parentPort && workerData?.pageWorker) {
  start(workerData).catch((error) => {
    parentPort.postMessage({ type: 'broken', message: String(error?.stack ?? error) })
  })
}

// The thread the pages are made on (page-worker.js), seen from the server's own thread: it is
// started with the renderer's folder, sent the catalogue once per version, and asked for one
// page at a time by route; a picture it needs is read here, where the database is. A thread that
// fails to start says why at once; one that stops later fails the pages it was making, and the
// next page starts another.
import { Worker } from 'node:worker_threads'
import type { Product } from '@/data/types'

/** A page as the thread makes it. */
export interface MadePage {
  html: string
  /** The page compressed once, when made: each request sends these bytes. */
  br: Buffer
  gzip: Buffer
  /** A strong validator of the page's bytes. */
  etag: string
  /** The CSP hashes of its inline styles (config/security-headers.js adds its scripts'). */
  styleHashes: string[]
}

/** A picture's bytes by its /media/ address, or null. */
export type ReadMedia = (url: string) => Promise<Buffer | null>

/** The worker's file beside this module: the source's, or the bundle's (scripts/build-server.js). */
const WORKER_FILE = new URL('./page-worker.js', import.meta.url)

type Reply =
  | { type: 'ready' }
  | { type: 'broken'; message: string }
  | { type: 'made'; id: number; page: MadePage }
  | { type: 'failed'; id: number; message: string }
  | { type: 'media'; id: number; url: string }

/**
 * Products handed to the thread in one message at most. A message is copied on the server's own
 * thread: 5,000 products in one took it 15-75 ms, every buyer's answer waiting meanwhile; a part
 * of this many takes a few, with a turn of the event loop between parts.
 */
const HANDOVER_PART = 250

/** The next turn of the event loop, after the answers waiting for this one. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Bytes that came through a thread's message as a plain Uint8Array, as a Buffer again. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)

export class PageThread {
  #options: { root: string; rendererDir: string }
  #readMedia: ReadMedia
  #worker: Promise<Worker> | null = null
  /** The thread started last: only its end concerns this one. */
  #live: Worker | null = null
  #sentVersion: number | null = null
  /** The catalogues being handed to the thread, one after another: a page waits for its own. */
  #handover: Promise<void> = Promise.resolve()
  #asked = 0
  #waiting = new Map<number, { resolve: (page: MadePage) => void; reject: (e: Error) => void }>()

  private constructor(root: string, rendererDir: string, readMedia: ReadMedia) {
    this.#options = { root, rendererDir }
    this.#readMedia = readMedia
  }

  /** A started thread (its renderer loaded), or the reason it could not start. */
  static async open(root: string, rendererDir: string, readMedia: ReadMedia): Promise<PageThread> {
    const thread = new PageThread(root, rendererDir, readMedia)
    await thread.#started()
    return thread
  }

  /** The page of `route` made from `products` (catalogue `version`). */
  async make(route: string, version: number, products: readonly Product[]): Promise<MadePage> {
    const worker = await this.#started()
    if (this.#sentVersion !== version) {
      this.#sentVersion = version
      // One that fails fails the pages waiting for it, and the next page hands it over again.
      this.#handover = this.#handover
        .catch(() => undefined)
        .then(() => handOver(worker, version, products))
        .catch((error: unknown) => {
          if (this.#sentVersion === version) this.#sentVersion = null
          throw error
        })
    }
    // The page is asked for once its catalogue is whole on the thread.
    await this.#handover
    const id = ++this.#asked
    const made = new Promise<MadePage>((resolve, reject) =>
      this.#waiting.set(id, { resolve, reject }),
    )
    // The thread keeps the process alive only while a page is being made.
    worker.ref()
    worker.postMessage({ type: 'make', id, route })
    return made
  }

  /** Stops the thread; pages still being made fail. */
  async close(): Promise<void> {
    const worker = this.#live
    this.#live = null
    this.#worker = null
    await worker?.terminate()
  }

  #started(): Promise<Worker> {
    this.#worker ??= new Promise<Worker>((resolve, reject) => {
      const worker = new Worker(WORKER_FILE, { workerData: { pageWorker: true, ...this.#options } })
      this.#live = worker
      worker.unref()
      worker.on('message', (reply: Reply) => this.#answer(worker, reply, resolve, reject))
      worker.on('error', (error) => this.#stopped(worker, error, reject))
      worker.on('exit', (code) =>
        this.#stopped(worker, new Error(`The page thread stopped (${code})`), reject),
      )
    })
    return this.#worker
  }

  #answer(
    worker: Worker,
    reply: Reply,
    resolve: (worker: Worker) => void,
    reject: (error: Error) => void,
  ) {
    if (reply.type === 'ready') resolve(worker)
    else if (reply.type === 'broken') reject(new Error(reply.message))
    else if (reply.type === 'media') {
      void this.#readMedia(reply.url)
        .catch(() => null)
        .then((bytes) => worker.postMessage({ type: 'media', id: reply.id, bytes }))
    } else {
      const waiting = this.#waiting.get(reply.id)
      this.#waiting.delete(reply.id)
      if (this.#waiting.size === 0) worker.unref()
      if (reply.type === 'failed') waiting?.reject(new Error(reply.message))
      else {
        const { page } = reply
        waiting?.resolve({ ...page, br: asBuffer(page.br), gzip: asBuffer(page.gzip) })
      }
    }
  }

  /** The thread failed or ended: what it was making fails, and the next page starts another. */
  #stopped(worker: Worker, error: Error, reject: (error: Error) => void) {
    reject(error)
    if (this.#live !== worker) return
    this.#live = null
    this.#worker = null
    this.#sentVersion = null
    for (const { reject: fail } of this.#waiting.values()) fail(error)
    this.#waiting.clear()
  }
}

/**
 * Sends a catalogue to the thread in parts, a turn of the event loop between them, so the copy of
 * a large one never holds the buyers' answers; the thread takes it whole at its last part.
 */
async function handOver(worker: Worker, version: number, products: readonly Product[]) {
  worker.postMessage({ type: 'catalogue', version, count: products.length })
  for (let at = 0; at < products.length; at += HANDOVER_PART) {
    if (at > 0) await nextTurn()
    worker.postMessage({ type: 'products', products: products.slice(at, at + HANDOVER_PART) })
  }
}

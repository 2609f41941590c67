// docs/DECISIONS.md, "One opener of the embedded database": while the shop runs, its process alone
// holds the data folder, so commands (backups, operator accounts) reach the database through
// it. The server listens on loopback only, on a port it picks, and writes the port and a fresh
// token to DATA_DIR/admin.json (readable by its owner only); whoever can read that file could
// open the data folder anyway, so the channel grants nothing the file system does not.
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { Database } from '../db/open'
import { dumpDatabase } from './backup'

export const CHANNEL_FILE = 'admin.json'

export interface ChannelInfo {
  port: number
  token: string
}

/** A request an area of the server answers through the channel, by path: JSON in, JSON out. */
export type ChannelHandlers = Record<string, (body: Record<string, unknown>) => Promise<unknown>>

/**
 * Answers POST /backup (the SQL dump), POST /query (one statement, for command-line tools) and
 * the areas' own paths (`handlers`: the payments area's run-due).
 */
export async function startAdminChannel(
  dataDir: string,
  database: Database,
  handlers: ChannelHandlers = {},
): Promise<{ close(): Promise<void> }> {
  const token = randomBytes(32).toString('base64url')
  const expected = Buffer.from(`Bearer ${token}`)
  const server = http.createServer((req, res) => {
    const given = Buffer.from(req.headers.authorization ?? '')
    if (
      req.method !== 'POST' ||
      given.length !== expected.length ||
      !timingSafeEqual(given, expected)
    ) {
      res.writeHead(403).end()
      return
    }
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      answer(req.url ?? '', Buffer.concat(chunks).toString('utf8'))
        .then((body) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(body))
        .catch((error: Error) =>
          res
            .writeHead(500, { 'Content-Type': 'application/json' })
            .end(JSON.stringify({ error: error.message })),
        )
    })
  })

  async function answer(url: string, body: string): Promise<string> {
    if (url === '/backup') return JSON.stringify({ sql: await dumpDatabase(database) })
    if (url === '/query' && database.pglite) {
      const { sql, params } = JSON.parse(body) as { sql: string; params: unknown[] }
      const result = await database.pglite.query(sql, params, { rowMode: 'array' })
      return JSON.stringify({ rows: result.rows })
    }
    const handler = Object.hasOwn(handlers, url) ? handlers[url] : undefined
    if (handler) return JSON.stringify(await handler(JSON.parse(body || '{}')))
    throw new Error(`Unknown admin request ${url}`)
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const file = path.join(dataDir, CHANNEL_FILE)
  const info: ChannelInfo = { port: (server.address() as AddressInfo).port, token }
  writeFileSync(file, JSON.stringify(info), { mode: 0o600 })
  return {
    async close() {
      rmSync(file, { force: true })
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** Sends one request to the running server's channel. */
export async function callChannel<T>(
  info: ChannelInfo,
  url: string,
  body: unknown = {},
): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${info.port}${url}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${info.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json = (await res.json()) as T & { error?: string }
  if (!res.ok)
    throw new Error(json.error ?? `The running server refused the request (${res.status})`)
  return json
}

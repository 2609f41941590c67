// Who is acting, for the audit log (server/audit): a console request that changes something runs
// as its operator (`asOperator`), and every transaction it opens names them to the database with
// transaction-local settings that the audit triggers read (migration 0020_audit_log). A statement
// such a request runs outside a transaction is run in one of its own, so it is named too: no
// route has to remember. Anything else (a buyer's order, a job, the command line) names no one,
// runs as before, and is not logged. Settings are never set for a session: on the embedded
// database and in a pool a session serves others after this transaction.
import { AsyncLocalStorage } from 'node:async_hooks'
import { sql } from 'drizzle-orm'
import type pg from 'pg'
import type { Db } from './handle'
import type { Client } from './pglite-turns'

/** The operator a request acts for, and where it came from. */
export interface ActingOperator {
  operatorId: string
  email: string
  /** The client's address (request.ip: TRUST_PROXY decides whose). */
  address: string
  /** The request's method and path, e.g. `POST /api/admin/lots`. */
  request: string
}

const acting = new AsyncLocalStorage<ActingOperator>()

/** Runs `work`, and everything it starts, as `operator`'s. */
export function asOperator<T>(operator: ActingOperator, work: () => T): T {
  return acting.run(operator, work)
}

/** The operator the current request acts for, if any. */
export function actingOperator(): ActingOperator | undefined {
  return acting.getStore()
}

const NAME_OPERATOR = `select set_config('audit.operator_id', $1, true),
  set_config('audit.operator_email', $2, true), set_config('audit.address', $3, true),
  set_config('audit.request', $4, true)`

const namedBy = (o: ActingOperator) => [o.operatorId, o.email, o.address, o.request]

/** A read changes nothing, so it needs no transaction of its own. */
const READ = /^\s*select\b/i

/** Has every transaction of `db` begin by naming the acting operator, if any. */
export function namingOperator<D extends Db>(given: D): D {
  const db: Db = given
  const transaction = db.transaction.bind(db)
  db.transaction = ((run, config) => {
    const operator = acting.getStore()
    if (!operator) return transaction(run, config)
    const [id, email, address, request] = namedBy(operator)
    return transaction(async (tx) => {
      await tx.execute(sql`select set_config('audit.operator_id', ${id}, true),
        set_config('audit.operator_email', ${email}, true),
        set_config('audit.address', ${address}, true), set_config('audit.request', ${request}, true)`)
      return run(tx)
    }, config)
  }) as Db['transaction']
  return given
}

/**
 * The embedded database's client, whose single statements run in a transaction of their own
 * that names the acting operator (its transactions are drizzle's, `namingOperator`).
 */
export function pgliteNamingOperator(client: Client): Client {
  const named = <T>(run: (tx: Parameters<Parameters<Client['transaction']>[0]>[0]) => Promise<T>) =>
    client.transaction(async (tx) => {
      await tx.query(NAME_OPERATOR, namedBy(acting.getStore()!))
      return run(tx)
    })
  return {
    query: ((text: string, params?: unknown[], options?: object) =>
      acting.getStore() && !READ.test(text)
        ? named((tx) => tx.query(text, params, options))
        : client.query(text, params, options)) as Client['query'],
    transaction: client.transaction,
    runNamed: (name, text, params) =>
      acting.getStore()
        ? named(async (tx) => (await tx.query(text, params)).rows as never)
        : client.runNamed(name, text, params),
  }
}

/**
 * Has the PostgreSQL pool's single statements run in a transaction of their own that names the
 * acting operator (its transactions are drizzle's, `namingOperator`).
 */
export function poolNamingOperator(pool: pg.Pool): pg.Pool {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>
  pool.query = (async (...args: unknown[]) => {
    const operator = acting.getStore()
    const config = args[0] as string | { text?: string }
    const text = typeof config === 'string' ? config : (config?.text ?? '')
    if (!operator || READ.test(text)) return query(...args)
    const client = await pool.connect()
    try {
      await client.query('begin')
      await client.query(NAME_OPERATOR, namedBy(operator))
      const result = await (client.query as (...a: unknown[]) => Promise<unknown>)(...args)
      await client.query('commit')
      client.release()
      return result
    } catch (error) {
      await client.query('rollback').then(
        () => client.release(),
        (lost: Error) => client.release(lost),
      )
      throw error
    }
  }) as pg.Pool['query']
  return pool
}

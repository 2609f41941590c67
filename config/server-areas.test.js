// @vitest-environment node
// The server's areas, held by the project's own ESLint config (eslint.config.js): each case lints
// a text as if it were the named server file and reads which rule, if any, refuses it.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { AREA_USES, SERVER_AREAS } from './server-areas.js'

const root = path.resolve(import.meta.dirname, '..')
const eslint = new ESLint({ cwd: root })

/** The messages of the area rules for `code` linted as `file`. */
async function problems(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result.messages
    .filter((m) => m.ruleId?.startsWith('import-x/'))
    .map((m) => `${m.ruleId}: ${m.message}`)
}

/** An existing file's text with one more import at its end. */
const withImport = (file, spec) =>
  `${readFileSync(path.join(root, file), 'utf8')}\nimport '${spec}'\n`

describe('server areas', () => {
  it.each([
    [
      'inside one area, anything',
      'server/orders/order-routes.ts',
      "import { x } from './order-store'",
    ],
    [
      'another area through its index',
      'server/payments/invoice.ts',
      "import { x } from '../orders'",
    ],
    ['the index by name', 'server/payments/invoice.ts', "import { x } from '../orders/index'"],
    [
      'an area using the kernel',
      'server/orders/order-routes.ts',
      "import { x } from '../kernel/errors'",
    ],
    ['the assembly using an area', 'server/workflows/ship.ts', "import { x } from '../fulfilment'"],
    ['a foreign key', 'server/payments/tables.ts', "import { orders } from '../orders/tables'"],
    [
      'drizzle gathering every table',
      'server/schema.ts',
      "export { orders } from './orders/tables'",
    ],
    ['an entry the area names', 'server/jobs.ts', "import { OutboxSender } from './mail/sender'"],
    [
      'queuing mail from an area',
      'server/orders/order-store.ts',
      "import { enqueue } from '../mail'",
    ],
    [
      'a test inside another area',
      'server/console/console.api.test.ts',
      "import { x } from '../operators/sql-runner'",
    ],
  ])('lets through %s', async (_case, file, code) => {
    expect(await problems(file, code)).toEqual([])
  })

  it.each([
    [
      'an area reading another area’s tables',
      'server/payments/invoice.ts',
      "import { orders } from '../orders/tables'",
      "The orders area's tables are its own",
    ],
    [
      'the mail area reading orders’ tables',
      'server/mail/outbox-desk.ts',
      "import { orders } from '../orders/tables'",
      "The orders area's tables are its own",
    ],
    [
      'the assembly reading an area’s tables',
      'server/workflows/ship.ts',
      "import { lots } from '../fulfilment/tables'",
      "The fulfilment area's tables are its own",
    ],
    [
      'an area’s inside',
      'server/payments/invoice.ts',
      "import { x } from '../orders/order-store'",
      "Import the orders area through its index ('server/orders')",
    ],
    [
      'a re-export of an inside',
      'server/console/console-api.ts',
      "export { x } from '../operators/sessions'",
      'Import the operators area through its index',
    ],
    [
      'a dynamic import of an inside',
      'server/app.ts',
      "const m = import('./mail/render')",
      'Import the mail area through its index',
    ],
    [
      'the way back: fulfilment using orders',
      'server/fulfilment/stock.ts',
      "import { x } from '../orders'",
      'The fulfilment area may use no other area',
    ],
    [
      'the way back: orders using payments',
      'server/orders/order-routes.ts',
      "import { x } from '../payments'",
      'The orders area may use fulfilment, operators, mail',
    ],
    [
      'mail reading an area',
      'server/mail/render.ts',
      "import { x } from '../orders'",
      'The mail area may use no other area',
    ],
    [
      'the kernel reading an area',
      'server/kernel/errors.ts',
      "import { x } from '../orders'",
      'The kernel (server/kernel, server/db) imports no area',
    ],
    [
      'the database handle reading the composition root',
      'server/db/open.ts',
      "import { x } from '../app'",
      'The kernel (server/kernel, server/db) imports no area',
    ],
  ])('refuses %s', async (_case, file, code, message) => {
    expect((await problems(file, code)).join('\n')).toContain(message)
  })

  it('refuses an import that closes a circle of server files', async () => {
    // app.ts imports health.ts; health.ts importing app.ts closes the circle.
    expect(await problems('server/health.ts', withImport('server/health.ts', './app'))).toEqual([
      'import-x/no-cycle: Dependency cycle detected',
    ])
  })

  // The whole server: seconds on a busy machine.
  it('lints the server as it is without a problem', async () => {
    const results = await eslint.lintFiles(['server'])
    const found = results.flatMap((r) =>
      r.messages
        .filter((m) => m.ruleId?.startsWith('import-x/'))
        .map((m) => `${r.filePath}: ${m.message}`),
    )
    expect(found).toEqual([])
  }, 120_000)

  it('lists the areas’ uses without a circle, so no two areas depend on each other both ways', () => {
    const done = new Set()
    const visiting = new Set()
    const visit = (area, trail) => {
      expect(visiting.has(area), `circle: ${[...trail, area].join(' -> ')}`).toBe(false)
      if (done.has(area)) return
      visiting.add(area)
      for (const used of AREA_USES[area]) {
        expect(SERVER_AREAS).toContain(used)
        visit(used, [...trail, area])
      }
      visiting.delete(area)
      done.add(area)
    }
    for (const area of SERVER_AREAS) visit(area, [])
  })
})

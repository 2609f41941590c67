// @vitest-environment node
// The rules behind the shape of the code, run on the project's own paths.
import path from 'node:path'
import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { afterAll, describe, it } from 'vitest'
import shop from './eslint-layers.js'

RuleTester.afterAll = afterAll
RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

const root = path.resolve(import.meta.dirname, '..')
const at = (file) => path.join(root, file)
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } })

tester.run('shop/server-areas', shop.rules['server-areas'], {
  valid: [
    // Inside one area, anything.
    { filename: at('server/orders/order-routes.ts'), code: "import { x } from './order-store'" },
    // Another area through its index.
    { filename: at('server/payments/invoices.ts'), code: "import { x } from '../orders'" },
    { filename: at('server/payments/invoices.ts'), code: "import { x } from '../orders/index'" },
    // The serving folders are open to all, and the areas may use them.
    { filename: at('server/orders/order-routes.ts'), code: "import { x } from '../api/errors'" },
    { filename: at('server/app.ts'), code: "import { x } from './orders'" },
    // Another area's tables only for a foreign key, or to gather every table for drizzle.
    {
      filename: at('server/payments/tables.ts'),
      code: "import { orders } from '../orders/tables'",
    },
    { filename: at('server/db/schema.ts'), code: "export { orders } from '../orders/tables'" },
    // The entries an area names (the mail area's sender, for the assembly).
    { filename: at('server/jobs.ts'), code: "import { OutboxSender } from './mail/sender'" },
    // Queuing mail from an area: the mail index reaches no area back.
    { filename: at('server/orders/order-store.ts'), code: "import { enqueue } from '../mail'" },
    // A type alone closes no circle at run time.
    { filename: at('server/mail/index.ts'), code: "export type { Mail } from './sender'" },
    // Outside server/, the rule says nothing.
    {
      filename: at('src/app/App.tsx'),
      code: "import { x } from '../../server/orders/order-store'",
    },
  ],
  invalid: [
    // An area reaching into another area's tables.
    {
      filename: at('server/payments/invoice.ts'),
      code: "import { orders } from '../orders/tables'",
      errors: [{ messageId: 'tables', data: { name: 'orders', spec: '../orders' } }],
    },
    {
      filename: at('server/mail/outbox-desk.ts'),
      code: "import { orders } from '../orders/tables'",
      errors: [{ messageId: 'tables' }],
    },
    // Two areas depending on each other: orders asks fulfilment for its lots already.
    {
      filename: at('server/fulfilment/shipments.ts'),
      code: "import { orderView } from '../orders'",
      errors: [{ messageId: 'twoWay' }],
    },
    {
      filename: at('server/payments/invoices.ts'),
      code: "import { orderView } from '../orders/order-store'",
      errors: [{ messageId: 'area', data: { name: 'orders', spec: '../orders' } }],
    },
    {
      filename: at('server/console/console-api.ts'),
      code: "export { x } from '../operators/sessions'",
      errors: [{ messageId: 'area', data: { name: 'operators', spec: '../operators' } }],
    },
    {
      filename: at('server/app.ts'),
      code: "const m = import('./mail/templates')",
      errors: [{ messageId: 'area', data: { name: 'mail', spec: './mail' } }],
    },
    // Another area's entry only if that area names it.
    {
      filename: at('server/main.ts'),
      code: "import { x } from './orders/sender'",
      errors: [{ messageId: 'area', data: { name: 'orders', spec: './orders' } }],
    },
    // A circle: the mail area reading an area that queues mail (mail imports no area).
    {
      filename: at('server/mail/render.ts'),
      code: "import { orderView } from '../orders'",
      errors: [{ messageId: 'cycle' }],
    },
    // And the one the buyer's order page had: orders asking payments, which build on orders.
    {
      filename: at('server/orders/order-routes.ts'),
      code: "import { openPaymentLink } from '../payments'",
      errors: [{ messageId: 'cycle' }],
    },
  ],
})

tester.run('shop/layers', shop.rules.layers, {
  valid: [
    { filename: at('src/features/cart/Cart.tsx'), code: "import { x } from '@/domain/totals'" },
    { filename: at('src/features/cart/Cart.tsx'), code: "import { x } from '../checkout'" },
  ],
  invalid: [
    {
      filename: at('src/domain/totals.ts'),
      code: "import { x } from '@/features/cart'",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: at('src/features/cart/Cart.tsx'),
      code: "import { x } from '../checkout/CheckoutPage'",
      errors: [{ messageId: 'feature' }],
    },
  ],
})

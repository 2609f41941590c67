// @vitest-environment node
// The rule behind the shape of src/, run on the project's own paths.
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

tester.run('shop/layers', shop.rules.layers, {
  valid: [
    {
      filename: at('src/features/cart/Cart.tsx'),
      code: "import { x } from '@/domain/orders/totals'",
    },
    { filename: at('src/features/cart/Cart.tsx'), code: "import { x } from '../checkout'" },
    { filename: at('src/console/ConsoleApp.tsx'), code: "import { x } from './orders/OrdersPage'" },
    { filename: at('src/console/orders/OrdersPage.tsx'), code: "import { x } from '../shared/ui'" },
    {
      filename: at('src/console/quotes/NewQuotePage.tsx'),
      code: "import { x } from '../orders/LineEditor'",
    },
  ],
  invalid: [
    {
      filename: at('src/domain/orders/totals.ts'),
      code: "import { x } from '@/features/cart'",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: at('src/features/cart/Cart.tsx'),
      code: "import { x } from '../checkout/CheckoutPage'",
      errors: [{ messageId: 'feature' }],
    },
    {
      filename: at('src/console/shared/ui.tsx'),
      code: "import { x } from '../orders/OrdersPage'",
      errors: [{ messageId: 'console' }],
    },
    {
      filename: at('src/console/orders/OrdersPage.tsx'),
      code: "import { x } from '../ConsoleLayout'",
      errors: [{ messageId: 'console' }],
    },
  ],
})

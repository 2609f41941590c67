// An operator's edit of an order before payment (docs/DECISIONS.md, "Quotes and changes to
// orders"), checked on the server as the checkout's order is: the console sends it as the
// whole new list of lines and the address.
import { z } from '@/lib/zod'
import { linesSchema, orderShippingSchema } from './order-request-schemas'

/**
 * POST /api/admin/orders/:number/edit: an order awaiting payment with its new lines (a line left
 * out is removed) and its address. `version` is the order's version the operator saw.
 */
export const orderEditSchema = z.object({
  version: z.int().check(z.gte(1)),
  lines: linesSchema,
  shipping: orderShippingSchema,
})

export type OrderEdit = z.output<typeof orderEditSchema>

// The payments area's routes, kept thin: the buyer's invoice (page data and PDF) behind the
// status link's secret, and the console's invoice, payment-link and tax-exemption actions.
import type { FastifyInstance } from 'fastify'
import { ORDER_DESK_MESSAGES } from '@/domain/orders/order-actions'
import { ORDER_API } from '@/domain/orders/order-api'
import {
  PAYMENT_ACTIONS,
  PAYMENT_MESSAGES,
  type PaymentAction,
} from '@/domain/payments/payment-request'
import { limitedTo, parseBody } from '../kernel/request'
import { DESK_MESSAGES, DeskError } from '../kernel/errors'
import { consoleOrder } from '../orders'
import { paymentFacts } from './order-facts'
import { operatorOf } from '../operators'
import { orderIdForSecret } from '../orders'
import { orderKey } from '../orders'
import { invoiceFor } from './invoice'
import { invoicePdf } from './invoice-pdf'
import { missingBankMessage, missingBankSettings } from '../kernel/payment-settings'

/** GET /api/orders/:number/invoice (JSON) and /invoice.pdf, with the X-Order-Secret header. */
export async function invoiceRoutes(api: FastifyInstance): Promise<void> {
  const { db, serverKey, settings } = api.desk
  const read = async (number: string, secret: unknown) => {
    const id = await orderIdForSecret(db, serverKey, number.toUpperCase(), secret)
    const invoice = id && (await invoiceFor(db, id, settings))
    if (!invoice) throw new DeskError(404, DESK_MESSAGES.orderNotFound)
    return invoice
  }
  const secretOf = (headers: Record<string, unknown>) =>
    headers[ORDER_API.secretHeader.toLowerCase()]

  api.get<{ Params: { number: string } }>(
    '/orders/:number/invoice',
    limitedTo(settings.rateLimits.status),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      return { invoice: await read(request.params.number, secretOf(request.headers)) }
    },
  )

  api.get<{ Params: { number: string } }>(
    '/orders/:number/invoice.pdf',
    limitedTo(settings.rateLimits.status),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      const invoice = await read(request.params.number, secretOf(request.headers))
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="invoice-${invoice.number}.pdf"`)
        .send(await invoicePdf(invoice))
    },
  )
}

const REFUSALS: Record<string, () => DeskError> = {
  'not-found': () => new DeskError(404, ORDER_DESK_MESSAGES.orderNotFound),
  conflict: () => new DeskError(409, ORDER_DESK_MESSAGES.conflict),
  'not-allowed': () => new DeskError(422, ORDER_DESK_MESSAGES.notAllowed),
  'no-certificate': () => new DeskError(422, PAYMENT_MESSAGES.noCertificate),
}

/** The answer to a refused payments change (a kind no payments change gives is a 500). */
function refusal(kind: string): DeskError {
  const make = REFUSALS[kind]
  if (!make) throw new Error(`Unexpected refusal ${kind}`)
  return make()
}

/** POST /api/admin/orders/:number/{send-invoice,payment-link,tax-exemption}. */
export async function consolePaymentRoutes(api: FastifyInstance): Promise<void> {
  const { db, settings, onOutbox } = api.desk
  api.get<{ Params: { number: string } }>(
    '/orders/:number/invoice.pdf',
    { config: { role: 'staff' } },
    async (request, reply) => {
      const key = await orderKey(db, request.params.number.toUpperCase())
      const invoice = key && (await invoiceFor(db, key.id, settings))
      if (!invoice) throw new DeskError(404, ORDER_DESK_MESSAGES.orderNotFound)
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="invoice-${invoice.number}.pdf"`)
        .send(await invoicePdf(invoice))
    },
  )
  for (const action of Object.keys(PAYMENT_ACTIONS) as PaymentAction[]) {
    api.post<{ Params: { number: string } }>(
      `/orders/:number/${action}`,
      { config: { role: 'staff' } },
      async (request) => {
        const body = parseBody(PAYMENT_ACTIONS[action], request)
        if (action === 'send-invoice' || action === 'tax-exemption') {
          const missing = missingBankSettings(settings.payments)
          if (missing.length) throw new DeskError(422, missingBankMessage(missing))
        }
        if ('url' in body) {
          const hosts = settings.payments.linkHosts
          if (!hosts.includes(new URL(body.url).hostname.toLowerCase())) {
            const message = PAYMENT_MESSAGES.linkHost(hosts)
            throw new DeskError(422, message, { url: message })
          }
        }
        const number = request.params.number.toUpperCase()
        const { operatorId } = operatorOf(request)
        // A workflow across orders and payments (server/workflows/), handed in by api/desk-api.ts.
        const run = api.workflows.payments[action] as (
          ...args: [typeof db, string, typeof body, string]
        ) => ReturnType<(typeof api.workflows.payments)[typeof action]>
        const result = await run(db, number, body, operatorId)
        if (result.kind !== 'done') throw refusal(result.kind)
        onOutbox()
        return consoleOrder(db, paymentFacts, number)
      },
    )
  }
}

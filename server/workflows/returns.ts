// Returns (RMA) of shipped vials: the operator opens one on lines that shipped (the buyer is
// mailed where to send them and to write the number on the parcel), marks it received (its
// vials back to the lots they shipped from, when the owner says so) and refunds it (its vials at
// the prices charged, with their tax, never more than was paid less refunded). Each step is
// guarded by the order's version, as a change of status is, and kept in its history.
import { nameWithSize } from '@/domain/catalogue/sizes'
import {
  RETURN_MESSAGES as M,
  RETURN_STATUSES,
  type OpenReturnBody,
  type ReceiveReturnBody,
  type RefundReturnBody,
} from '@/domain/orders/returns'
import type { Db } from '../db/open'
import { putBackStock } from '../fulfilment'
import { enqueue } from '../mail'
import {
  markReturnReceived,
  markReturnRefunded,
  orderForChange,
  orderLinesOf,
  raiseVersion,
  recordOrderEvent,
  recordReturn,
  returnableLots,
  returnOf,
  valueOfReturn,
  type OrderForChange,
  type ReturnLine,
  type StoredLine,
} from '../orders'
import { refundedCents } from '../payments'
import { refundAmount } from './refund'
import { inOneTransaction, orderToChange, Refused, type WorkflowResult } from './workflow'

export function openReturn(
  db: Db,
  number: string,
  { version, lines: wanted, reason }: OpenReturnBody,
  operatorId: string,
): Promise<WorkflowResult> {
  return inOneTransaction(db, async (tx) => {
    // Check: at the version seen, shipped, and each line within what shipped and is not back.
    const order = await orderAtVersion(tx, number, version)
    const lines = await orderLinesOf(tx, order.id)
    if (lines.every((l) => l.shippedQuantity === 0)) invalid(M.notShipped)
    if (!RETURN_STATUSES.includes(order.status)) throw new Refused({ kind: 'not-allowed' })
    const returnable = await returnableLots(tx, order.id)
    const fields: Record<string, string> = {}
    const seen = new Set<number>()
    const returned = wanted.flatMap((want, index): (ReturnLine & { line: StoredLine })[] => {
      const line = lineOf(lines, want)
      if (!line) {
        fields[`lines.${index}.productId`] = M.unknownLine
        return []
      }
      if (seen.has(line.position)) {
        fields[`lines.${index}.productId`] = M.sameLine
        return []
      }
      seen.add(line.position)
      const lots = returnable.get(line.position) ?? []
      const left = lots.reduce((sum, lot) => sum + lot.quantity, 0)
      if (want.quantity > left) {
        fields[`lines.${index}.quantity`] = M.tooMany(nameWithSize(line.name, line.sizeLabel), left)
        return []
      }
      return [
        {
          position: line.position,
          quantity: want.quantity,
          lots: fromLots(lots, want.quantity),
          line,
        },
      ]
    })
    if (Object.keys(fields).length > 0)
      throw new Refused({ kind: 'invalid', message: Object.values(fields)[0]!, fields })

    // Orders: the return under the version seen, the history, the buyer's instructions.
    if (!(await raiseVersion(tx, order, [order.status]))) throw new Refused({ kind: 'conflict' })
    const stored = returned.map(({ position, quantity, lots }) => ({ position, quantity, lots }))
    const rma = await recordReturn(tx, order.id, { reason, lines: stored })
    await recordReturnStep(tx, order.id, operatorId, 'return_opened', {
      rma,
      reason,
      lines: returned.map(({ position, quantity, lots, line }) => ({
        position,
        name: line.name,
        size: line.sizeLabel,
        quantity,
        lots: lots.map(({ lotNumber, quantity: vials }) => ({ lotNumber, quantity: vials })),
      })),
    })
  })
}

export function receiveReturn(
  db: Db,
  number: string,
  rma: string,
  { version, restock }: ReceiveReturnBody,
  operatorId: string,
): Promise<WorkflowResult> {
  return inOneTransaction(db, async (tx) => {
    // Check: at the version seen, the return is the order's, and not received before.
    const order = await orderAtVersion(tx, number, version)
    const found = await returnOf(tx, order.id, rma)
    if (!found) throw new Refused({ kind: 'return-not-found' })
    if (found.receivedAt) invalid(M.received(rma))

    // Fulfilment: the vials go back to the lots they shipped from, when the owner says so.
    const lots = found.lines.flatMap((l) => l.lots)
    if (restock) {
      const back = await putBackStock(tx, lots)
      if (!back.ok) invalid(M.retiredLot(back.lotNumber))
    }

    // Orders: received, under the version seen; the history, the buyer's mail.
    if (!(await markReturnReceived(tx, found.id, restock))) invalid(M.received(rma))
    if (!(await raiseVersion(tx, order, [order.status]))) throw new Refused({ kind: 'conflict' })
    await recordReturnStep(tx, order.id, operatorId, 'return_received', {
      rma,
      restocked: restock,
      ...(restock
        ? { lots: lots.map(({ lotNumber, quantity }) => ({ lotNumber, quantity })) }
        : {}),
    })
  })
}

export function refundReturn(
  db: Db,
  number: string,
  rma: string,
  { version }: RefundReturnBody,
  operatorId: string,
): Promise<WorkflowResult> {
  return inOneTransaction(db, async (tx) => {
    // Check: a refund may be made, at the version seen; the return is received, not refunded.
    const order = await orderToChange(tx, number, version, 'refund_part')
    const found = await returnOf(tx, order.id, rma)
    if (!found) throw new Refused({ kind: 'return-not-found' })
    if (found.refundedAt) invalid(M.refunded(rma))
    if (!found.receivedAt) invalid(M.notReceived(rma))

    // Its vials at the prices charged, with their tax; what is left when that is less.
    const lines = await orderLinesOf(tx, order.id)
    const amountCents = Math.min(
      valueOfReturn(found, lines, order),
      order.totalCents - (await refundedCents(tx, order.id)),
    )
    if (amountCents <= 0) throw new Refused({ kind: 'refund-too-large', leftCents: 0 })

    // Orders: the return refunded. Payments: the refund, with the return's number as its
    // reference (and the order's status, history and the buyer's mail, as any refund).
    if (!(await markReturnRefunded(tx, found.id, amountCents))) invalid(M.refunded(rma))
    await refundAmount(
      tx,
      order,
      { amountCents, reason: found.reason, reference: rma },
      operatorId,
      {
        rma,
      },
    )
  })
}

/** The order at the version the operator saw (a return's step does not change its status). */
async function orderAtVersion(tx: Db, number: string, version: number): Promise<OrderForChange> {
  const order = await orderForChange(tx, number)
  if (!order) throw new Refused({ kind: 'not-found' })
  if (order.version !== version) throw new Refused({ kind: 'conflict' })
  return order
}

function invalid(message: string): never {
  throw new Refused({ kind: 'invalid', message, fields: {} })
}

/** The order's line a return names: by product and size, or the product's only line. */
function lineOf(
  lines: StoredLine[],
  { productId, size }: { productId: string; size?: string | undefined },
): StoredLine | undefined {
  const ofProduct = lines.filter((l) => l.productId === productId)
  if (size === undefined) return ofProduct.length === 1 ? ofProduct[0] : undefined
  return ofProduct.find((l) => l.sizeKey === size)
}

/** `quantity` vials from the line's lots, in the order they shipped. */
function fromLots(lots: ReturnLine['lots'], quantity: number): ReturnLine['lots'] {
  let rest = quantity
  return lots.flatMap((lot) => {
    const take = Math.min(lot.quantity, rest)
    rest -= take
    return take > 0 ? [{ ...lot, quantity: take }] : []
  })
}

/** A return's step in the order's history, and the buyer's mail about it. */
async function recordReturnStep(
  tx: Db,
  orderId: string,
  operatorId: string,
  type: 'return_opened' | 'return_received',
  details: Record<string, unknown>,
): Promise<void> {
  const eventId = await recordOrderEvent(tx, {
    orderId,
    actor: 'operator',
    operatorId,
    type,
    details,
  })
  await enqueue(tx, {
    template: 'order_status',
    payload: { orderId, eventId: String(eventId) },
  })
}

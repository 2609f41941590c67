// Shipping an order: every line gets one lot of its product and size still in use, the fulfilment area
// takes the vials from the lots, the order records the carrier, the tracking number and each
// line's lot, and the buyer hears of it; a short or retired lot leaves everything as it was.
import { CARRIERS } from '@/domain/carriers'
import type { OrderActionBody } from '@/domain/console-request'
import type { Db } from '../db/open'
import { lotsForShipping, releaseHolds, takeStock } from '../fulfilment'
import { orderLinesOf, setLineLots } from '../orders'
import { recordChange } from './record-change'
import { inOneTransaction, orderToChange, Refused, type WorkflowResult } from './workflow'

export function shipOrder(
  db: Db,
  number: string,
  { version, carrier, trackingNumber, lots }: OrderActionBody<'ship'>,
  operatorId: string,
): Promise<WorkflowResult> {
  return inOneTransaction(db, async (tx) => {
    // Check: the order may ship, and the lots the operator chose fit its lines.
    const order = await orderToChange(tx, number, version, 'ship')
    const shipped = await chosenLots(tx, order.id, lots)

    // Fulfilment: the vials leave the lots, and the order holds them no more.
    const stock = await takeStock(tx, shipped)
    if (!stock.ok) throw new Refused({ kind: 'short-lot', message: stock.message })
    await releaseHolds(tx, order.id)

    // Orders: each line names its lot; the status, carrier and number, the history, the mail.
    await setLineLots(tx, order.id, shipped)
    const carrierName = CARRIERS[carrier].name
    await recordChange(tx, order, 'ship', operatorId, {
      set: { carrier: carrierName, trackingNumber, shippedAt: new Date() },
      details: {
        carrier: carrierName,
        trackingNumber,
        lots: shipped.map(({ position, lotNumber }) => ({ position, lotNumber })),
      },
    })
  })
}

/** Every line gets exactly one lot still in use, of that line's product and size. */
async function chosenLots(
  tx: Db,
  orderId: string,
  chosen: { position: number; lotId: string }[],
): Promise<{ position: number; lotId: string; lotNumber: string; quantity: number }[]> {
  const lines = await orderLinesOf(tx, orderId)
  const found = await lotsForShipping(tx, [...new Set(chosen.map((c) => c.lotId))])
  const byId = new Map(found.map((l) => [l.id, l]))
  const positions = new Set(chosen.map((c) => c.position))
  if (positions.size !== chosen.length || chosen.length !== lines.length)
    throw new Refused({ kind: 'wrong-lot' })
  return lines.map((line) => {
    const pick = chosen.find((c) => c.position === line.position)
    const lot = pick && byId.get(pick.lotId)
    if (!lot || lot.productId !== line.productId) throw new Refused({ kind: 'wrong-lot' })
    // A line of a size ships from a lot of that size.
    if (line.sizeKey !== null && lot.sizeKey !== line.sizeKey)
      throw new Refused({ kind: 'wrong-lot' })
    if (lot.retired) throw new Refused({ kind: 'retired-lot' })
    return {
      position: line.position,
      lotId: lot.id,
      lotNumber: lot.lotNumber,
      quantity: line.quantity,
    }
  })
}

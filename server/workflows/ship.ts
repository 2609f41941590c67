// Shipping a parcel: some of an order's lines, or part of a line, each with one lot of its
// product and size still in use. The fulfilment area takes the vials from the lots and gives
// back what the order held of them; the order records the parcel (carrier, tracking number,
// each line's vials and lot) and reads "Partly shipped" until all of it has left; the buyer
// hears of each parcel. A short or retired lot leaves everything as it was.
import { CARRIERS } from '@/domain/orders/carriers'
import { type OrderActionBody } from '@/domain/orders/order-actions'
import type { Db } from '../db/open'
import { bySize, lotsForShipping, releaseShipped, takeStock } from '../fulfilment'
import { orderLinesOf, recordParcel } from '../orders'
import { recordChange } from './record-change'
import { inOneTransaction, orderToChange, Refused, type WorkflowResult } from './workflow'

export function shipOrder(
  db: Db,
  number: string,
  { version, carrier, trackingNumber, lots }: OrderActionBody<'ship'>,
  operatorId: string,
): Promise<WorkflowResult> {
  return inOneTransaction(db, async (tx) => {
    // Check: the order may ship, and the parcel's lines and lots fit what is left of it.
    const order = await orderToChange(tx, number, version, 'ship')
    const parcel = await parcelLines(tx, order.id, lots)

    // Fulfilment: the vials leave the lots, and the order holds them no more.
    // In the one order stock rows are locked (fulfilment's bySize), so shipping never deadlocks
    // with an order being placed.
    const stock = await takeStock(tx, [...parcel].sort(bySize))
    if (!stock.ok) throw new Refused({ kind: 'short-lot', message: stock.message })
    await releaseShipped(tx, order.id, parcel)

    // Orders: the parcel; the status, carrier and number, the history, the mail.
    const carrierName = CARRIERS[carrier].name
    const lines = parcel.map(({ position, quantity, lotId, lotNumber }) => ({
      position,
      quantity,
      lotId,
      lotNumber,
    }))
    const complete = await recordParcel(tx, order.id, {
      carrier: carrierName,
      trackingNumber,
      lines,
    })
    await recordChange(tx, order, 'ship', operatorId, {
      complete,
      set: {
        carrier: carrierName,
        trackingNumber,
        ...(complete ? { shippedAt: new Date() } : {}),
      },
      details: {
        carrier: carrierName,
        trackingNumber,
        lots: lines.map(({ position, lotNumber, quantity }) => ({ position, lotNumber, quantity })),
      },
    })
  })
}

/**
 * Each line the parcel names gets exactly one lot still in use, of that line's product and size,
 * and no more vials than the line has left to ship (all of them when none is given).
 */
async function parcelLines(
  tx: Db,
  orderId: string,
  chosen: { position: number; lotId: string; quantity?: number | undefined }[],
): Promise<
  {
    position: number
    productId: string
    sizeKey: string
    lotId: string
    lotNumber: string
    quantity: number
  }[]
> {
  const lines = await orderLinesOf(tx, orderId)
  const found = await lotsForShipping(tx, [...new Set(chosen.map((c) => c.lotId))])
  const byId = new Map(found.map((l) => [l.id, l]))
  const positions = new Set(chosen.map((c) => c.position))
  if (positions.size !== chosen.length) throw new Refused({ kind: 'wrong-lot' })
  return chosen.map((pick) => {
    const line = lines.find((l) => l.position === pick.position)
    const left = line ? line.quantity - line.shippedQuantity : 0
    if (!line || left === 0) throw new Refused({ kind: 'wrong-lot' })
    const quantity = pick.quantity ?? left
    if (quantity > left) throw new Refused({ kind: 'too-many', message: tooMany(line.name, left) })
    const lot = byId.get(pick.lotId)
    if (!lot || lot.productId !== line.productId) throw new Refused({ kind: 'wrong-lot' })
    // A line of a size ships from a lot of that size.
    if (line.sizeKey !== null && lot.sizeKey !== line.sizeKey)
      throw new Refused({ kind: 'wrong-lot' })
    if (lot.retired) throw new Refused({ kind: 'retired-lot' })
    return {
      position: line.position,
      productId: line.productId,
      sizeKey: lot.sizeKey,
      lotId: lot.id,
      lotNumber: lot.lotNumber,
      quantity,
    }
  })
}

const tooMany = (name: string, left: number) =>
  `Only ${left} of ${name} ${left === 1 ? 'is' : 'are'} left to ship on this order.`

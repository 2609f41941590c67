// Editing an order before payment (docs/DECISIONS.md, "Quotes and changes to orders"): new
// quantities, lines added or removed, a new address. A line the order had keeps the price it was
// charged; a line added takes the catalogue's price now. The totals come from the one place that
// computes them (an exemption applied stays applied), the vials the order holds follow its new
// lines, the invoice is re-issued "Revised" and mailed, and the history says what changed.
import { ORDER_REQUEST_MESSAGES as M } from '@/domain/orders/order-request'
import type { OrderEdit } from '@/domain/orders/order-edit'
import { nameWithSize, sizeOf } from '@/domain/catalogue/sizes'
import { orderTotals, withTaxExemption } from '@/domain/orders/totals'
import type { CatalogueView } from '../catalogue'
import type { Db } from '../db/open'
import {
  holdForOrder,
  noteFalls,
  releaseHolds,
  STOCK_FALL_PAYLOAD,
  type WantedLine,
} from '../fulfilment'
import { enqueueEach } from '../mail'
import { orderLinesOf, reviseOrder, type OrderRevision, type StoredLine } from '../orders'
import { recordInvoiceSent } from '../payments'
import { orderAwaitingPayment, recordPaymentChange } from './payment-change'
import type { OrderCatalogue, StockRules } from './place-order'
import { inOneTransaction, Refused, type WorkflowResult } from './workflow'

/** The refusal of an edit that changes nothing. */
export const NOTHING = 'Nothing to save: the lines and the address are as they were.'

export async function editOrder(
  db: Db,
  number: string,
  edit: OrderEdit,
  operatorId: string,
  catalogueNow: OrderCatalogue,
): Promise<WorkflowResult> {
  const catalogue = await catalogueNow.current(edit.lines.map((l) => l.productId))
  const result = await inOneTransaction(db, async (tx) => {
    // Check: awaiting payment at the version seen; every line known, and on sale if it is new.
    const order = await orderAwaitingPayment(tx, number, edit.version)
    const before = await orderLinesOf(tx, order.id)
    const fields: Record<string, string> = {}
    const lines = edit.lines.flatMap(
      (wanted, index): Omit<StoredLine, 'position' | 'shippedQuantity'>[] => {
        const product = catalogue.product(wanted.productId)
        // No size named: the product's default, or the line of an order from before sizes.
        const sizeKey = wanted.size ?? (product && sizeOf(product)?.key)
        const had = before.find(
          (l) =>
            l.productId === wanted.productId &&
            (l.sizeKey === sizeKey || (l.sizeKey === null && !wanted.size)),
        )
        if (had) return [{ ...had, quantity: wanted.quantity }]
        const size = product && sizeOf(product, wanted.size)
        const field = `lines.${index}.productId`
        if (!product) fields[field] = M.unknownProduct
        else if (!product.onSale) fields[field] = M.withdrawn(product.name)
        else if (!size) fields[field] = M.unknownSize
        else if (!size.onSale)
          fields[field] = M.sizeWithdrawn(nameWithSize(product.name, size.label))
        if (!product || !size || fields[field]) return []
        return [
          {
            productId: product.id,
            name: product.name,
            sizeKey: size.key,
            sizeLabel: size.label,
            unitPriceCents: size.priceCents,
            quantity: wanted.quantity,
          },
        ]
      },
    )
    if (Object.keys(fields).length > 0)
      throw new Refused({ kind: 'invalid', message: Object.values(fields)[0]!, fields })

    // Fulfilment: the vials held follow the new lines; a line over what is left ends the edit.
    await releaseHolds(tx, order.id)
    const wanted = countedLines(lines, catalogue)
    const { short } = await holdForOrder(tx, order.id, wanted)
    if (short.length > 0) {
      const shortFields = Object.fromEntries(
        short.map(({ line, left }) => [
          `lines.${wanted.indexOf(line)}.quantity`,
          M.notEnough(line.name, left),
        ]),
      )
      const message = Object.values(shortFields)[0]!
      throw new Refused({ kind: 'invalid', message, fields: shortFields })
    }

    // Orders: the new lines, totals and address, under the version the operator saw.
    const subtotal = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0)
    const exempt = order.taxCertificate !== '' && order.taxCents === 0
    const totals = exempt ? withTaxExemption(orderTotals(subtotal)) : orderTotals(subtotal)
    const { address, address2 = '', city, state, zip } = edit.shipping
    const shipping = { address, address2, city, state, zip }
    const revision: OrderRevision = { lines, totals, shipping }
    const had = await reviseOrder(tx, order, revision)
    if (!had) throw new Refused({ kind: 'conflict' })
    const moved = (Object.keys(shipping) as (keyof typeof shipping)[]).some(
      (k) => shipping[k] !== had[k],
    )

    const changes = [
      ...changesOf(before, lines),
      ...(moved
        ? [`Address: ${[address, address2, city, state, zip].filter(Boolean).join(', ')}`]
        : []),
    ]
    // Nothing to re-issue, and no mail to send the buyer.
    if (changes.length === 0) throw new Refused({ kind: 'invalid', message: NOTHING, fields: {} })

    // Fulfilment: the sizes the edit took further (more vials than the order held of them) may
    // have fallen to their threshold or sold out: the owner is told, with the edit.
    const stockMail = enqueueEach('stock_fallen', 'stock_notice', STOCK_FALL_PAYLOAD)
    await noteFalls(tx, moreThanBefore(wanted, before), stockMail)
    // Payments: a change before payment re-issues the invoice, mailed with what changed.
    await recordInvoiceSent(tx, order.id, { revised: true })
    await recordPaymentChange(tx, order, operatorId, {
      type: 'order_edited',
      details: { changes, totalCents: totals.totalCents },
      mail: 'invoice',
    })
  })
  if (result.kind === 'done') await catalogue.refreshStock?.()
  return result
}

/** Each counted line's vials beyond what the order held of its size before the edit. */
function moreThanBefore(wanted: WantedLine[], before: StoredLine[]): WantedLine[] {
  return wanted.flatMap((line) => {
    const had = before
      .filter((l) => l.productId === line.productId && l.sizeKey === line.sizeKey)
      .reduce((sum, l) => sum + l.quantity, 0)
    return line.quantity > had ? [{ ...line, quantity: line.quantity - had }] : []
  })
}

/** The lines whose size is counted, with the product's stock rules, in the lines' order. */
function countedLines(
  lines: Omit<StoredLine, 'position' | 'shippedQuantity'>[],
  catalogue: CatalogueView,
): WantedLine[] {
  return lines.flatMap((line) => {
    const sizeKey = line.sizeKey
    if (!sizeKey || !catalogue.counted?.(line.productId, sizeKey)) return []
    const rules: StockRules = catalogue.stockRules?.(line.productId) ?? {
      backorders: false,
      lowStockThreshold: 5,
    }
    return [
      {
        productId: line.productId,
        sizeKey,
        name: nameWithSize(line.name, line.sizeLabel),
        quantity: line.quantity,
        ...rules,
      },
    ]
  })
}

/** What the edit changed, one sentence a line: "BPC-157, 5mg: 2 to 3", "TB-500, 5mg added (1)". */
function changesOf(
  before: StoredLine[],
  after: Omit<StoredLine, 'position' | 'shippedQuantity'>[],
): string[] {
  const key = (l: { productId: string; sizeKey: string | null }) => `${l.productId}/${l.sizeKey}`
  const name = (l: { name: string; sizeLabel: string | null }) => nameWithSize(l.name, l.sizeLabel)
  const was = new Map(before.map((l) => [key(l), l]))
  const now = new Map(after.map((l) => [key(l), l]))
  return [
    ...after.flatMap((l) => {
      const old = was.get(key(l))
      if (!old) return [`${name(l)} added (${l.quantity})`]
      return old.quantity === l.quantity ? [] : [`${name(l)}: ${old.quantity} to ${l.quantity}`]
    }),
    ...before.filter((l) => !now.has(key(l))).map((l) => `${name(l)} removed`),
  ]
}

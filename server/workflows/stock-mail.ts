// The owner told that an order took a size to its low-stock threshold or sold it out (the
// fulfilment area notes it, place-order.ts queues this mail). The notice names the size as the
// catalogue did when it happened, in the mail's payload.
import { oneLine, type MailTemplates } from '../mail'

export const stockMailTemplates: MailTemplates = {
  stock_notice: {
    toBuyer: false,
    async compose(ctx, { kind = '', name = '', available = '0', threshold = '0' }) {
      const soldOut = kind === 'sold-out'
      return {
        to: ctx.shopEmail,
        subject: soldOut ? `Sold out: ${oneLine(name)}` : `Low stock: ${oneLine(name)}`,
        text: [
          soldOut
            ? `${oneLine(name)} has sold out: open orders hold every vial on hand.`
            : `${oneLine(name)} has ${available} vial${available === '1' ? '' : 's'} left, at or under its low-stock threshold of ${threshold}.`,
          '',
          'Register a new lot in the console (Lots) to sell more, or let the product take backorders.',
        ].join('\n'),
      }
    },
  },
}

// The orders' and quotes' numbers for the console's mail record: the mail area holds ids only
// and imports no area, so the console's assembly asks the areas that own the numbers.
import type { MailReferences } from '../mail'
import { orderIdOfNumber, orderNumbersById } from '../orders'
import { quoteIdOfNumber, quoteNumbersById } from '../quotes'

export const mailReferences: MailReferences = {
  orderNumbers: orderNumbersById,
  quoteNumbers: quoteNumbersById,
  orderId: orderIdOfNumber,
  quoteId: quoteIdOfNumber,
}

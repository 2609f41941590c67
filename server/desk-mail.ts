// Every template's text, gathered from the areas that queue mail, for the outbox sender: the
// mail area renders and sends, the areas write (docs/architecture.md, "How areas meet").
import type { MailTemplates } from './mail'
import { messageMailTemplates } from './messages'
import { operatorMailTemplates } from './operators'
import { orderMailTemplates } from './orders'
import { paidReceiptAddition, paymentMailTemplates } from './payments'
import { quoteMailTemplates } from './quotes'
import { stockMailTemplates } from './workflows/stock-mail'

export const DESK_MAIL: MailTemplates = {
  // The "payment received" mail carries the payments area's receipt.
  ...orderMailTemplates(paidReceiptAddition),
  ...paymentMailTemplates,
  ...messageMailTemplates,
  ...stockMailTemplates,
  ...quoteMailTemplates,
  ...operatorMailTemplates,
}

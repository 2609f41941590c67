// The payments area as the rest of the server sees it.
export { invoiceSentAt, openPaymentLink, type InvoiceSettings } from './invoice'
export { paidReceiptAddition, paymentMailTemplates } from './payment-mail'
export { consolePaymentRoutes, invoiceRoutes } from './payment-routes'
export {
  type PaymentSettings,
  missingBankMessage,
  missingBankSettings,
  paymentSettings,
} from '../kernel/payment-settings'
export { notRemindedYet, recordReminder } from './reminders'
export { paymentFacts } from './order-facts'
export { recordInvoiceSent, savePaymentLink } from './invoice-records'
export { recordRefund, refundedCents } from './refunds'

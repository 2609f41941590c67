// The audit area's published interface to the other areas' tables: the triggers of migrations
// 0020, 0024 and 0026 (server/db/migrations) that write one audit entry for each row an operator's
// console request inserts, updates or deletes, in that request's own transaction (the operator
// named by db/acting-operator.ts). A table an operator changes and no trigger here watches is a
// change the audit log cannot show: a new such table belongs here first.
// server/triggers.db.test.ts holds this list to the database: a trigger no area lists fails it.
import { publishedTriggers } from '../db/published-trigger'

export const AUDIT_TRIGGERS = [
  ...publishedTriggers('0020_audit_log.sql', [
    ['audit_orders', 'orders', 'an order changed by an operator (orders)'],
    ['audit_order_lines', 'order_lines', 'its lines (orders)'],
    ['audit_order_parcels', 'order_parcels', 'its parcels (orders)'],
    ['audit_order_returns', 'order_returns', 'its returns (orders)'],
    ['audit_order_documents', 'order_documents', 'a document removed (orders)'],
    ['audit_invoices', 'invoices', 'an invoice sent (payments)'],
    ['audit_payment_links', 'payment_links', 'a payment link (payments)'],
    ['audit_refunds', 'refunds', 'a refund (payments)'],
    ['audit_lots', 'lots', 'a lot registered or changed (lots)'],
    ['audit_catalogue_products', 'catalogue_products', 'a product (catalogue)'],
    ['audit_catalogue_redirects', 'catalogue_redirects', 'an old address kept (catalogue)'],
    ['audit_operators', 'operators', 'an operator’s account (operators)'],
    ['audit_operator_invites', 'operator_invites', 'an invitation (operators)'],
    ['audit_quotes', 'quotes', 'a quote (quotes)'],
    ['audit_quote_requests', 'quote_requests', 'a quote request (quotes)'],
    ['audit_log_append_only', 'audit_log', 'refuses any change to an entry'],
    ['audit_log_no_truncate', 'audit_log', 'refuses emptying the log'],
  ]),
  ...publishedTriggers('0024_mail_record.sql', [
    ['audit_outbox_resend', 'outbox', 'a mail sent again by an operator (mail)'],
  ]),
  ...publishedTriggers('0026_shop_settings.sql', [
    ['audit_shop_settings', 'shop_settings', 'the shop’s settings changed by the owner (settings)'],
  ]),
]

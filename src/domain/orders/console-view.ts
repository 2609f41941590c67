// What /api/admin answers: the server's console modules build these, the console reads them.
import type { LotCertificate } from '../fulfilment/lot-certificate'
import type { OrderStatus } from './order-status'
import type { OrderView } from './order-view'
import { type NeedsActionStage } from './order-actions'

export interface OrderListRow {
  number: string
  status: OrderStatus
  createdAt: string
  firstName: string
  lastName: string
  email: string
  totalCents: number
  paymentMethod: string
  organization: string
  poNumber: string
  /** When the invoice was last mailed (payments area); null before. */
  invoiceSentAt: string | null
  /** When a payment link was last given to the buyer; null before. */
  paymentLinkSentAt: string | null
}

export interface OrderListPage {
  orders: OrderListRow[]
  /** Cursor of the next page, or null on the last one. */
  next: string | null
}

/** What waits for the operator, shown in the console's navigation. */
export interface WorkCounts {
  needsAction: number
  /** "Needs action" by stage: its three counts add up to needsAction. */
  stages: Record<NeedsActionStage, number>
  unreadMessages: number
  failedMail: number
}

/** Orders per status, asked for apart from the list: counting costs more than a page. */
/** Orders by status, in all, and in "Needs action" (which a partly refunded order may be in). */
export type StatusCounts = Record<OrderStatus | 'all' | 'needsAction', number>

/**
 * A registered lot: its certificate, and what stays inside the desk: the row's id, its stock, and
 * whether it is retired or has shipped (a shipped lot's certificate is fixed).
 */
export interface LotView extends LotCertificate {
  id: string
  /** The pack size its vials are (the product's size key). */
  sizeKey: string
  quantityOnHand: number
  retiredAt: string | null
  /** Order lines shipped with it. */
  shippedLines: number
}

export interface HistoryEntry {
  at: string
  actor: 'buyer' | 'system' | 'operator'
  operatorEmail: string | null
  type: string
  details: Record<string, unknown>
}

export interface ConsoleOrder {
  order: OrderView
  version: number
  paymentReference: string | null
  /** The invoice's last mailing and revision, and the card payment link (payments area). */
  payment: {
    invoiceSentAt: string | null
    invoiceRevisedAt: string | null
    paymentLink: string | null
    /** What was refunded so far (each refund is in the history). */
    refundedCents: number
  }
  /** How far the order went, which a partly refunded order's status does not say. */
  progress: { shipped: boolean; delivered: boolean }
  /** Per line position: how many of its vials have left in parcels. */
  shippedByLine: Record<number, number>
  /** Per line position: the lot it shipped with. */
  lineLots: Record<number, { id: string; lotNumber: string } | undefined>
  /** Per product on the order: its registered lots, newest test first. */
  lotsByProduct: Record<string, LotView[]>
  /** Its returns (RMA), oldest first. */
  returns: ConsoleReturn[]
  /** Per line position: vials shipped and not returned yet, which a new return may name. */
  returnableByLine: Record<number, number>
  /** The documents its buyer sent for a hold, oldest first (downloaded as files). */
  documents: {
    id: string
    filename: string
    contentType: string
    sizeBytes: number
    createdAt: string
  }[]
  history: HistoryEntry[]
}

/** A return of shipped vials (RMA): its lines and lots, and how far it went. */
export interface ConsoleReturn {
  rma: string
  reason: string
  openedAt: string
  receivedAt: string | null
  /** Whether its vials went back to their lots; null until it is received. */
  restocked: boolean | null
  refundedAt: string | null
  refundedCents: number | null
  /** What refunding it gives back: its vials at the prices charged, with their tax. */
  valueCents: number
  lines: {
    position: number
    name: string
    size: string | null
    quantity: number
    lots: { lotNumber: string; quantity: number }[]
  }[]
}

export interface InboxMessage {
  id: string
  name: string
  email: string
  subject: string
  message: string
  createdAt: string
  /** When an operator marked it handled. */
  readAt: string | null
  /** Orders placed from the message's email address. */
  orderCount: number
}

export interface PendingMail {
  id: number
  template: string
  /** Who it goes to: the buyer's address, or the shop's own for its notices. */
  to: string
  /** The order it is about, if any. */
  orderNumber: string | null
  attempts: number
  lastError: string | null
  nextAttemptAt: string
  createdAt: string
}

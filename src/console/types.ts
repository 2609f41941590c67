// The shapes /api/admin answers with (the server's modules own them; these mirror their JSON).
import type { OrderStatus } from '@/domain/order-status'
import type { OrderView } from '@/domain/order-view'

export interface OrderListRow {
  number: string
  status: OrderStatus
  createdAt: string
  firstName: string
  lastName: string
  email: string
  totalCents: number
  paymentMethod: string
}

export interface OrderListPage {
  orders: OrderListRow[]
  next: string | null
  counts: Record<OrderStatus | 'all', number>
}

export interface Lot {
  id: string
  productId: string
  lotNumber: string
  testDate: string
  measuredPurity: number
  identityMethod: string
  identityResult: string
  purityMethod: string
  purityResult: string
  analyst: string
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
  lineLots: Record<string, { id: string; lotNumber: string } | undefined>
  lotsByProduct: Record<string, Lot[]>
  history: HistoryEntry[]
}

export interface InboxMessage {
  id: string
  name: string
  email: string
  subject: string
  message: string
  createdAt: string
  readAt: string | null
}

export interface PendingMail {
  id: number
  template: string
  attempts: number
  lastError: string | null
  nextAttemptAt: string
  createdAt: string
}

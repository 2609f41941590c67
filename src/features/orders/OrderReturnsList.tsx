import { nameWithSize } from '@/domain/catalogue/sizes'
import { formatWhen } from './order-status'
import type { OrderView } from './order-view'

/** Where a return stands, as its buyer reads it. */
function stateText(r: OrderView['returns'][number]): string {
  if (r.refundedAt) return `Refunded ${formatWhen(r.refundedAt)}`
  if (r.receivedAt) return `Received ${formatWhen(r.receivedAt)}; we are checking it`
  return 'Awaiting your parcel: write the return number on it'
}

/** The order's returns (RMA): each number, what goes back, and where it stands. */
export function OrderReturnsList({ returns }: { returns: OrderView['returns'] }) {
  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">Returns</h3>
      <ul className="mt-2 flex flex-col gap-2 text-slate-700">
        {returns.map((r) => (
          <li key={r.rma}>
            <p className="font-medium whitespace-nowrap text-slate-900">{r.rma}</p>
            <p>
              {r.lines.map((l) => `${l.quantity} × ${nameWithSize(l.name, l.size)}`).join(', ')}
            </p>
            <p>{stateText(r)}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}

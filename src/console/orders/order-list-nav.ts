// Where an order page was opened from: the list's address (filters, search and page) and the
// orders it showed, kept in the history entry's state, so the order page can link back to that
// same list and to the orders before and after it.
import { useLocation } from 'react-router'

export interface ListState {
  /** The list's query string, without "?". */
  list: string
  /** The order numbers the list showed, in its order. */
  numbers: string[]
}

function isListState(value: unknown): value is ListState {
  const v = value as ListState | null
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.list === 'string' &&
    Array.isArray(v.numbers) &&
    v.numbers.every((n) => typeof n === 'string')
  )
}

/** The list this order page came from, and its neighbours in it. */
export function useListNeighbours(number: string) {
  const { state } = useLocation()
  const from = isListState(state) ? state : null
  const at = from ? from.numbers.indexOf(number) : -1
  return {
    state: from,
    listHref: from?.list ? `/orders?${from.list}` : '/orders',
    previous: at > 0 ? from!.numbers[at - 1]! : null,
    next: at >= 0 && from && at < from.numbers.length - 1 ? from.numbers[at + 1]! : null,
  }
}

/** How long ago an order was placed, in the list's short form ("4 h", "3 d"). */
export function ageText(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000))
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return `${hours} h`
  return `${Math.floor(hours / 24)} d`
}

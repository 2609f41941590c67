import type { Availability } from '@/data/types'
import { availabilityText } from '@/domain/catalogue/sizes'

// Text first, colour second: the words say the state; the colour only echoes it (DESIGN.md:
// amber for notices, red for what blocks).
const TONE: Record<Availability['state'], string> = {
  'in-stock': 'text-emerald-800',
  low: 'text-amber-800',
  backorder: 'text-amber-800',
  'out-of-stock': 'text-red-700',
}

/**
 * A size's stock as a buyer is told it: "In stock", "Only N left", "Backorder: ships in about N
 * days" or "Out of stock". Its id lets a disabled Add to Cart name it as the reason.
 */
export function StockLine({
  availability,
  id,
  prefix = '',
  className = '',
  as: Tag = 'p',
}: {
  availability: Availability
  id?: string
  /** Words before the state, e.g. the size it is of ("5mg: "). */
  prefix?: string
  className?: string
  /** A span (shown as a block) where a paragraph may not go, inside a link. */
  as?: 'p' | 'span'
}) {
  return (
    <Tag id={id} className={`block text-sm font-medium ${TONE[availability.state]} ${className}`}>
      {prefix}
      {availabilityText(availability)}
    </Tag>
  )
}

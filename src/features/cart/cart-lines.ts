import type { Product, ProductSize } from '@/data/types'
import { nameWithSize, orderableAtMost } from '@/domain/catalogue/sizes'

/**
 * A line's name in labels, toasts and messages: the product's, with its size when the product
 * comes in more than one ("BPC-157, 10mg"), so two lines of one product are told apart.
 */
export function lineName(product: Product, size: ProductSize): string {
  return product.sizes.length > 1 || !product.sizes.includes(size)
    ? nameWithSize(product.name, size.label)
    : product.name
}

/**
 * A size a stored line names that its product no longer has (the owner removed it): the line
 * stays, named by the size's key, and is not offered, as a line of a withdrawn size is.
 */
export function removedSize(key: string): ProductSize {
  return {
    key,
    label: key.replace(/-/g, ' '),
    priceCents: 0,
    sku: '',
    onSale: false,
    availability: { state: 'out-of-stock' },
  }
}

/** What keeps a line from being ordered now. */
export type LineProblem =
  /** The product or its size is not offered now. */
  | { kind: 'withdrawn' }
  | { kind: 'out-of-stock' }
  /** More than is left of a size that takes no backorders. */
  | { kind: 'not-enough'; left: number }

/** Whether the line can be ordered as it stands, and if not, why. */
export function lineProblem(
  product: Product,
  size: ProductSize,
  quantity: number,
): LineProblem | null {
  if (!product.onSale || !size.onSale) return { kind: 'withdrawn' }
  const most = orderableAtMost(size.availability)
  if (most === null || quantity <= most) return null
  return most <= 0 ? { kind: 'out-of-stock' } : { kind: 'not-enough', left: most }
}

/** What a cart line of a withdrawn product or size says. */
export const NOT_OFFERED_LINE = 'Not offered now: remove it to check out.'

/** What the line itself says of its problem. */
export function lineProblemText(problem: LineProblem): string {
  switch (problem.kind) {
    case 'withdrawn':
      return NOT_OFFERED_LINE
    case 'out-of-stock':
      return 'Out of stock: remove it to check out.'
    case 'not-enough':
      return `Only ${problem.left} left: lower the quantity to ${problem.left} to check out.`
  }
}

const itThem = (names: readonly string[]) => (names.length === 1 ? ['is', 'it'] : ['are', 'them'])

/** Why the cart cannot go to the checkout while it holds withdrawn products. */
export function notOfferedMessage(names: readonly string[]): string {
  const [verb, pronoun] = itThem(names)
  return `${names.join(', ')} ${verb} not offered now. Remove ${pronoun} from your cart to check out.`
}

/** Why the cart cannot go to the checkout while it holds sizes that are out of stock. */
export function outOfStockMessage(names: readonly string[]): string {
  const [verb, pronoun] = itThem(names)
  return `${names.join(', ')} ${verb} out of stock. Remove ${pronoun} from your cart to check out.`
}

/** Why the cart cannot go to the checkout while a line asks for more than is left. */
export function notEnoughMessage(name: string, left: number): string {
  return `Only ${left} of ${name} ${left === 1 ? 'is' : 'are'} left. Lower the quantity to ${left} to check out.`
}

/**
 * The sentences that say why the cart cannot be ordered as it stands: the withdrawn lines
 * together, then those out of stock, then each line over what is left. Empty when it can.
 */
export function cartProblemMessages(
  items: readonly { name: string; problem: LineProblem | null }[],
): string[] {
  const named = (kind: LineProblem['kind']) =>
    items.filter((item) => item.problem?.kind === kind).map((item) => item.name)
  const withdrawn = named('withdrawn')
  const outOfStock = named('out-of-stock')
  return [
    ...(withdrawn.length > 0 ? [notOfferedMessage(withdrawn)] : []),
    ...(outOfStock.length > 0 ? [outOfStockMessage(outOfStock)] : []),
    ...items.flatMap(({ name, problem }) =>
      problem?.kind === 'not-enough' ? [notEnoughMessage(name, problem.left)] : [],
    ),
  ]
}

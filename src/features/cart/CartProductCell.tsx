import { Link } from '@/lib/router'
import { ProductImage } from '@/components/ui/ProductImage'
import { lineProblemText } from './cart-lines'
import type { CartItem } from './CartProvider'

/**
 * A cart line's thumbnail, linked name, size and catalogue number, and what keeps it from
 * being ordered when something does.
 */
export function CartProductCell({ item }: { item: CartItem }) {
  const { product, size, problem } = item
  // A product with several sizes links the line's own.
  const to =
    product.sizes.length > 1
      ? `/products/${product.id}?size=${encodeURIComponent(size.key)}`
      : `/products/${product.id}`
  return (
    <div className="flex min-w-0 items-center gap-3">
      <ProductImage
        src={product.image}
        alt=""
        width={320}
        height={320}
        sizes="64px"
        className="w-16 shrink-0 rounded-md"
      />
      <div className="min-w-0">
        <Link
          to={to}
          className="font-medium text-slate-900 underline-offset-2 hover:text-accent hover:underline"
        >
          {product.name}
        </Link>
        <p className="text-sm text-slate-600">
          {size.label} · Cat. No. {product.id.toUpperCase()}
        </p>
        {problem && <p className="text-sm font-medium text-red-700">{lineProblemText(problem)}</p>}
      </div>
    </div>
  )
}

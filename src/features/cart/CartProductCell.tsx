import { Link } from '@/lib/router'
import { ProductImage } from '@/components/ui/ProductImage'
import type { CartItem } from './CartProvider'

/** What a cart line of a withdrawn product says. */
export const NOT_OFFERED_LINE = 'Not offered now: remove it to check out.'

/** A cart line's thumbnail and linked name. */
export function CartProductCell({ item }: { item: CartItem }) {
  const { product } = item
  return (
    <div className="flex items-center gap-3">
      <ProductImage
        src={product.image}
        alt=""
        width={320}
        height={320}
        sizes="64px"
        className="w-16 shrink-0 rounded-md"
      />
      <div>
        <Link
          to={`/products/${product.id}`}
          className="font-medium text-slate-900 underline-offset-2 hover:text-accent hover:underline"
        >
          {product.name}
        </Link>
        <p className="text-sm text-slate-600">
          {product.details.size} · Cat. No. {product.id.toUpperCase()}
        </p>
        {!item.available && <p className="text-sm font-medium text-red-700">{NOT_OFFERED_LINE}</p>}
      </div>
    </div>
  )
}

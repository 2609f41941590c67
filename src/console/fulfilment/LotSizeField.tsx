import { defaultSizeOf, type ConsoleProduct } from '../catalogue/products'
import { FieldFrame, inputClass } from '../shared/ui'

/**
 * The pack size a lot's vials are, chosen among the product's sizes (its default first chosen).
 * A product with one size shows none: the server takes the default. A lot keeps its size, so
 * an edited lot's shows without a choice.
 */
export function LotSizeField({
  product,
  lotSizeKey,
  error,
}: {
  product: ConsoleProduct | undefined
  /** The edited lot's size; undefined for a new lot. */
  lotSizeKey?: string | undefined
  error?: string | undefined
}) {
  if (!product || product.sizes.length < 2) return null
  const chosen = defaultSizeOf(product.sizes)
  return (
    <FieldFrame
      id="lot-size"
      label="Size"
      hint={lotSizeKey ? 'A lot’s size cannot change.' : undefined}
      error={error}
    >
      {(wiring) => (
        <select
          {...wiring}
          // A new product's sizes, with its default chosen.
          key={product.id}
          name="sizeKey"
          className={inputClass}
          disabled={!!lotSizeKey}
          defaultValue={lotSizeKey ?? chosen?.key}
        >
          {product.sizes.map((s) => (
            <option key={s.key} value={s.key}>
              {`${s.label}${s === chosen ? ' (default)' : ''}${s.onSale ? '' : ' (off sale)'}`}
            </option>
          ))}
          {lotSizeKey && !product.sizes.some((s) => s.key === lotSizeKey) && (
            <option value={lotSizeKey}>{`${lotSizeKey} (removed)`}</option>
          )}
        </select>
      )}
    </FieldFrame>
  )
}

import type { LotView as Lot } from '@/domain/orders/console-view'
import { nameWithSize } from '@/domain/catalogue/sizes'
import type { ConsoleProduct } from '../catalogue/products'
import { sizeLabel } from './stock'
import { secondaryButtonClass } from '../shared/ui'

/** Every lot, each named with its product and size, its results and stock, to edit or retire. */
export function RegisteredLots({
  lots,
  products,
  onEdit,
  onRetire,
}: {
  lots: Lot[]
  products: ConsoleProduct[] | null
  onEdit(lot: Lot): void
  onRetire(lot: Lot): void
}) {
  const lotName = (lot: Lot) => {
    const product = products?.find((p) => p.id === lot.productId)
    return nameWithSize(product?.name ?? lot.productId, sizeLabel(product, lot.sizeKey))
  }
  return (
    <section aria-labelledby="lots-h">
      <h2 id="lots-h" className="mb-3 text-lg font-bold">
        Registered lots
      </h2>
      {lots.length === 0 && <p>No lots yet.</p>}
      <ul className="space-y-3">
        {lots.map((lot) => (
          <li key={lot.id} className="rounded-md border border-slate-300 bg-white p-3">
            <p className="font-semibold">
              {lotName(lot)} · lot {lot.lotNumber}
            </p>
            <p className="text-sm">
              Tested {lot.testDate} by {lot.analyst}: {lot.measuredPurity}% purity
            </p>
            <p className="text-sm text-slate-700">
              {lot.identityMethod}: {lot.identityResult}. {lot.purityMethod}: {lot.purityResult}.
            </p>
            <p className="mt-1 font-semibold tabular-nums">
              {lot.retiredAt
                ? 'Retired'
                : `${lot.quantityOnHand} vial${lot.quantityOnHand === 1 ? '' : 's'} on hand`}
              {lot.shippedLines > 0 &&
                ` · shipped on ${lot.shippedLines} line${lot.shippedLines === 1 ? '' : 's'}`}
            </p>
            {!lot.retiredAt && (
              <div className="mt-2 flex flex-wrap gap-2">
                <button type="button" className={secondaryButtonClass} onClick={() => onEdit(lot)}>
                  {lot.shippedLines > 0 ? 'Update stock' : 'Edit'}
                  <span className="sr-only"> lot {lot.lotNumber}</span>
                </button>
                <button
                  type="button"
                  className={secondaryButtonClass}
                  onClick={() => onRetire(lot)}
                >
                  Retire<span className="sr-only"> lot {lot.lotNumber}</span>
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

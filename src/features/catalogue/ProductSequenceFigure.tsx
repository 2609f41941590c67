import type { Product } from '@/data/types'
import { sequenceStructure } from '@/domain/sequence-structures'
import { figureDescription, figurePath, figureSize } from '@/lib/sequence-figure.js'

/**
 * The peptide itself: its sequence figure (residues, termini, D-amino acids and bridges), a
 * file the build draws from the product's structure data (scripts/make-sequence-figures.js).
 * Its text alternative is the sequence as text; its size is reserved so nothing shifts.
 */
export function ProductSequenceFigure({
  product,
  className = '',
}: {
  product: Product
  className?: string
}) {
  const structure = sequenceStructure(product.id)
  const { width, height } = figureSize(structure)
  return (
    <figure
      className={`overflow-hidden rounded-lg border border-slate-200 bg-slate-50 ${className}`}
    >
      <img
        src={figurePath(product.id)}
        alt={figureDescription(product, structure)}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        // Beside the vial on a desktop, a long chain is drawn smaller rather than leave the
        // screen (the column stays in view).
        className="block h-auto w-full lg:max-h-[max(14rem,calc(100vh-31rem))] lg:object-contain"
      />
    </figure>
  )
}

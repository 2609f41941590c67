import type { Product } from '@/data/types'
import { findSequenceStructure } from '@/domain/catalogue/sequence-structures'
import { figureDescription, figurePath, figureSize, legendOf } from '@/lib/sequence-figure.js'

/**
 * The peptide itself: its sequence figure (residues, termini, D-amino acids and bridges), a
 * file the build draws from the product's structure data (scripts/make-sequence-figures.js).
 * Its text alternative is the sequence as text; its size is reserved so nothing shifts.
 *
 * The phone's figure (`variant="phone"`) is its own drawing, four residues a row with larger
 * type, so that scaled down to a 390 px screen its numbers still read at 12 px or more; its key
 * is set here, in the page's own text, rather than shrunk with the drawing.
 */
export function ProductSequenceFigure({
  product,
  variant = 'wide',
  className = '',
}: {
  product: Product
  variant?: 'wide' | 'phone'
  className?: string
}) {
  const structure = findSequenceStructure(product.id)
  if (!structure) return null
  const { width, height } = figureSize(structure, variant)
  const legend = variant === 'phone' ? legendOf(structure) : []
  return (
    <figure
      className={`overflow-hidden rounded-lg border border-slate-200 bg-slate-50 ${className}`}
    >
      <img
        src={figurePath(product.id, variant)}
        alt={figureDescription(product, structure)}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        // Beside the vial on a desktop, a long chain is drawn smaller rather than leave the
        // screen (the column stays in view). A wider phone does not blow the drawing up.
        className={
          variant === 'phone'
            ? 'mx-auto block h-auto w-full max-w-md'
            : 'block h-auto w-full lg:max-h-[max(14rem,calc(100vh-31rem))] lg:object-contain'
        }
      />
      {legend.length > 0 && (
        <figcaption className="px-5 pb-3">
          <ul aria-label="Key" className="text-sm text-slate-600">
            {legend.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </figcaption>
      )}
    </figure>
  )
}

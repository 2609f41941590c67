import { ACCEPTED_CARDS } from '@/data/policy'

const MARKS: Record<(typeof ACCEPTED_CARDS)[number], string> = {
  Visa: '/images/payment/visa.svg',
  Mastercard: '/images/payment/mastercard.svg',
}

/**
 * The accepted card brands (spec section 9), from the shop's own image files. `decorative`
 * shows the marks alone beside a text that already names the brands, so they say nothing more.
 */
export function CardMarks({ decorative = false }: { decorative?: boolean }) {
  if (decorative) {
    return (
      <span className="flex gap-2">
        {ACCEPTED_CARDS.map((card) => (
          <img key={card} src={MARKS[card]} alt="" width={48} height={32} className="h-8 w-12" />
        ))}
      </span>
    )
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-slate-700">We accept Visa and Mastercard.</p>
      <ul className="flex gap-2" aria-label="Accepted cards">
        {ACCEPTED_CARDS.map((card) => (
          <li key={card}>
            <img src={MARKS[card]} alt={card} width={48} height={32} className="h-8 w-12" />
          </li>
        ))}
      </ul>
    </div>
  )
}

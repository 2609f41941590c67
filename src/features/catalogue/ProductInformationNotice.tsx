import { Info } from 'lucide-react'
import { PURITY_CLAIM } from '@/data/policy'

/** The catalogue's product information notice (informational, so amber). */
export function ProductInformationNotice() {
  return (
    <section
      aria-labelledby="product-information-heading"
      className="rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <h2
        id="product-information-heading"
        className="flex items-center gap-2 text-lg font-semibold"
      >
        <Info aria-hidden="true" className="h-5 w-5" />
        Product Information
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          All products are sold for laboratory research use only. Not for human or veterinary use,
          and not for diagnostic or therapeutic use. Buyers must be 21 or older.
        </li>
        <li>
          Purity {PURITY_CLAIM}, verified for each lot by HPLC and mass spectrometry, with a
          Certificate of Analysis for every product.
        </li>
        <li>
          Prices are in US dollars, plus applicable tax and shipping. We ship within the United
          States only.
        </li>
      </ul>
    </section>
  )
}

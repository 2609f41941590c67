import { PURITY_CLAIM } from '@/data/policy'

/** "Premium Laboratory Reagents" and the note that applies to every product listed. */
export function ProductsIntro() {
  return (
    <section aria-labelledby="premium-heading" className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h2 id="premium-heading" className="text-2xl font-semibold text-slate-900 sm:text-3xl">
          Premium Laboratory Reagents
        </h2>
        <p className="mt-4 text-lg text-slate-700">
          Synthetic peptides and chemical reference materials for in vitro research, each lot
          verified to a purity of {PURITY_CLAIM} and supplied with a Certificate of Analysis.
        </p>
        <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          All products listed are sold for laboratory research use only. Prices are in USD, plus tax
          and shipping; we ship within the United States.
        </p>
      </div>
    </section>
  )
}

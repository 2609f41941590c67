import { Info } from 'lucide-react'
import { MINIMUM_AGE } from '@/data/policy'

/** The home page's "IMPORTANT DISCLAIMER": research use only, never for people or animals. */
export function DisclaimerBox() {
  return (
    <section aria-labelledby="disclaimer-heading" className="mx-auto max-w-4xl px-4 py-12">
      {/* Readable, not alarming (DESIGN.md): a neutral box with an amber rule, as an
          informational notice; red stays for warnings and blocked regions. */}
      <div className="rounded-lg border border-l-4 border-slate-200 border-l-amber-500 bg-slate-50 p-6 text-slate-800">
        <h2
          id="disclaimer-heading"
          className="flex items-center gap-2 text-lg font-semibold tracking-wide text-slate-900"
        >
          <Info aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
          IMPORTANT DISCLAIMER
        </h2>
        <p className="mt-3">
          All products sold by this shop are intended for laboratory research use only. They are not
          for human or veterinary use, and not for diagnostic or therapeutic use. They are not
          drugs, foods or cosmetics and must not be used as such.
        </p>
        <p className="mt-3">
          Buyers must be {MINIMUM_AGE} years of age or older and are responsible for handling these
          materials in accordance with the laws and safety practices that apply to their laboratory.
        </p>
      </div>
    </section>
  )
}

import { MINIMUM_AGE } from '@/data/policy'

/** The slim research-use notice at the top of every page (spec section 1). */
export function ResearchUseBar() {
  return (
    <aside aria-label="Research use notice" className="bg-slate-900 text-slate-100">
      <p className="mx-auto max-w-6xl px-3 py-1 text-center text-xs leading-4 sm:px-4 sm:py-1.5 sm:text-sm sm:leading-snug">
        <strong className="font-semibold">For laboratory research use only.</strong> Not for human
        or veterinary use. Not for diagnostic or therapeutic use. Buyers must be {MINIMUM_AGE} or
        older.
      </p>
    </aside>
  )
}

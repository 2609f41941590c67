import { MINIMUM_AGE } from '@/data/policy'

/**
 * The slim research-use notice at the top of every page (spec section 1). On a phone it is one
 * line, the notice in short; from 640 px, and in the footer of every page, the full statement.
 */
export function ResearchUseBar() {
  return (
    <aside aria-label="Research use notice" className="bg-slate-900 text-slate-100">
      <p className="mx-auto max-w-6xl px-2 py-1 text-center text-xs leading-4 whitespace-nowrap sm:hidden">
        <strong className="font-semibold">Research use only.</strong> Not for human or veterinary
        use. {MINIMUM_AGE}+
      </p>
      <p className="mx-auto hidden max-w-6xl px-4 py-1.5 text-center text-sm leading-snug sm:block">
        <strong className="font-semibold">For laboratory research use only.</strong> Not for human
        or veterinary use. Not for diagnostic or therapeutic use. Buyers must be {MINIMUM_AGE} or
        older.
      </p>
    </aside>
  )
}

import { PageMeta } from '@/components/layout/PageMeta'

/** /disclaimer page (filled in by its feature's issue). */
export default function DisclaimerPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageMeta
        title="Legal Disclaimer"
        description="Legal Disclaimer at Research Reagents Supply."
        path="/disclaimer"
      />
      <h1 className="text-3xl font-semibold text-slate-900">Legal Disclaimer</h1>
    </div>
  )
}

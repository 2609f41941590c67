import { PageMeta } from '@/components/layout/PageMeta'

/** /privacy page (filled in by its feature's issue). */
export default function PrivacyPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageMeta
        title="Privacy Policy"
        description="Privacy Policy at Research Reagents Supply."
        path="/privacy"
      />
      <h1 className="text-3xl font-semibold text-slate-900">Privacy Policy</h1>
    </div>
  )
}

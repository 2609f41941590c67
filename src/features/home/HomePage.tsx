import { PageMeta } from '@/components/layout/PageMeta'

/** / page (filled in by its feature's issue). */
export default function HomePage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageMeta
        title="Laboratory Research Peptides"
        description="Laboratory Research Peptides at Research Reagents Supply."
        path="/"
      />
      <h1 className="text-3xl font-semibold text-slate-900">Laboratory Research Peptides</h1>
    </div>
  )
}

import { PageMeta } from '@/components/layout/PageMeta'

/** /products page (filled in by its feature's issue). */
export default function CataloguePage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageMeta
        title="Laboratory Research Reagents"
        description="Laboratory Research Reagents at Research Reagents Supply."
        path="/products"
      />
      <h1 className="text-3xl font-semibold text-slate-900">Laboratory Research Reagents</h1>
    </div>
  )
}

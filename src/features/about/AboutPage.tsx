import { PageMeta } from '@/components/layout/PageMeta'

/** /about page (filled in by its feature's issue). */
export default function AboutPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageMeta
        title="About Us"
        description="About Us at Research Reagents Supply."
        path="/about"
      />
      <h1 className="text-3xl font-semibold text-slate-900">About Us</h1>
    </div>
  )
}

import { PageMeta } from '@/components/layout/PageMeta'

/** /contact page (filled in by its feature's issue). */
export default function ContactPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageMeta title="Contact Us" description="Contact Us at Research Reagents Supply." path="/contact" />
      <h1 className="text-3xl font-semibold text-slate-900">Contact Us</h1>
    </div>
  )
}

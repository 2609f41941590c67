import { PageMeta } from '@/components/layout/PageMeta'

/** /cart page (filled in by its feature's issue). */
export default function CartPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageMeta
        title="Shopping Cart"
        description="Shopping Cart at Research Reagents Supply."
        path="/cart"
      />
      <h1 className="text-3xl font-semibold text-slate-900">Shopping Cart</h1>
    </div>
  )
}

import * as Tabs from '@radix-ui/react-tabs'
import type { Product } from '@/data/types'
import { ProductFaq } from './ProductFaq'
import { ProductShippingInfo } from './ProductShippingInfo'

const TAB_CLASS =
  'min-h-11 border-b-2 border-transparent px-4 text-base font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-accent data-[state=active]:text-accent'

/** Details (default), Shipping and FAQ tabs of the product page. */
export function ProductTabs({ product }: { product: Product }) {
  return (
    <Tabs.Root defaultValue="details" className="mt-12">
      <Tabs.List aria-label="Product information" className="flex border-b border-slate-200">
        <Tabs.Trigger value="details" className={TAB_CLASS}>
          Details
        </Tabs.Trigger>
        <Tabs.Trigger value="shipping" className={TAB_CLASS}>
          Shipping
        </Tabs.Trigger>
        <Tabs.Trigger value="faq" className={TAB_CLASS}>
          FAQ
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="details" className="max-w-prose py-6">
        <h2 className="text-lg font-semibold text-slate-900">About {product.name}</h2>
        <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-slate-600">Also known as</dt>
          <dd className="text-slate-900">{product.details.alsoKnownAs}</dd>
          <dt className="font-medium text-slate-600">Category</dt>
          <dd className="text-slate-900">{product.category}</dd>
          <dt className="font-medium text-slate-600">Form</dt>
          <dd className="text-slate-900">Lyophilised powder in a sealed vial</dd>
          <dt className="font-medium text-slate-600">Analysis</dt>
          <dd className="text-slate-900">Purity by HPLC, identity by mass spectrometry</dd>
          <dt className="font-medium text-slate-600">Storage</dt>
          <dd className="text-slate-900">{product.details.storage}</dd>
        </dl>
        <p className="mt-4 text-sm text-slate-600">
          For laboratory research use only. Not for human or veterinary use, and not for diagnostic
          or therapeutic use.
        </p>
      </Tabs.Content>
      <Tabs.Content value="shipping" className="max-w-prose py-6">
        <ProductShippingInfo product={product} />
      </Tabs.Content>
      <Tabs.Content value="faq" className="max-w-prose py-6">
        <ProductFaq product={product} />
      </Tabs.Content>
    </Tabs.Root>
  )
}

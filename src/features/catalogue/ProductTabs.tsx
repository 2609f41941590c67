import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import type { Product } from '@/data/types'
import { ProductFaq } from './ProductFaq'
import { ProductShippingInfo } from './ProductShippingInfo'

const TABS = [
  { id: 'details', label: 'Details' },
  { id: 'shipping', label: 'Shipping' },
  { id: 'faq', label: 'FAQ' },
] as const
type TabId = (typeof TABS)[number]['id']

const TAB_CLASS =
  'min-h-11 border-b-2 border-transparent px-4 text-base font-medium text-slate-600 hover:text-slate-900 aria-selected:border-accent aria-selected:text-accent'

/** The keys that move between tabs (WAI-ARIA tabs pattern, selection follows focus). */
const MOVES: Record<string, (index: number) => number> = {
  ArrowRight: (i) => (i + 1) % TABS.length,
  ArrowLeft: (i) => (i - 1 + TABS.length) % TABS.length,
  Home: () => 0,
  End: () => TABS.length - 1,
}

/**
 * Details (default), Shipping and FAQ tabs of the product page. Every panel is in the
 * prerendered page; the ones not chosen are hidden.
 */
export function ProductTabs({ product }: { product: Product }) {
  const [active, setActive] = useState<TabId>('details')
  const tabs = useRef<(HTMLButtonElement | null)[]>([])

  function onKeyDown(event: KeyboardEvent, index: number) {
    const move = MOVES[event.key]
    if (!move) return
    event.preventDefault()
    const next = move(index)
    setActive(TABS[next]!.id)
    tabs.current[next]?.focus()
  }

  const panels: Record<TabId, ReactNode> = {
    details: (
      <>
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
      </>
    ),
    shipping: <ProductShippingInfo product={product} />,
    faq: <ProductFaq product={product} />,
  }

  return (
    <div className="mt-12">
      <div
        role="tablist"
        aria-label="Product information"
        className="flex border-b border-slate-200"
      >
        {TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`product-tab-${tab.id}`}
            aria-selected={active === tab.id}
            aria-controls={`product-panel-${tab.id}`}
            tabIndex={active === tab.id ? 0 : -1}
            className={TAB_CLASS}
            onClick={() => setActive(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`product-panel-${tab.id}`}
          aria-labelledby={`product-tab-${tab.id}`}
          tabIndex={0}
          hidden={active !== tab.id}
          className="max-w-prose py-6"
        >
          {panels[tab.id]}
        </div>
      ))}
    </div>
  )
}

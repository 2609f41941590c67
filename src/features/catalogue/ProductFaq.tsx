import { POLICY } from '@/data/policy'
import type { Product } from '@/data/types'

/** The FAQ tab: research-use, COA, storage, shipping and returns answers. */
export function ProductFaq({ product }: { product: Product }) {
  const faq: [string, string][] = [
    [
      `Is ${product.name} for human or veterinary use?`,
      'No. It is sold for laboratory research use only: not for human or veterinary use, and not for diagnostic or therapeutic use. Buyers must be 21 or older.',
    ],
    [
      'Is a Certificate of Analysis available?',
      'Yes. View COA on this page opens the newest lot’s certificate, with its measured results, where one is published; the specification sheet beside it lists what every lot is tested against, and we send any lot’s certificate on request.',
    ],
    ['How should it be stored?', `${product.details.storage}. Keep the vial sealed until use.`],
    [
      'Where do you ship, and how fast?',
      `We ship within the United States only. Orders are processed within ${POLICY.processingDays}; standard delivery takes ${POLICY.standardDeliveryEstimate}.`,
    ],
    [
      'Can I return an order?',
      `Returns are accepted within ${POLICY.returnWindowDays} days of delivery under our refund policy; refunds are issued within ${POLICY.refundDays}.`,
    ],
  ]
  return (
    <>
      <h2 className="text-lg font-semibold text-slate-900">Frequently asked questions</h2>
      <dl className="mt-2 space-y-4">
        {faq.map(([question, answer]) => (
          <div key={question}>
            <dt className="font-medium text-slate-900">{question}</dt>
            <dd className="mt-1 text-slate-700">{answer}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}

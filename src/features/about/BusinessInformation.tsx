import { SHOP } from '@/data/shop'

/** The shop's identity as a definition list, from the build's SHOP_* settings. */
export function BusinessInformation() {
  const rows = [
    { term: 'Company', value: SHOP.name },
    ...(SHOP.legalName !== SHOP.name ? [{ term: 'Legal name', value: SHOP.legalName }] : []),
    { term: 'Address', value: SHOP.addressOneLine },
    ...(SHOP.taxId ? [{ term: 'EIN', value: SHOP.taxId }] : []),
    {
      term: 'Email',
      value: (
        <a href={`mailto:${SHOP.email}`} className="text-accent underline underline-offset-2">
          {SHOP.email}
        </a>
      ),
    },
    {
      term: 'Phone',
      value: (
        <a href={SHOP.phoneHref} className="text-accent underline underline-offset-2">
          {SHOP.phone}
        </a>
      ),
    },
    { term: 'Customer service', value: SHOP.supportHours },
    { term: 'Shipping', value: 'United States only' },
  ]
  return (
    <section aria-labelledby="business-information" className="mt-12 max-w-3xl">
      <h2 id="business-information" className="text-2xl font-semibold text-slate-900">
        Business information
      </h2>
      <dl className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
        {rows.map((row) => (
          <div key={row.term} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
            <dt className="font-medium text-slate-900">{row.term}</dt>
            <dd className="text-slate-700">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

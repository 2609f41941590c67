import { SHOP } from '@/data/shop'

/** The shop's identity as a definition list, read from the shop module. */
export function BusinessInformation() {
  const { address } = SHOP
  const rows = [
    { term: 'Company', value: SHOP.name },
    {
      term: 'Address',
      value: `${address.street}, ${address.city}, ${address.state} ${address.zip}, ${address.country}`,
    },
    {
      term: 'Email',
      value: (
        <a href={`mailto:${SHOP.email}`} className="text-accent underline underline-offset-2">
          {SHOP.email}
        </a>
      ),
    },
    { term: 'Phone', value: SHOP.phone },
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

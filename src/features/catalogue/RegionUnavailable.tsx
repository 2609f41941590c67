/** The "Products Not Available in Your Region" panel, shown for a non-US shipping country. */
export function RegionUnavailable({ countryName }: { countryName: string }) {
  return (
    <section
      aria-labelledby="region-unavailable-heading"
      className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-900"
    >
      <h2 id="region-unavailable-heading" className="text-xl font-semibold">
        Products Not Available in Your Region
      </h2>
      <p className="mt-2">
        We apologize, but we do not currently ship our research reagents to {countryName}. We ship
        within the United States only.
      </p>
    </section>
  )
}

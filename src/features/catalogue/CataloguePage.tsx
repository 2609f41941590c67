import { PageMeta } from '@/components/layout/PageMeta'
import { useProductsOnSale } from '@/components/ui/use-catalogue'
import { useShippingCountry } from '@/features/shipping-country'
import { filterProducts } from './catalogue-filter'
import { CatalogueResults } from './CatalogueResults'
import { CatalogueSearch } from './CatalogueSearch'
import { CategoryChips } from './CategoryChips'
import { CategoryFilter } from './CategoryFilter'
import { ProductInformationNotice } from './ProductInformationNotice'
import { RegionUnavailable } from './RegionUnavailable'
import { ShippingStates } from './ShippingStates'
import { useCatalogueQuery } from './useCatalogueQuery'

/** /products: search, category filter and the grouped product grid. */
export default function CataloguePage() {
  const products = useProductsOnSale()
  const { query, setSearch, setCategories } = useCatalogueQuery()
  const { outsideShippingRegion, selectedCountry } = useShippingCountry()

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10">
      <PageMeta
        title="Laboratory Research Reagents"
        description="Research peptides and chemical reference materials, purity at least 99%, with a Certificate of Analysis for every product. For laboratory research use only."
        path="/products"
      />
      <header>
        <h1 className="text-3xl font-semibold text-slate-900 md:text-4xl">
          Laboratory Research Reagents
        </h1>
        <p className="mt-2 max-w-prose text-slate-600">
          Peptides and chemical reference materials for in vitro research, each lot verified by HPLC
          and mass spectrometry.
        </p>
      </header>
      {outsideShippingRegion ? (
        <RegionUnavailable countryName={selectedCountry} />
      ) : (
        <>
          <div className="flex flex-col gap-3">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
              <CatalogueSearch value={query.search} onChange={setSearch} />
              <CategoryFilter selected={query.categories} onApply={setCategories} />
            </div>
            <CategoryChips selected={query.categories} onChange={setCategories} />
          </div>
          <CatalogueResults
            key={`${query.search}\n${query.categories.join()}`}
            products={filterProducts(products, query)}
            search={query.search}
          />
        </>
      )}
      <ProductInformationNotice />
      <ShippingStates />
    </div>
  )
}

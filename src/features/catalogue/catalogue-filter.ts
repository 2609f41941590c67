import { CATEGORIES } from '@/data/categories'
import type { Category, Product } from '@/data/types'

/**
 * What the catalogue shows: a name search and the chosen category slugs.
 * An empty `categories` list means "All Categories" (spec 4, "Category filter").
 */
export interface CatalogueQuery {
  search: string
  categories: string[]
}

/** The pseudo-option that stands for every category. */
export const ALL_CATEGORIES = 'all'

const SLUG_ORDER = CATEGORIES.map((c) => c.slug)

/** Known slugs only, without repeats, in catalogue order. */
function normaliseSlugs(slugs: readonly string[]): string[] {
  return SLUG_ORDER.filter((slug) => slugs.includes(slug))
}

/** Reads `?q=` and repeated `?category=` (docs/DECISIONS.md, URL state); unknown slugs are dropped. */
export function parseCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  return {
    search: params.get('q') ?? '',
    categories: normaliseSlugs(params.getAll('category')),
  }
}

/** The query string for a catalogue view; empty parts are left out. */
export function catalogueSearchParams({ search, categories }: CatalogueQuery): URLSearchParams {
  const params = new URLSearchParams()
  if (search.trim()) params.set('q', search)
  for (const slug of normaliseSlugs(categories)) params.append('category', slug)
  return params
}

/**
 * The category selection after ticking or unticking one option: All clears the others;
 * a specific category unsets All; no selection falls back to All.
 */
export function toggleCategory(selection: readonly string[], option: string, checked: boolean) {
  if (option === ALL_CATEGORIES) return []
  const rest = selection.filter((slug) => slug !== option)
  return normaliseSlugs(checked ? [...rest, option] : rest)
}

/** Products whose name contains the search (case-insensitive) and whose category is chosen. */
export function filterProducts(products: readonly Product[], query: CatalogueQuery): Product[] {
  const needle = query.search.trim().toLowerCase()
  const chosen = CATEGORIES.filter((c) => query.categories.includes(c.slug)).map((c) => c.name)
  return products.filter(
    (p) =>
      p.name.toLowerCase().includes(needle) && (chosen.length === 0 || chosen.includes(p.category)),
  )
}

export interface CategoryGroup {
  category: Category
  products: Product[]
}

/** Products grouped under their category, in catalogue order; empty groups are left out. */
export function groupByCategory(products: readonly Product[]): CategoryGroup[] {
  return CATEGORIES.map((category) => ({
    category,
    products: products.filter((p) => p.category === category.name),
  })).filter((group) => group.products.length > 0)
}

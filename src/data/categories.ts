import type { Category, CategoryName } from './types'

/** Description of the "All Categories" option (spec section 2). */
export const ALL_CATEGORIES_DESCRIPTION = 'View all product categories'

export const CATEGORIES: readonly Category[] = [
  {
    slug: 'reference-material',
    name: 'Reference Material',
    description: 'Standardized chemical compounds for research calibration and controls',
  },
  {
    slug: 'academic-research-supply',
    name: 'Academic Research Supply',
    description: 'Materials designed for controlled laboratory experiments',
  },
  {
    slug: 'laboratory-reagent',
    name: 'Laboratory Reagent',
    description: 'Chemical substances for in vitro scientific applications',
  },
]

export function categoryBySlug(slug: string): Category | undefined {
  return CATEGORIES.find((c) => c.slug === slug)
}

export function categoryByName(name: CategoryName): Category {
  const found = CATEGORIES.find((c) => c.name === name)
  if (!found) throw new Error(`Unknown category ${name}`)
  return found
}

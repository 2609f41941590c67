import type { Category } from './types'

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

/** The three category names, for the console's choice and its schema. */
export const CATEGORY_NAMES = [
  'Reference Material',
  'Academic Research Supply',
  'Laboratory Reagent',
] as const

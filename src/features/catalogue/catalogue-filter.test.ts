import { describe, expect, it } from 'vitest'
import { SPEC_PRODUCTS as PRODUCTS } from '@/data/spec-catalogue'
import {
  ALL_CATEGORIES,
  catalogueSearchParams,
  filterProducts,
  groupByCategory,
  parseCatalogueQuery,
  toggleCategory,
} from './catalogue-filter'

const ids = (query: { search: string; categories: string[] }) =>
  filterProducts(PRODUCTS, query).map((p) => p.id)

describe('filterProducts', () => {
  it('shows everything with no search and All Categories', () => {
    expect(ids({ search: '', categories: [] })).toHaveLength(7)
  })

  it('matches a case-insensitive substring of the name, ignoring outer spaces', () => {
    expect(ids({ search: 'RELIN', categories: [] })).toEqual(['ipamorelin', 'sermorelin'])
    expect(ids({ search: '  bpc ', categories: [] })).toEqual(['bpc-157'])
    expect(ids({ search: 'xyz', categories: [] })).toEqual([])
  })

  it('keeps only the chosen categories', () => {
    expect(ids({ search: '', categories: ['laboratory-reagent'] })).toEqual(['pt-141', 'aod-9604'])
    expect(ids({ search: '', categories: ['reference-material', 'laboratory-reagent'] })).toEqual([
      'bpc-157',
      'tb-500',
      'pt-141',
      'aod-9604',
    ])
  })

  it('combines search and categories', () => {
    expect(ids({ search: 'relin', categories: ['academic-research-supply'] })).toEqual([
      'ipamorelin',
      'sermorelin',
    ])
    expect(ids({ search: 'relin', categories: ['reference-material'] })).toEqual([])
    expect(ids({ search: '-1', categories: ['reference-material', 'laboratory-reagent'] })).toEqual(
      ['bpc-157', 'pt-141'],
    )
  })
})

describe('toggleCategory (spec 4, "Category filter")', () => {
  it('choosing All clears the others', () => {
    expect(toggleCategory(['reference-material'], ALL_CATEGORIES, true)).toEqual([])
  })

  it('choosing a specific category unsets All and keeps catalogue order', () => {
    expect(toggleCategory([], 'laboratory-reagent', true)).toEqual(['laboratory-reagent'])
    expect(toggleCategory(['laboratory-reagent'], 'reference-material', true)).toEqual([
      'reference-material',
      'laboratory-reagent',
    ])
  })

  it('no selection falls back to All', () => {
    expect(toggleCategory(['laboratory-reagent'], 'laboratory-reagent', false)).toEqual([])
    expect(toggleCategory([], ALL_CATEGORIES, false)).toEqual([])
  })

  it('ignores unknown slugs', () => {
    expect(toggleCategory([], 'nonsense', true)).toEqual([])
  })
})

describe('URL state', () => {
  it('reads q and repeated category, dropping unknown and repeated slugs', () => {
    const params = new URLSearchParams(
      'q=bpc&category=laboratory-reagent&category=nope&category=reference-material&category=laboratory-reagent',
    )
    expect(parseCatalogueQuery(params)).toEqual({
      search: 'bpc',
      categories: ['reference-material', 'laboratory-reagent'],
    })
  })

  it('writes only the parts in use', () => {
    expect(catalogueSearchParams({ search: '', categories: [] }).toString()).toBe('')
    expect(
      catalogueSearchParams({
        search: 'bpc',
        categories: ['laboratory-reagent', 'reference-material'],
      }).toString(),
    ).toBe('q=bpc&category=reference-material&category=laboratory-reagent')
  })
})

describe('groupByCategory', () => {
  it('groups in catalogue order and leaves out empty groups', () => {
    const groups = groupByCategory(filterProducts(PRODUCTS, { search: 'o', categories: [] }))
    expect(groups.map((g) => g.category.name)).toEqual([
      'Academic Research Supply',
      'Laboratory Reagent',
    ])
    expect(groups[0]!.products.map((p) => p.id)).toEqual(['ipamorelin', 'sermorelin'])
    expect(groups[1]!.products.map((p) => p.id)).toEqual(['aod-9604'])
  })
})

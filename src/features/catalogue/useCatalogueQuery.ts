import { useCallback, useMemo } from 'react'
import { useSearchParams } from '@/lib/router'
import { catalogueSearchParams, parseCatalogueQuery, type CatalogueQuery } from './catalogue-filter'

/**
 * The catalogue's search and categories, kept in the URL so a view can be shared, reloaded
 * and left with Back. Typing replaces the history entry (Back should not replay every
 * keystroke); a category change adds one.
 */
export function useCatalogueQuery() {
  const [params, setParams] = useSearchParams()
  const query = useMemo(() => parseCatalogueQuery(params), [params])

  const update = useCallback(
    (next: Partial<CatalogueQuery>, replace: boolean) =>
      setParams((current) => catalogueSearchParams({ ...parseCatalogueQuery(current), ...next }), {
        replace,
        preventScrollReset: true,
      }),
    [setParams],
  )

  const setSearch = useCallback((search: string) => update({ search }, true), [update])
  const setCategories = useCallback(
    (categories: string[]) => update({ categories }, false),
    [update],
  )

  return { query, setSearch, setCategories }
}

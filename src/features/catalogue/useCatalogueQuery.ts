import { useCallback, useMemo } from 'react'
import { usePageSearchParams } from '@/lib/use-hydrated'
import { catalogueSearchParams, parseCatalogueQuery, type CatalogueQuery } from './catalogue-filter'

/**
 * The catalogue's search and categories, kept in the URL so a view can be shared, reloaded
 * and left with Back. Typing replaces the history entry (Back should not replay every
 * keystroke); a category change adds one.
 */
export function useCatalogueQuery() {
  const [params, setParams] = usePageSearchParams()
  const query = useMemo(() => parseCatalogueQuery(params), [params])

  // Each change starts from the address as it is now, not as last rendered: a search typed just
  // after categories were applied (or the other way round) keeps both, even when the first
  // change has not been rendered yet (the page's start replays a visitor's early steps a task
  // apart).
  const update = useCallback(
    (next: Partial<CatalogueQuery>, replace: boolean) =>
      setParams(
        () =>
          catalogueSearchParams({
            ...parseCatalogueQuery(new URLSearchParams(window.location.search)),
            ...next,
          }),
        { replace, preventScrollReset: true },
      ),
    [setParams],
  )

  const setSearch = useCallback((search: string) => update({ search }, true), [update])
  const setCategories = useCallback(
    (categories: string[]) => update({ categories }, false),
    [update],
  )

  return { query, setSearch, setCategories }
}

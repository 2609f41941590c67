import { useConsoleData } from '../shared/data'

/** One of the home page's answers, asked for again whenever `path` changes. */
export function useFigures<T>(path: string) {
  // The last answer stays on screen while the next is asked for.
  const { data, error, loading } = useConsoleData<T>(path, 'Could not load the figures.', {
    keepPrevious: true,
    serverMessage: true,
  })
  return { data, error, loading }
}

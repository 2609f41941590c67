import { useEffect, useState } from 'react'
import { api, ApiError } from '../shared/api'

/** One of the home page's answers, asked for again whenever `path` changes. */
export function useFigures<T>(path: string) {
  const [answer, setAnswer] = useState<{ path: string; data: T | null; error: string } | null>(null)
  useEffect(() => {
    let live = true
    api.get<T>(path).then(
      (data) => live && setAnswer({ path, data, error: '' }),
      (e: unknown) =>
        live &&
        setAnswer({
          path,
          data: null,
          error: e instanceof ApiError ? e.message : 'Could not load the figures.',
        }),
    )
    return () => {
      live = false
    }
  }, [path])
  return {
    // The last answer stays on screen while the next is asked for.
    data: answer?.data ?? null,
    error: answer?.error ?? '',
    loading: answer?.path !== path,
  }
}

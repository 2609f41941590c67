// What the console's pages read from the server, through one query cache (TanStack Query:
// docs/decisions/0004-console-data.md). A page names the address it reads and says what to show
// when it cannot be read; the cache fetches it, keeps it while the operator moves around the
// console and reads it again when the page comes back, so Back shows the list at once.
import { useState, type ReactNode } from 'react'
import {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { api, ApiError } from './api'

/** A cache for one signed-in session: made anew at the next sign-in, so nothing carries over. */
export function ConsoleData({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            // A failed read says so at once; the operator reloads or acts again.
            retry: false,
            // Read again when a page mounts, not when the window takes the focus back: a page
            // never changes under a form the operator is filling in.
            refetchOnWindowFocus: false,
            refetchOnReconnect: false,
          },
        },
      }),
  )
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

/** How long an answer handed in as `initial` counts as just read. */
const JUST_READ_MS = 5_000

/** The message for a read that failed: the server's when it answered, else `failure`. */
export function failureMessage(error: unknown, failure: string): string {
  return error instanceof ApiError ? error.message : failure
}

export interface ConsoleRead<T> {
  /** What the server answered; null until the first answer. */
  data: T | null
  /** Why the last read failed; '' once one has succeeded. */
  error: string
  /** True until this address's own answer has come (another's may be shown meanwhile). */
  loading: boolean
  /** Reads it again (after a change this page made or one made elsewhere): the new answer. */
  reload(): Promise<T | null>
  /** Puts a write's answer in place of the page's data, with no second read. */
  replace(next: T): void
}

interface Options<T> {
  /** Shows the answer for the previous address while the next one is read (a list's pages). */
  keepPrevious?: boolean
  /** Reads the same address again whenever this changes (counts beside a list's filter). */
  readAgainOn?: string
  /** Says the server's refusal where it gave one (a 404's "no such order"), not `failure`. */
  serverMessage?: boolean
  /** Read afresh on every visit, never shown from an earlier one (an editor's form starts from it). */
  fresh?: boolean
  /** An answer already read for this address, taken as just read (not read again at once). */
  initial?: T | null
}

/**
 * Reads `path` under /api/admin for a page (null: nothing to read yet). `failure` is shown when
 * the read fails (or only when the server could not be reached, with `serverMessage`).
 */
export function useConsoleData<T>(
  path: string | null,
  failure: string,
  {
    keepPrevious = false,
    readAgainOn = '',
    serverMessage = false,
    fresh = false,
    initial = null,
  }: Options<T> = {},
): ConsoleRead<T> {
  const client = useQueryClient()
  const queryKey = ['console', path, readAgainOn]
  const query = useQuery({
    queryKey,
    queryFn: () => api.get<T>(path ?? ''),
    enabled: path !== null,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    ...(fresh ? { gcTime: 0 } : {}),
    ...(initial === null ? {} : { initialData: initial, staleTime: JUST_READ_MS }),
  })
  return {
    data: query.data ?? null,
    // A read that failed after an earlier success still says so.
    error: !query.isError ? '' : serverMessage ? failureMessage(query.error, failure) : failure,
    loading: query.isPending || query.isPlaceholderData,
    reload: () => query.refetch().then((result) => result.data ?? null),
    replace: (next) => client.setQueryData(queryKey, next),
  }
}

/** Shown while a page's code loads. */
export function PageLoading() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16" aria-busy="true">
      <p className="sr-only">Loading…</p>
    </div>
  )
}

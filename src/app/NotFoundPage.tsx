import { useEffect } from 'react'
import { Link, useLocation } from '@/lib/router'
import { PageMeta } from '@/components/layout/PageMeta'

/** The 404 page; the bad path is logged as a warning (spec section 8). */
export default function NotFoundPage() {
  const { pathname } = useLocation()
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`)
  }, [pathname])
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <PageMeta
        title="Page Not Found"
        description="The page you're looking for doesn't exist or has been moved."
      />
      <h1 className="text-3xl font-semibold text-slate-900">Page Not Found</h1>
      <p className="mt-4 text-slate-600">
        The page you&apos;re looking for doesn&apos;t exist or has been moved.
      </p>
      <Link to="/" className="btn-primary mt-8 inline-flex">
        Return Home
      </Link>
    </div>
  )
}

import { Bookmark } from 'lucide-react'
import { useState } from 'react'
import { Link } from '@/lib/router'

/**
 * The link of this page is the buyer's key to the order (its secret is in the fragment): ask
 * them to keep it, and offer to copy it.
 */
export function SaveLinkNote() {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null)
  async function copy() {
    try {
      await navigator.clipboard.writeText(window.location.href)
      setCopied('yes')
    } catch {
      setCopied('no')
    }
  }
  return (
    <section
      aria-labelledby="order-link-heading"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-800"
    >
      <h2 id="order-link-heading" className="flex items-center gap-2 font-semibold text-slate-900">
        <Bookmark aria-hidden="true" className="size-4" />
        Save this page&apos;s link
      </h2>
      <p className="mt-2 text-sm">
        Bookmark this page or keep its link: it shows your order&apos;s status at any time. Anyone
        with the link can see the order, so share it only with people you trust. If you lose it,{' '}
        <Link to="/orders" className="font-medium text-accent underline">
          find your order
        </Link>{' '}
        with its number and your email, and we will email the link again.
      </p>
      <button type="button" className="btn-secondary mt-3" onClick={() => void copy()}>
        Copy link
      </button>
      <p role="status" className="mt-2 text-sm">
        {copied === 'yes' && 'Link copied.'}
        {copied === 'no' && 'Your browser did not allow copying; please bookmark the page instead.'}
      </p>
    </section>
  )
}

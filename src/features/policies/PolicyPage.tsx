import type { ReactNode } from 'react'
import { Link } from '@/lib/router'
import { PageMeta } from '@/components/layout/PageMeta'
import { POLICY } from '@/data/policy'
import { SHOP } from '@/data/shop'

interface PolicyPageProps {
  title: string
  /** The meta description. */
  description: string
  /** Canonical path. */
  path: string
  /** A sentence or two under the heading saying what the page covers. */
  intro: ReactNode
  children: ReactNode
}

/** The shared layout of the legal and policy pages: a readable column of about 65 characters. */
export function PolicyPage({ title, description, path, intro, children }: PolicyPageProps) {
  return (
    <article className="mx-auto max-w-prose px-4 py-10 text-base leading-relaxed text-slate-700">
      <PageMeta title={title} description={description} path={path} />
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900 md:text-4xl">{title}</h1>
      <div className="mt-4 text-lg text-slate-600">{intro}</div>
      <div className="mt-8 space-y-8">{children}</div>
    </article>
  )
}

/** One numbered or titled section of a policy page. */
export function PolicySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  )
}

/** A bulleted list in policy text. */
export function PolicyList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-1 pl-6">{children}</ul>
}

/** An in-text link to another page of the shop. */
export function PolicyLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="font-medium text-accent underline underline-offset-2 hover:text-accent-hover"
    >
      {children}
    </Link>
  )
}

/** The shop's contact lines, closing every policy page. */
export function PolicyContact() {
  return (
    <p>
      Email{' '}
      <a
        className="font-medium text-accent underline underline-offset-2"
        href={`mailto:${SHOP.email}`}
      >
        {SHOP.email}
      </a>
      , call {SHOP.phone} ({SHOP.supportHours}), or use our{' '}
      <PolicyLink to="/contact">contact form</PolicyLink>. We reply {POLICY.replyTime}.
    </p>
  )
}

import type { LucideIcon } from 'lucide-react'

export interface Feature {
  title: string
  text: string
  Icon: LucideIcon
}

/** A list item card: an icon, a third-level heading and a sentence (home and About pages). */
export function FeatureCard({ title, text, Icon }: Feature) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-5">
      <Icon aria-hidden="true" className="size-6 text-accent" />
      <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 text-slate-600">{text}</p>
    </li>
  )
}

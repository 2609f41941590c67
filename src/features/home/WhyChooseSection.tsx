import { Award, FlaskConical, Microscope, ShieldCheck } from 'lucide-react'
import { FeatureCard, type Feature } from '@/components/ui/FeatureCard'
import { PURITY_CLAIM } from '@/data/policy'

const REASONS: Feature[] = [
  {
    title: 'High Purity',
    text: `Every lot is verified to ${PURITY_CLAIM} purity by HPLC, with identity confirmed by mass spectrometry.`,
    Icon: FlaskConical,
  },
  {
    title: 'Quality Assurance',
    text: 'A Certificate of Analysis documents each product, so results can be traced to the lot used.',
    Icon: ShieldCheck,
  },
  {
    title: 'Research Focus',
    text: 'Supplied solely as reagents and reference materials for in vitro laboratory work.',
    Icon: Microscope,
  },
  {
    title: 'Scientific Advancement',
    text: 'Consistent, well-characterised materials help laboratories reproduce and extend published work.',
    Icon: Award,
  },
]

/** "Why Choose Our Laboratory Reagents": four reasons beside a picture of the bench. */
export function WhyChooseSection() {
  return (
    <section aria-labelledby="why-heading" className="bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="why-heading" className="text-2xl font-semibold text-slate-900 sm:text-3xl">
            Why Choose Our Laboratory Reagents
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {REASONS.map((feature) => (
              <FeatureCard key={feature.title} {...feature} />
            ))}
          </ul>
        </div>
        <figure className="overflow-hidden rounded-lg border border-slate-200 bg-white">
          <img
            src="/images/home/laboratory-bench-800.webp"
            srcSet="/images/home/laboratory-bench-400.webp 400w, /images/home/laboratory-bench-600.webp 600w, /images/home/laboratory-bench-800.webp 800w"
            sizes="(min-width: 1024px) 540px, calc(100vw - 2rem)"
            alt="Illustration of a laboratory bench with a flask, a rack of sample vials, a pipette and a chromatogram on a monitor"
            width={800}
            height={600}
            loading="lazy"
            decoding="async"
            className="h-auto w-full"
          />
          <figcaption className="px-5 py-3 text-sm text-slate-600">
            Every lot is characterised by HPLC before it ships.
          </figcaption>
        </figure>
      </div>
    </section>
  )
}

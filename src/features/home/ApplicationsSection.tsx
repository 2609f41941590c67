import { Activity, Atom, Dna, FlaskRound, Layers, Network } from 'lucide-react'
import { FeatureCard, type Feature } from '@/components/ui/FeatureCard'

const APPLICATIONS: Feature[] = [
  {
    title: 'Cell Signaling Studies',
    text: 'Probe signalling pathways in cultured cells under controlled in vitro conditions.',
    Icon: Network,
  },
  {
    title: 'Biochemical Assays',
    text: 'Well-characterised standards for calibrating and validating laboratory assays.',
    Icon: FlaskRound,
  },
  {
    title: 'Receptor Binding Analysis',
    text: 'Reference ligands for competitive binding and affinity measurements.',
    Icon: Atom,
  },
  {
    title: 'Structural Biology',
    text: 'Defined sequences for spectroscopy, crystallography and conformational studies.',
    Icon: Dna,
  },
  {
    title: 'Enzyme Kinetics',
    text: 'Substrates and references for measuring cleavage rates and peptide stability.',
    Icon: Activity,
  },
  {
    title: 'Molecular Interactions',
    text: 'Materials for studying peptide-protein interactions with biophysical methods.',
    Icon: Layers,
  },
]

/** "Advanced Research Applications": the six in vitro fields the catalogue supports. */
export function ApplicationsSection() {
  return (
    <section aria-labelledby="applications-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="applications-heading" className="text-2xl font-semibold text-slate-900 sm:text-3xl">
        Advanced Research Applications
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {APPLICATIONS.map((feature) => (
          <FeatureCard key={feature.title} {...feature} />
        ))}
      </ul>
    </section>
  )
}

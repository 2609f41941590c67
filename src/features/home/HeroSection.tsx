import { Link } from 'react-router'
import { PURITY_CLAIM } from '@/data/policy'
import { HeroVideo } from './HeroVideo'
import { useLocationCheck } from './use-location-check'

/** The full-height hero: headline, the three calls to action and the video background. */
export function HeroSection() {
  const { detecting, checkLocation } = useLocationCheck()

  return (
    <section
      aria-labelledby="home-hero-heading"
      // The header lies over this dark hero while transparent (contract in Header.tsx).
      data-hero=""
      className="relative isolate flex min-h-svh items-center overflow-hidden bg-slate-950"
    >
      <HeroVideo />
      <div className="relative mx-auto w-full max-w-6xl px-4 py-24 text-white">
        <p className="text-sm font-semibold tracking-wide text-sky-200 uppercase">
          For laboratory research use only
        </p>
        <h1
          id="home-hero-heading"
          className="mt-3 max-w-3xl text-3xl leading-tight font-semibold sm:text-[2.5rem]"
        >
          Research Peptides and Chemical Reference Materials
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-100">
          Purity {PURITY_CLAIM}, verified by HPLC and mass spectrometry, with a Certificate of
          Analysis for every product. Shipped within the United States.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Link to="/products" className="btn-primary">
            Browse Products
          </Link>
          <Link to="/about" className="btn-secondary">
            Learn More<span className="sr-only"> about our laboratory reagents</span>
          </Link>
          <button
            type="button"
            onClick={() => void checkLocation()}
            disabled={detecting}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-white/80 bg-slate-950/40 px-4 py-2 text-base font-medium text-white transition-colors hover:bg-white/10 disabled:cursor-not-allowed disabled:opacity-80"
          >
            {detecting ? 'Detecting Location...' : 'Check Shipping Availability'}
          </button>
        </div>
      </div>
    </section>
  )
}

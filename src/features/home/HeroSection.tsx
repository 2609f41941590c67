import { Link } from '@/lib/router'
import { PURITY_CLAIM } from '@/data/policy'
import { HeroCatalogue } from './HeroCatalogue'
import { HeroVideo } from './HeroVideo'
import { useLocationCheck } from './use-location-check'

const OUTLINED =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-white/80 bg-slate-950/30 px-4 py-2 text-base font-medium text-white transition-colors hover:bg-white/10'

/**
 * The full-height hero: headline, the three calls to action, a glimpse of the catalogue and
 * the video background.
 */
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
      <div className="relative mx-auto grid w-full max-w-6xl items-center gap-8 px-4 pt-28 pb-10 text-white md:grid-cols-[3fr_2fr] md:gap-12 md:py-28">
        <div>
          <h1
            id="home-hero-heading"
            className="max-w-3xl text-3xl leading-tight font-semibold sm:text-[2.5rem]"
          >
            Research Peptides and Chemical Reference Materials
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-100">
            Purity {PURITY_CLAIM}, verified by HPLC and mass spectrometry, with a Certificate of
            Analysis for every product. Shipped within the United States.
          </p>
          <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {/* The main action is the solid one; the other two are outlined. */}
            <Link
              to="/products"
              className="inline-flex min-h-11 items-center justify-center rounded-md bg-white px-5 py-2 text-base font-semibold text-accent transition-colors hover:bg-slate-100"
            >
              Browse Products
            </Link>
            <Link to="/about" className={OUTLINED}>
              Learn More<span className="sr-only"> about our laboratory reagents</span>
            </Link>
            <button
              type="button"
              onClick={() => void checkLocation()}
              disabled={detecting}
              className={`${OUTLINED} disabled:cursor-not-allowed disabled:opacity-80`}
            >
              {detecting ? 'Detecting Location...' : 'Check Shipping Availability'}
            </button>
          </div>
        </div>
        <HeroCatalogue />
      </div>
    </section>
  )
}

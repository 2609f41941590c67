import { PageMeta } from '@/components/layout/PageMeta'
import { PURITY_CLAIM } from '@/data/policy'
import { ApplicationsSection } from './ApplicationsSection'
import { DisclaimerBox } from './DisclaimerBox'
import { FeaturedCarousel } from './FeaturedCarousel'
import { HeroSection } from './HeroSection'
import { ProductsIntro } from './ProductsIntro'
import { WhyChooseSection } from './WhyChooseSection'

/** The home page (/): hero, featured products, why us, disclaimer and research applications. */
export default function HomePage() {
  return (
    <>
      <PageMeta
        // At most 60 characters with the shop's name, so search results show it whole.
        title={`Research Peptides, ${PURITY_CLAIM} Purity`}
        description={`Laboratory research peptides and chemical reference materials, ${PURITY_CLAIM} purity with a Certificate of Analysis for every product. For research use only; US shipping.`}
        path="/"
      />
      <HeroSection />
      <ProductsIntro />
      <FeaturedCarousel />
      <WhyChooseSection />
      <DisclaimerBox />
      <ApplicationsSection />
    </>
  )
}

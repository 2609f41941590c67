import { MINIMUM_AGE, PURITY_CLAIM } from '@/data/policy'
import { SHOP } from '@/data/shop'
import { PolicyContact, PolicyList, PolicyPage, PolicySection } from './PolicyPage'

/** /disclaimer: the legal disclaimer on research use. */
export default function DisclaimerPage() {
  return (
    <PolicyPage
      title="Legal Disclaimer"
      description={`${SHOP.name} sells chemicals for laboratory research only: not for human or veterinary use, not for diagnostic or therapeutic use. Buyers must be ${MINIMUM_AGE} or older.`}
      path="/disclaimer"
      intro={
        <p>
          Please read this disclaimer before ordering. It applies to every product and every page of
          this website.
        </p>
      }
    >
      <PolicySection title="For laboratory research use only">
        <PolicyList>
          <li>Not for human or veterinary use.</li>
          <li>Not for diagnostic or therapeutic use.</li>
          <li>
            Not a drug, food, dietary supplement or cosmetic, and not to be introduced into humans
            or animals in any way.
          </li>
          <li>
            Not evaluated by the Food and Drug Administration for the prevention, treatment or
            diagnosis of any condition.
          </li>
        </PolicyList>
      </PolicySection>
      <PolicySection title="The buyer's responsibility">
        <p>
          Buyers must be at least {MINIMUM_AGE} years old. By ordering you confirm that the products
          will be handled only by qualified professionals in a suitable laboratory, stored and
          disposed of safely, and used in line with every law and regulation that applies to you and
          your institution.
        </p>
      </PolicySection>
      <PolicySection title="Information on this website">
        <p>
          Descriptions, identity data and references are given for scientific information only. They
          are not medical advice, instructions for use or a claim of any effect. Each product is
          supplied at a purity of {PURITY_CLAIM} with a Certificate of Analysis; no other warranty
          is given.
        </p>
      </PolicySection>
      <PolicySection title="Limitation of liability">
        <p>
          {SHOP.name} is not liable for any harm or loss that results from handling, misuse or use
          of a product outside laboratory research. We may refuse any order we believe is intended
          for another purpose.
        </p>
      </PolicySection>
      <PolicySection title="Questions">
        <PolicyContact />
      </PolicySection>
    </PolicyPage>
  )
}

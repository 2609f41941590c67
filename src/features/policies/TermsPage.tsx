import { MINIMUM_AGE, POLICY, PURITY_CLAIM, TAX_RATE } from '@/data/policy'
import { SHOP } from '@/data/shop'
import { US_STATES } from '@/data/us-states'
import { PurchaseOrdersAndPayment } from '@/components/ui/PurchaseOrdersAndPayment'
import { PolicyContact, PolicyLink, PolicyList, PolicyPage, PolicySection } from './PolicyPage'

/** The state of the shop's address (SHOP_ADDRESS); none found, the sentence names the US only. */
const GOVERNING_STATE = US_STATES.find((s) => s.code === SHOP.state)?.label

/** /terms: the terms and conditions of sale and of using the site. */
export default function TermsPage() {
  return (
    <PolicyPage
      title="Terms and Conditions"
      description={`The terms that govern using the ${SHOP.name} website and buying its research reagents: research use only, buyers ${MINIMUM_AGE} or older, US shipping.`}
      path="/terms"
      intro={
        <p>
          These terms apply to every visit to this website and every order placed with{' '}
          {SHOP.legalName}. By using the site or placing an order you accept them.
        </p>
      }
    >
      <PolicySection title="1. Research use only">
        <p>
          Every product we sell is a chemical for laboratory research and in vitro studies. No
          product is for human or veterinary use, or for diagnostic or therapeutic use. You agree to
          use the products only for lawful research, handled by qualified people in a suitable
          laboratory. Our <PolicyLink to="/disclaimer">disclaimer</PolicyLink> forms part of these
          terms.
        </p>
      </PolicySection>
      <PolicySection title="2. Who may buy">
        <p>
          You must be at least {MINIMUM_AGE} years old to use this site or to order. We may ask for
          proof of age, of your institution or of the intended research use, and may refuse or
          cancel an order when we cannot verify them.
        </p>
      </PolicySection>
      <PolicySection title="3. Orders and prices">
        <PolicyList>
          <li>Prices are in US dollars and exclude tax and shipping.</li>
          <li>
            Sales tax of {Math.round(TAX_RATE * 100)}% of the items subtotal is added at checkout.
          </li>
          <li>
            An order is a request to buy; a contract forms when we confirm it. We may correct errors
            in prices or descriptions before we confirm.
          </li>
          <li>
            You may cancel an order within {POLICY.cancellationWindowHours} hours of placing it,
            provided it has not shipped.
          </li>
          <li>Custom synthesis orders take {POLICY.customSynthesisDays} to prepare.</li>
        </PolicyList>
      </PolicySection>
      <PolicySection title="4. Purchase orders and payment">
        <PurchaseOrdersAndPayment />
      </PolicySection>
      <PolicySection title="5. Shipping">
        <p>
          We ship within the United States only. Orders are processed in {POLICY.processingDays}.
          Our <PolicyLink to="/shipping-policy">shipping policy</PolicyLink> gives delivery times
          and costs.
        </p>
      </PolicySection>
      <PolicySection title="6. Returns and refunds">
        <p>
          Unopened products may be returned within {POLICY.returnWindowDays} days of delivery.
          Damaged or incorrect items must be reported within {POLICY.damageReportHours} hours of
          delivery. Approved refunds are issued within {POLICY.refundDays}. The{' '}
          <PolicyLink to="/refund-policy">refund policy</PolicyLink> sets out the details.
        </p>
      </PolicySection>
      <PolicySection title="7. Product information">
        <p>
          Each product is supplied at a purity of {PURITY_CLAIM} with a Certificate of Analysis for
          its lot. Descriptions and identity data on this site are given for reference. They are not
          instructions for use and make no claim of any effect in humans or animals.
        </p>
      </PolicySection>
      <PolicySection title="8. Liability">
        <p>
          To the extent the law allows, our liability for any order is limited to the price paid for
          it. We are not liable for losses arising from misuse of a product or from use outside
          these terms. You agree to indemnify us against claims that arise from such use.
        </p>
      </PolicySection>
      <PolicySection title="9. Governing law">
        <p>
          These terms are governed by the laws of{' '}
          {GOVERNING_STATE ? `the State of ${GOVERNING_STATE} and of ` : ''}the United States. We
          may update them; the version on this page when you order applies.
        </p>
      </PolicySection>
      <PolicySection title="10. Contact">
        <PolicyContact />
      </PolicySection>
    </PolicyPage>
  )
}

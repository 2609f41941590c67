import { POLICY } from '@/data/policy'
import { SHOP } from '@/data/shop'
import { PolicyContact, PolicyList, PolicyPage, PolicySection } from './PolicyPage'

/** /refund-policy: returns, refunds and cancellations (the page that governs returns). */
export default function RefundPolicyPage() {
  return (
    <PolicyPage
      title="Refund Policy"
      description={`Returns within ${POLICY.returnWindowDays} days, damage reports within ${POLICY.damageReportHours} hours, refunds in ${POLICY.refundDays}: how refunds work at ${SHOP.name}.`}
      path="/refund-policy"
      intro={
        <p>
          Research reagents must reach you in perfect condition. When something is wrong, this is
          how we put it right.
        </p>
      }
    >
      <PolicySection title="Returns">
        <p>
          You may return products within {POLICY.returnWindowDays} days of delivery when they are
          unopened, in their original packaging, with the seal intact and stored as the label
          directs. Opened products cannot be returned, because their integrity can no longer be
          assured.
        </p>
      </PolicySection>
      <PolicySection title="Damaged, defective or incorrect items">
        <p>
          Report damage, a defect or a wrong item within {POLICY.damageReportHours} hours of
          delivery, with your order number and photographs. We will replace the item or refund it in
          full, including shipping, at your choice.
        </p>
      </PolicySection>
      <PolicySection title="Cancellations">
        <p>
          You may cancel an order within {POLICY.cancellationWindowHours} hours of placing it,
          provided it has not shipped, for a full refund. Custom synthesis orders cannot be
          cancelled once synthesis has begun.
        </p>
      </PolicySection>
      <PolicySection title="How refunds are paid">
        <PolicyList>
          <li>Refunds go back to the original payment method.</li>
          <li>We issue them within {POLICY.refundDays} of receiving and checking the return.</li>
          <li>Shipping costs are refunded only when the error was ours.</li>
        </PolicyList>
      </PolicySection>
      <PolicySection title="How to start a return">
        <p>
          Contact us with your order number before sending anything back; we will give you a return
          authorisation and the address to use.
        </p>
        <PolicyContact />
      </PolicySection>
    </PolicyPage>
  )
}

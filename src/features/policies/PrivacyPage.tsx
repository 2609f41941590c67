import { GEO_ENDPOINT, ORDER_DESK_ENABLED, SHOP } from '@/data/shop'
import { PolicyContact, PolicyList, PolicyPage, PolicySection } from './PolicyPage'

const GEO_HOST = new URL(GEO_ENDPOINT).host

/** /privacy: what the site keeps, where, and why. */
export default function PrivacyPage() {
  return (
    <PolicyPage
      title="Privacy Policy"
      description={`How ${SHOP.name} handles your information: what your browser stores, what the location check asks, and how we use order and contact details.`}
      path="/privacy"
      intro={
        <p>
          We collect as little as we can. This page explains what this website keeps, where it keeps
          it and what we use it for.
        </p>
      }
    >
      <PolicySection title="Stored in your browser">
        <p>
          The site keeps a few small items in your browser&apos;s local storage, on your own device.
          They are not sent to us:
        </p>
        <PolicyList>
          <li>that you confirmed your age, so the age check is not shown again;</li>
          <li>the products and quantities in your cart;</li>
          <li>the shipping country you chose;</li>
          <li>
            the contact and shipping details and the payment method you choose at checkout, in
            session storage only, until you close the tab or place the order. Card details are never
            stored.
          </li>
          {ORDER_DESK_ENABLED && (
            <li>
              a random order key for the cart you are checking out, so that pressing Place Order
              twice, or in two tabs, makes one order; it is removed once the order is placed.
            </li>
          )}
        </PolicyList>
        <p>You can remove them at any time by clearing this site&apos;s data in your browser.</p>
      </PolicySection>
      <PolicySection title="Location check">
        <p>
          Only when you press &ldquo;Check Shipping Availability&rdquo; does your browser ask{' '}
          {GEO_HOST}, an IP-geolocation service, which country your connection comes from. We read
          only the country code in its answer and keep nothing else. That service receives your IP
          address as part of the request.
        </p>
      </PolicySection>
      <PolicySection title="Orders and messages">
        {ORDER_DESK_ENABLED && <StoredOnOurServer />}
        <p>
          The details you give at checkout (name, email, phone and shipping address) are used only
          to process, ship and support your order. Messages sent through the contact form are used
          only to answer you. We do not sell or rent personal information, and we share it only with
          the carriers and payment providers needed to complete an order, or where the law requires
          it.
        </p>
        <p>
          Card details are never written to your browser&apos;s storage, placed in a web address or
          recorded in any log by this website.
        </p>
      </PolicySection>
      <PolicySection title="Cookies and tracking">
        <p>
          This website sets no advertising or analytics cookies and loads no tracking scripts. All
          of its pages, images and code come from our own server.
        </p>
      </PolicySection>
      <PolicySection title="Your rights">
        <p>
          You may ask what information we hold about you, ask us to correct it or to delete it. We
          will answer within the time the law sets.
        </p>
      </PolicySection>
      <PolicySection title="Contact">
        <PolicyContact />
      </PolicySection>
    </PolicyPage>
  )
}

/** What the shop's own server keeps when an order is placed or a message sent, and why. */
function StoredOnOurServer() {
  return (
    <>
      <p>When you place an order or send a message, our own server stores:</p>
      <PolicyList>
        <li>
          for an order: your name, email, phone and shipping address, the products, quantities and
          prices, the payment method you chose (never card details: this site does not ask for
          them), the order&apos;s status and its history, and the carrier and tracking number once
          it ships. We need these to invoice, ship and support the order, and we keep them as long
          as tax and accounting law requires;
        </li>
        <li>
          for a message: your name, email, subject and message, to answer you and to follow up on
          your enquiry;
        </li>
        <li>the emails we send you about your order or message, until they are delivered.</li>
      </PolicyList>
      <p>
        Your order&apos;s status link carries a secret that only you receive; our server does not
        store it, and the part of the link that holds it is never sent in a web request&apos;s
        address. To limit abuse, the server counts requests per network address for a few minutes.
      </p>
    </>
  )
}

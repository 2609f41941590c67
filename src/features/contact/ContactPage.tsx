import { PageMeta } from '@/components/layout/PageMeta'
import { SHOP } from '@/data/shop'
import { ContactDetails } from './ContactDetails'
import { ContactForm } from './ContactForm'

/** /contact: the shop's contact details and the message form. */
export default function ContactPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageMeta
        title="Contact Us"
        description={`Contact ${SHOP.name} about products, technical questions or an order.`}
        path="/contact"
      />
      <h1 className="text-3xl font-semibold text-slate-900">Contact Us</h1>
      <p className="mt-3 max-w-prose text-slate-700">
        Questions about a product, its documentation or an order? Write to us and our team will
        answer. All products are sold for laboratory research use only.
      </p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <ContactForm />
        <ContactDetails />
      </div>
    </div>
  )
}

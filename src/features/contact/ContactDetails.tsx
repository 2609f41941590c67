import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import { POLICY } from '@/data/policy'
import { SHOP } from '@/data/shop'

const linkClass = 'inline-flex min-h-11 items-center text-accent underline break-all'

/** How to reach the shop: email, phone, address, support hours and reply time. */
export function ContactDetails() {
  return (
    <section
      aria-labelledby="contact-details-heading"
      className="rounded-lg border border-slate-200 bg-slate-50 p-5"
    >
      <h2 id="contact-details-heading" className="text-xl font-semibold text-slate-900">
        Contact Details
      </h2>
      <dl className="mt-4 flex flex-col gap-4 text-base">
        <div>
          <dt className="flex items-center gap-2 font-medium text-slate-900">
            <Mail aria-hidden="true" className="size-4" /> Email
          </dt>
          <dd>
            <a href={`mailto:${SHOP.email}`} className={linkClass}>
              {SHOP.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 font-medium text-slate-900">
            <Phone aria-hidden="true" className="size-4" /> Phone
          </dt>
          <dd>
            <a href={SHOP.phoneHref} className={linkClass}>
              {SHOP.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 font-medium text-slate-900">
            <MapPin aria-hidden="true" className="size-4" /> Address
          </dt>
          <dd className="text-slate-700">
            <address className="not-italic">
              {SHOP.legalName}
              {SHOP.addressLines.map((line) => (
                <span key={line}>
                  <br />
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 font-medium text-slate-900">
            <Clock aria-hidden="true" className="size-4" /> Support hours
          </dt>
          <dd className="text-slate-700">{POLICY.supportHours}</dd>
          <dd className="text-slate-700">We reply {POLICY.replyTime}.</dd>
        </div>
      </dl>
    </section>
  )
}

import { Link, useParams } from '@/lib/router'
import { PageMeta } from '@/components/layout/PageMeta'
import { DocumentBackLink } from '@/components/ui/DocumentBackLink'
import { LinkedDocument, PrintableDocument } from '@/components/ui/LinkedDocument'
import { SHOP } from '@/data/shop'
import { KeepTogether } from '@/components/ui/KeepTogether'
import { AmountRow, ItemsTable, Party, SellerParty } from '@/components/ui/DocumentParts'
import {
  INVOICE_SHIPS_TEXT,
  invoiceDate,
  invoicePoNumber,
  invoiceTerms,
  invoiceTitle,
  receiptLine,
  refundRows,
  researchUseLine,
  type InvoiceView,
} from '@/domain/payments/invoice-view'
import { BANK_RAILS_TEXT, paymentRailsText, ZELLE_RAIL_TEXT } from '@/domain/payments/payment-rails'
import { fetchInvoice, fetchInvoicePdf } from './invoice-api'

/**
 * /orders/{number}/invoice#{secret}: the order's invoice as a printable page (a receipt reading
 * "Paid" once paid), and its PDF. The secret goes to the desk in a header, as on the status page.
 */
export default function InvoicePage() {
  const { number = '' } = useParams()
  const meta = (
    <PageMeta
      title={`Invoice ${number}`}
      description={`Invoice from ${SHOP.name}.`}
      path="/orders"
      noindex
    />
  )
  return (
    <LinkedDocument
      heading="Invoice"
      meta={meta}
      read={fetchInvoice}
      loading="Loading your invoice…"
      noSecret="To see this invoice, open the full link from your email."
      notFound={
        <>
          This link does not open an invoice. Open the link from your email, or{' '}
          <Link to="/orders" className="text-accent underline">
            ask for it again
          </Link>
          .
        </>
      }
    >
      {(invoice, { secret }) => {
        const statusPath = `/orders/${encodeURIComponent(number)}#${encodeURIComponent(secret)}`
        return (
          <PrintableDocument
            meta={meta}
            printLabel={invoice.paid ? 'Print receipt' : 'Print invoice'}
            printClassName="btn-primary"
            pdf={() => fetchInvoicePdf(number, secret)}
            pdfName={`invoice-${number}.pdf`}
            above={
              // Below 640 px the way back is a "‹ Order RRS-…" link above the document, drawn
              // and placed as on the certificate and the SDS, so Print and Download PDF share
              // one row.
              <DocumentBackLink to={statusPath} className="mb-2 sm:hidden">
                Order <span className="whitespace-nowrap">{invoice.number}</span>
              </DocumentBackLink>
            }
            beside={
              <Link to={statusPath} className="btn-secondary max-sm:hidden">
                Order status
              </Link>
            }
          >
            <InvoiceDocument invoice={invoice} />
          </PrintableDocument>
        )
      }}
    </LinkedDocument>
  )
}

function InvoiceDocument({ invoice: inv }: { invoice: InvoiceView }) {
  const ex = inv.taxExemption
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-5 text-slate-800 print:border-0 print:p-0">
      <h1 className="text-2xl font-semibold text-slate-900">
        {/* Paid, the page is the receipt: its title names it and the order, and the line under
            it says when, in the PDF's words. */}
        <KeepTogether text={invoiceTitle(inv)} part={inv.number} />
      </h1>
      {inv.paid && <p className="mt-2 text-base text-slate-700">{receiptLine(inv.paid)}</p>}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">Invoice number</dt>
        <dd className="whitespace-nowrap">{inv.number}</dd>
        <dt className="font-medium">Invoice date</dt>
        <dd>{invoiceDate(inv.issuedAt)}</dd>
        <dt className="font-medium">Terms</dt>
        <dd>{invoiceTerms(inv)}</dd>
        <dt className="font-medium">PO number</dt>
        <dd className="break-words">{invoicePoNumber(inv)}</dd>
        {inv.paid ? (
          <>
            <dt className="font-medium">Paid</dt>
            <dd>
              {invoiceDate(inv.paid.at)}, reference {inv.paid.reference}
            </dd>
          </>
        ) : (
          <>
            <dt className="font-medium">Due</dt>
            <dd>{invoiceDate(inv.dueAt)}</dd>
          </>
        )}
        {inv.revisedAt && (
          <>
            <dt className="font-medium">Revised</dt>
            <dd>{invoiceDate(inv.revisedAt)}</dd>
          </>
        )}
      </dl>
      <div className="mt-5 grid gap-5 sm:grid-cols-3">
        <SellerParty seller={inv.seller} email={<Email address={inv.seller.email} />}>
          {inv.seller.taxId && (
            <span className="block whitespace-nowrap">EIN {inv.seller.taxId}</span>
          )}
        </SellerParty>
        {/* An institution is billed, for the attention of its buyer; the parcel goes to the
            buyer by name, so that the receiving dock knows whose it is. */}
        <Party title="Bill to">
          {inv.billTo.organization ? (
            <>
              {inv.billTo.organization}
              <span className="block">Attn: {inv.billTo.name}</span>
            </>
          ) : (
            inv.billTo.name
          )}
          <Email address={inv.billTo.email} />
        </Party>
        <Party title="Ship to">
          {inv.billTo.name}
          {inv.billTo.organization && <span className="block">{inv.billTo.organization}</span>}
          <span className="block">{inv.shipTo.address}</span>
          {inv.shipTo.address2 && <span className="block">{inv.shipTo.address2}</span>}
          <span className="block">
            {inv.shipTo.city}, {inv.shipTo.state} {inv.shipTo.zip}
          </span>
          <span className="block">United States</span>
        </Party>
      </div>
      <ItemsTable lines={inv.lines}>
        <AmountRow label="Subtotal" cents={inv.subtotalCents} />
        <AmountRow label="Shipping" cents={inv.shippingCents} />
        <AmountRow
          label={
            ex?.applied ? `Tax (exempt: certificate ${ex.certificate}, ${ex.state})` : 'Tax (7%)'
          }
          cents={inv.taxCents}
        />
        <AmountRow label={inv.paid ? 'Total paid' : 'Total due'} cents={inv.totalCents} strong />
        {inv.paid && <AmountRow label="Balance due" cents={0} />}
        {refundRows(inv).map((r, i) => (
          <AmountRow key={i} label={r.label} cents={r.cents} />
        ))}
      </ItemsTable>
      {ex && !ex.applied && (
        <p className="mt-4 text-sm">
          Tax-exemption certificate {ex.certificate} ({ex.state}) received: the tax comes off once
          we have checked it, and we send a revised invoice.
        </p>
      )}
      {inv.researchUse && <p className="mt-4 text-sm">{researchUseLine(inv.researchUse)}</p>}
      {!inv.paid && <HowToPay invoice={inv} />}
      {/* The issuer line closes the printed copy, where the site's footer is left out. */}
      <p className="mt-8 hidden border-t border-slate-300 pt-3 text-sm text-slate-600 print:block">
        Issued by {[inv.seller.legalName, inv.seller.addressLines.join(', ')].join(', ')}
        {inv.seller.taxId && ` (EIN ${inv.seller.taxId})`}, {inv.seller.email}, {inv.seller.phone}.
        For laboratory research use only.
      </p>
    </article>
  )
}

/** Unpaid, the invoice says how to pay it: the reference, the bank, Zelle, the card link. */
function HowToPay({ invoice }: { invoice: InvoiceView }) {
  const p = invoice.howToPay
  return (
    <section aria-labelledby="how-to-pay" className="mt-6">
      <h2 id="how-to-pay" className="text-lg font-semibold text-slate-900">
        How to pay
      </h2>
      <p className="mt-1 text-sm">
        By {paymentRailsText({ zelle: Boolean(p.zelle) })}. Payment reference:{' '}
        <strong>{p.reference}</strong> (please quote it with every payment)
      </p>
      <p className="mt-1 text-sm">{INVOICE_SHIPS_TEXT}</p>
      <h3 className="mt-3 text-sm font-semibold text-slate-900">{BANK_RAILS_TEXT}</h3>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">Bank</dt>
        <dd>{p.bank.name}</dd>
        <dt className="font-medium">Account name</dt>
        <dd>{p.bank.accountName}</dd>
        <dt className="font-medium">Routing number</dt>
        <dd>{p.bank.routingNumber}</dd>
        <dt className="font-medium">Account number</dt>
        <dd>{p.bank.accountNumber}</dd>
      </dl>
      {p.zelle && (
        <>
          <h3 className="mt-3 text-sm font-semibold text-slate-900">{ZELLE_RAIL_TEXT}</h3>
          <p className="mt-1 text-sm break-words">{p.zelle}</p>
        </>
      )}
      {p.paymentLink && (
        <a
          href={p.paymentLink}
          rel="noopener noreferrer"
          target="_blank"
          className="btn-primary mt-4 print:hidden"
        >
          Pay by card
        </a>
      )}
    </section>
  )
}

/** An email address that wraps, where it must, after its "@" rather than mid-word. */
function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@')
  return (
    <span className="block">
      {at > 0 ? (
        <>
          {address.slice(0, at + 1)}
          <wbr />
          {address.slice(at + 1)}
        </>
      ) : (
        address
      )}
    </span>
  )
}

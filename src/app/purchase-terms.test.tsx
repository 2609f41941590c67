// @vitest-environment node
// docs/DECISIONS.md, "Getting paid and running the shop": the terms and the about page state
// how a purchasing office buys (PO number and tax exemption at checkout, invoice due
// PAYMENT_TERMS_DAYS after its date, the payment rails, W-9 by email), from the build's settings.
import { describe, expect, it } from 'vitest'
import { PAYMENT_TERMS_DAYS, SHOP } from '@/data/shop'
import { PAYMENT_RAILS_TEXT } from '@/domain/payments/payment-rails'
import { render } from '@/entry-server'

/** The text of the section under the heading "…Purchase orders and payment", as one line. */
async function section(path: string): Promise<string> {
  const text = (await render(path))
    .replace(/<!-- -->/g, '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
  const start = text.search(/(?:\d+\. )?Purchase orders and payment/)
  expect(start, `${path} has the section`).toBeGreaterThan(-1)
  return text.slice(start, start + 900)
}

describe.each(['/terms', '/about'])('%s: purchase orders and payment', (path) => {
  it('states the terms the invoices use, POs, tax exemption, the rails and the W-9', async () => {
    const said = await section(path)
    expect(said).toContain(`Terms: Net ${PAYMENT_TERMS_DAYS}.`)
    expect(said).toContain(`the invoice is due ${PAYMENT_TERMS_DAYS} days after its date`)
    expect(said).toMatch(/give its PO number at checkout and we print it on the invoice/)
    expect(said).toMatch(/tax-exemption certificate number and its state at checkout/)
    expect(said).toContain(
      `By ${PAYMENT_RAILS_TEXT}, to the bank account or Zelle address printed on the invoice`,
    )
    expect(said).toContain(`Write to ${SHOP.email} and we send our W-9`)
  })
})

// Getting paid, walked as a purchasing officer and the shop's operator would, on a shop of this
// file's own with a real SMTP server (e2e/own-shop.ts), every mail read as the buyer gets it:
// an order with an organization, a PO number and a tax-exemption certificate; the invoice mail
// with its PDF, whose link opens the invoice page; the revised invoice after the exemption; the
// payment link's mail and "Pay by card"; the receipt that reads "Paid". Then the unpaid-orders
// job under the test's clock (the owner's `payments run-due --now`): one reminder, then the
// order cancelled as not paid, with its mail, the buyer's status page and the history.
import type { BrowserContext, Page } from '@playwright/test'
import { generate } from 'otplib'
import { PASSWORD, placeOrder, signIn, tag } from './console-helpers'
import {
  continueButton,
  fillDetails,
  fillShipping,
  seedCart,
  stepHeading,
} from './checkout-helpers'
import { expect, expectNoA11yViolations, test } from './fixtures'
import {
  linkIn,
  type Mailbox,
  OWN_SHOP_URL,
  type OwnShop,
  pdfText,
  startMailbox,
  startOwnShop,
} from './own-shop'

const ORGANIZATION = 'Duke University, Department of Chemistry'
const PO = 'PO-2026-4471'
const LINK = 'https://buy.stripe.com/test_00g5kD'
const SHOP = 'Research Reagents Supply'
const BUYER = 'ada@example.org'
const DAY = 86_400_000

/** An invoice or receipt: its text and the subsets of the fonts it uses (about 15 KB). */
const PDF_MAX_BYTES = 40_000

/** A PDF attachment as the buyer's mail program sees it: its text, after checking it is one. */
async function attachedPdf(
  mail: { attachments: { filename: string; contentType: string; content: Buffer }[] },
  filename: string,
) {
  expect(mail.attachments.map((a) => a.filename)).toEqual([filename])
  const pdf = mail.attachments[0]!
  expect(pdf.contentType).toBe('application/pdf')
  expect(pdf.content.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  // One page of text with the subsets of the fonts it uses: tens of kilobytes, never a bloated file.
  expect(pdf.content.length).toBeGreaterThan(2_000)
  expect(pdf.content.length).toBeLessThan(PDF_MAX_BYTES)
  return (await pdfText(pdf.content)).join('\n')
}

/** A link in a mail, opened as a mail program opens it: in a new tab. */
async function openFromMail(context: BrowserContext, url: string): Promise<Page> {
  const tab = await context.newPage()
  await tab.goto(url)
  return tab
}

// One shop at a time on the file's port: the tests run in order in one worker.
test.describe.configure({ mode: 'default' })
// The console answers 401 to its session check before the operator signs in.
test.use({ baseURL: OWN_SHOP_URL, allowedErrorStatuses: [401] })

let mailbox: Mailbox
let shop: OwnShop

test.beforeEach(async () => {
  test.setTimeout(150_000)
  mailbox = await startMailbox()
  shop = await startOwnShop(mailbox.port)
})

test.afterEach(async () => {
  await shop?.stop()
  await mailbox?.close()
})

function addOperator(email: string) {
  shop.admin(['operator', 'add', email], `${PASSWORD}\n`)
}

test('institution order: the invoice mail and its PDF, the exemption, a payment link and the receipt', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000)
  const operator = `ops-${tag()}@example.com`
  addOperator(operator)
  await seedCart(page)
  await page.goto('/checkout')
  await expect(stepHeading(page, 'Customer Details')).toBeVisible()
  await fillDetails(page)
  await page.getByLabel('Organization').fill(ORGANIZATION)
  await page.getByLabel('PO number').fill(PO)
  await page.getByLabel('Tax-exemption certificate number').fill('E-595E-0042')
  await continueButton(page).click()
  // A certificate needs its state.
  await expect(
    page.getByText('Choose the state that issued the tax-exemption certificate.'),
  ).toBeVisible()
  await page.getByLabel('Certificate state').selectOption('NC')
  await continueButton(page).click()
  await expect(stepHeading(page, 'Shipping Address')).toBeVisible()
  await fillShipping(page)
  await continueButton(page).click()
  await page.getByRole('radio', { name: 'Bank transfer or Zelle: we email an invoice' }).check()
  await continueButton(page).click()
  await page.getByRole('button', { name: 'Place Order' }).click()

  await expect(page.getByRole('heading', { level: 1, name: /^Order RRS-/ })).toBeVisible()
  const number = (await page.getByRole('heading', { level: 1 }).textContent())!.replace(
    'Order ',
    '',
  )
  // What the purchasing office matches the invoice against, in its own block.
  const purchase = page.getByRole('region', { name: 'Purchase order' })
  await expect(purchase.getByText(ORGANIZATION)).toBeVisible()
  await expect(purchase.getByText(`PO number ${PO}`)).toBeVisible()
  await expect(page.getByText(/the tax comes off once we have checked it/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Pay by card' })).toHaveCount(0)
  // The invoice is there at once; nothing has been mailed yet, and the page does not say so.
  await expect(
    page.getByText(
      `Your invoice is ready (View invoice below). Once we have reviewed your order we also email it to ${BUYER}.`,
    ),
  ).toBeVisible()

  await page.getByRole('link', { name: 'View invoice' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PDF' }).click()
  expect((await download).suggestedFilename()).toBe(`invoice-${number}.pdf`)

  // The operator sends the invoice.
  const desk = await context.newPage()
  await signIn(desk, operator)
  await desk.getByLabel('Search by order number, email or name').fill(number)
  await desk.getByRole('button', { name: 'Search' }).click()
  // The organization on its line, the PO (which starts PO already) under it.
  await expect(desk.getByText(ORGANIZATION, { exact: true })).toBeVisible()
  await expect(desk.getByText(PO, { exact: true })).toBeVisible()
  await desk.getByRole('link', { name: number }).click()
  await desk.getByRole('button', { name: 'Send invoice' }).click()
  await expect(desk.getByText('Invoice sent. The buyer is emailed it with its PDF.')).toBeVisible()
  await expect(desk.getByText(/^Invoice sent [A-Z][a-z]{2} \d/)).toBeVisible()

  // The buyer's invoice mail: the PDF of this invoice, and the link to its page.
  const [invoiceMail] = await mailbox.received(`Invoice ${number} from ${SHOP}`)
  expect(invoiceMail!.to).toEqual(['ada@example.org'])
  expect(invoiceMail!.text).toContain(`Your PO number: ${PO}`)
  expect(invoiceMail!.text).toContain(`Payment reference: ${number}`)
  const invoicePdf = await attachedPdf(invoiceMail!, `invoice-${number}.pdf`)
  expect(invoicePdf).toContain(`Invoice ${number}`)
  expect(invoicePdf).toContain(`Invoice number: ${number}`)
  expect(invoicePdf).toContain(ORGANIZATION)
  expect(invoicePdf).toContain(`PO number: ${PO}`)
  expect(invoicePdf).toContain('Terms: Net 14 (we ship when payment arrives)')
  expect(invoicePdf).toContain('We ship within 1-2 business days of receiving payment.')
  expect(invoicePdf).toContain('Tax (7%)')
  expect(invoicePdf).not.toContain('Paid')
  const invoiceUrl = linkIn(invoiceMail!, `${OWN_SHOP_URL}/orders/${number}/invoice#`)
  const invoiceTab = await openFromMail(context, invoiceUrl)
  await expect(
    invoiceTab.getByRole('heading', { level: 1, name: `Invoice ${number}` }),
  ).toBeVisible()
  // Terms and the PO number stated in the invoice's header, as the PDF states them.
  await expect(invoiceTab.getByText('Terms', { exact: true })).toBeVisible()
  await expect(
    invoiceTab.getByText('Net 14 (we ship when payment arrives)', { exact: true }),
  ).toBeVisible()
  await expect(invoiceTab.getByText('PO number', { exact: true })).toBeVisible()
  await expect(invoiceTab.getByText(PO, { exact: true })).toBeVisible()
  await expect(invoiceTab.getByRole('heading', { name: 'How to pay' })).toBeVisible()
  await expect(invoiceTab.getByText(`Payment reference: ${number}`)).toBeVisible()
  // When the goods leave: once the payment is in, so accounts payable does not wait for day 14.
  await expect(
    invoiceTab.getByText('We ship within 1-2 business days of receiving payment.'),
  ).toBeVisible()
  // The rails in the list's words (src/domain/payments/payment-rails.ts), as the terms name them.
  await expect(invoiceTab.getByText(/^By ACH, wire or Zelle\. Payment reference/)).toBeVisible()
  await expect(invoiceTab.getByRole('heading', { name: 'ACH or wire' })).toBeVisible()
  await expect(invoiceTab.getByRole('heading', { name: 'Zelle', exact: true })).toBeVisible()
  await expectNoA11yViolations(invoiceTab)
  await expectPrintsAlone(invoiceTab, `Invoice ${number}`)

  // The exemption mails the revised invoice, without the tax.
  await desk.getByRole('button', { name: 'Apply tax exemption' }).click()
  await expect(desk.getByText('Tax exemption applied.', { exact: false })).toBeVisible()
  const [revised] = await mailbox.received(`Invoice ${number} (Revised) from ${SHOP}`)
  expect(revised!.text).toContain('Your tax exemption (certificate E-595E-0042, NC) is applied.')
  const revisedPdf = await attachedPdf(revised!, `invoice-${number}.pdf`)
  expect(revisedPdf).toContain(`Invoice ${number} (Revised)`)
  expect(revisedPdf).toContain('Tax (exempt, certificate E-595E-0042, NC)')
  expect(revisedPdf).not.toContain('Tax (7%)')
  const revisedTab = await openFromMail(
    context,
    linkIn(revised!, `${OWN_SHOP_URL}/orders/${number}/invoice#`),
  )
  await expect(
    revisedTab.getByRole('heading', { level: 1, name: `Invoice ${number} (Revised)` }),
  ).toBeVisible()
  await expect(revisedTab.getByText(/Tax \(exempt: certificate E-595E-0042, NC\)/)).toBeVisible()

  // A card payer's link: refused unless https, then mailed and shown on the status page.
  await desk.getByLabel('Payment link from your card processor (https)').fill('http://x.test/pay')
  await desk.getByRole('button', { name: 'Send payment link' }).click()
  await expect(desk.getByText(/an https:\/\/ address/)).toBeVisible()
  await desk.getByLabel('Payment link from your card processor (https)').fill(LINK)
  await desk.getByRole('button', { name: 'Send payment link' }).click()
  await expect(desk.getByText(`Current link: ${LINK}`)).toBeVisible()
  await expect(desk.getByText(`Payment link sent`)).toBeVisible()
  await expectNoA11yViolations(desk)
  const [linkMail] = await mailbox.received(`Pay for order ${number} by card`)
  expect(linkMail!.text.split('\n')).toContain(LINK)
  const statusUrl = linkIn(linkMail!, `${OWN_SHOP_URL}/orders/${number}#`)
  const statusTab = await openFromMail(context, statusUrl)
  await expect(statusTab.getByRole('link', { name: 'Pay by card' })).toHaveAttribute('href', LINK)
  // The invoice has been mailed now, and the page says so.
  await expect(
    statusTab.getByText(
      `Your invoice is ready (View invoice below); we have also emailed it to ${BUYER}.`,
    ),
  ).toBeVisible()

  // Paid: the page and the mailed receipt read "Paid" with the date and reference.
  await desk.getByLabel('Payment reference').fill('WIRE 7781')
  await desk.getByRole('button', { name: 'Mark paid' }).click()
  await expect(desk.getByRole('heading', { name: 'Getting paid' })).toHaveCount(0)
  const [paidMail] = await mailbox.received(`Order ${number}: payment received`)
  expect(paidMail!.text).toContain('Payment reference: WIRE 7781')
  const receipt = await attachedPdf(paidMail!, `receipt-${number}.pdf`)
  // In the page's words: "Receipt RRS-…" and "Paid in full on <date>. Thank you."
  expect(receipt).toContain(`Receipt ${number}`)
  expect(receipt).not.toContain('Receipt for invoice')
  expect(receipt).toMatch(/Paid in full on [A-Z][a-z]+ \d{1,2}, \d{4}\. Thank you\./)
  expect(receipt).toMatch(/Paid: [A-Z][a-z]+ \d{1,2}, \d{4}, reference WIRE 7781/)

  await statusTab.reload()
  await expect(statusTab.getByRole('heading', { name: 'Status: Paid' })).toBeVisible()
  await expect(statusTab.getByRole('link', { name: 'Pay by card' })).toHaveCount(0)
  await expect(statusTab.getByRole('link', { name: 'View receipt' })).toHaveAttribute(
    'href',
    new RegExp(`^/orders/${number}/invoice#`),
  )
  await invoiceTab.reload()
  await expect(
    invoiceTab.getByRole('heading', { level: 1, name: `Receipt ${number}` }),
  ).toBeVisible()
  await expect(invoiceTab.getByText(/reference WIRE 7781/)).toBeVisible()
  await expect(invoiceTab.getByRole('button', { name: 'Print receipt' })).toBeVisible()
  // "Paid" is said under the title in the page's body type; the totals close with nothing due.
  const thanks = invoiceTab.getByText(/^Paid in full on [A-Z][a-z]+ \d{1,2}, \d{4}\. Thank you\.$/)
  await expect(thanks).toBeVisible()
  expect(
    await thanks.evaluate((el) => [getComputedStyle(el).fontSize, getComputedStyle(el).fontWeight]),
  ).toEqual(['16px', '400'])
  const totalPaid = invoiceTab.getByRole('row', { name: /^Total paid \$/ })
  expect((await thanks.boundingBox())!.y).toBeLessThan((await totalPaid.boundingBox())!.y)
  const balance = invoiceTab.getByRole('row', { name: 'Balance due $0.00' })
  await expect(balance).toBeVisible()
  expect((await balance.boundingBox())!.y).toBeGreaterThan((await totalPaid.boundingBox())!.y)
  await expectNoA11yViolations(invoiceTab)
  await expectPrintsAlone(invoiceTab, `Receipt ${number}`)

  // On a phone the way back is a "‹ Order RRS-…" link above the receipt, and Print and
  // Download PDF share one row (three buttons once took two rows there).
  await invoiceTab.setViewportSize({ width: 390, height: 844 })
  const back = invoiceTab.getByRole('link', { name: `Order ${number}`, exact: true })
  await expect(back).toBeVisible()
  await expect(
    invoiceTab.getByRole('main').getByRole('link', { name: 'Order status', exact: true }),
  ).toBeHidden()
  const print = (await invoiceTab.getByRole('button', { name: 'Print receipt' }).boundingBox())!
  const pdf = (await invoiceTab.getByRole('button', { name: 'Download PDF' }).boundingBox())!
  expect(pdf.y).toBe(print.y)
  expect((await back.boundingBox())!.y).toBeLessThan(print.y)
  // Drawn as every document's way back (the SDS's "‹ BPC-157"): not underlined until hovered,
  // and its words one piece of text, so the underline runs unbroken from "Order" to the number
  // (a flex gap between them once split it).
  await expect(back).toHaveCSS('text-decoration-line', 'none')
  const pieces = await back.evaluate(
    (link) =>
      [...link.childNodes].filter((n) =>
        n.nodeType === Node.TEXT_NODE ? n.textContent!.trim() : n.nodeName !== 'svg',
      ).length,
  )
  expect(pieces).toBe(1)
  const backY = (await back.boundingBox())!.y
  await expectNoA11yViolations(invoiceTab, 'receipt at 390 px')
  await back.click()
  await expect(invoiceTab.getByRole('heading', { name: 'Status: Paid' })).toBeVisible()
  // At the height the SDS's way back has.
  await invoiceTab.goto('/products/bpc-157/safety-data-sheet')
  const sdsBack = invoiceTab.getByRole('link', { name: 'BPC-157', exact: true })
  expect((await sdsBack.boundingBox())!.y).toBe(backY)
})

/**
 * Printed, the invoice or receipt is the document alone, as the certificate and the SDS are:
 * the site's research-use bar, header and footer stay on screen, and the issuer line closes it.
 */
async function expectPrintsAlone(tab: Page, title: string) {
  const bar = tab.getByRole('complementary', { name: 'Research use notice' })
  const issuer = tab.getByText(new RegExp(`^Issued by ${SHOP}, `))
  // On screen the site is around it, and the issuer line is the footer's business.
  await expect(tab.getByRole('banner')).toBeVisible()
  await expect(tab.getByRole('contentinfo')).toBeVisible()
  await expect(bar).toBeVisible()
  await expect(issuer).toBeHidden()
  await tab.emulateMedia({ media: 'print' })
  try {
    await expect(tab.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(tab.getByRole('heading', { name: 'Bill to' })).toBeVisible()
    await expect(tab.getByRole('row', { name: /^Total (due|paid) \$/ })).toBeVisible()
    await expect(tab.getByRole('banner')).toBeHidden()
    await expect(tab.getByRole('contentinfo')).toBeHidden()
    await expect(bar).toBeHidden()
    await expect(tab.getByRole('button', { name: /^Print / })).toBeHidden()
    await expect(issuer).toBeVisible()
  } finally {
    await tab.emulateMedia({ media: 'screen' })
  }
}

test("an unpaid order is reminded once, then cancelled as not paid, on the test's clock", async ({
  page,
  context,
  request,
}) => {
  const buyer = `late-${tag()}@example.com`
  const { number } = await placeOrder(request, { email: buyer })
  const placedAt = Date.now()
  const runDue = (days: number) =>
    shop.admin(['payments', 'run-due', '--now', new Date(placedAt + days * DAY).toISOString()])

  // Reminder days 7, cancel days 30 (the defaults).
  expect(runDue(6.9)).toMatch(/: 0 reminded, 0 cancelled\.$/m)
  expect(runDue(7.1)).toMatch(/: 1 reminded, 0 cancelled\.$/m)
  const [reminder] = await mailbox.received(`Reminder: order ${number} is awaiting payment`)
  expect(reminder!.to).toEqual([buyer])
  expect(reminder!.text).toContain('Unpaid orders are cancelled 30 days after they were placed.')
  expect(reminder!.text).toContain(`Payment reference: ${number}`)
  const statusUrl = linkIn(reminder!, `${OWN_SHOP_URL}/orders/${number}#`)
  // This browser has not been to the shop before: the age gate first.
  const statusTab = await openFromMail(context, statusUrl)
  await statusTab.getByRole('button', { name: 'I am 21 or older' }).click()
  await expect(statusTab.getByRole('heading', { name: 'Status: Awaiting payment' })).toBeVisible()

  // One reminder, however often the job runs.
  expect(runDue(8)).toMatch(/: 0 reminded, 0 cancelled\.$/m)
  expect(runDue(29.9)).toMatch(/: 0 reminded, 0 cancelled\.$/m)
  expect(runDue(30.1)).toMatch(/: 0 reminded, 1 cancelled\.$/m)
  const [cancelled] = await mailbox.received(`Order ${number}: cancelled`)
  expect(cancelled!.text).toContain(`Order ${number} has been cancelled. Nothing was charged.`)
  expect(cancelled!.text).toContain('Reason: not paid')
  expect(cancelled!.attachments).toEqual([])
  expect(runDue(40)).toMatch(/: 0 reminded, 0 cancelled\.$/m)
  await mailbox.received(`Reminder: order ${number} is awaiting payment`, 1)
  await mailbox.received(`Order ${number}: cancelled`, 1)

  await statusTab.reload()
  await expect(statusTab.getByRole('heading', { name: 'Status: Cancelled' })).toBeVisible()
  await expectNoA11yViolations(statusTab)

  // The history says what the job did, and that no one but the shop did it.
  const operator = `ops-${tag()}@example.com`
  addOperator(operator)
  await signIn(page, operator)
  await page.goto(`/admin/orders/${number}`)
  const history = page.getByRole('region', { name: 'History' }).getByRole('listitem')
  const reminded = history.filter({ hasText: 'Payment reminder sent' })
  await expect(reminded).toHaveCount(1)
  await expect(reminded).toContainText('system')
  const cancel = history.filter({ hasText: 'Cancelled' })
  await expect(cancel).toHaveCount(1)
  await expect(cancel).toContainText('system')
  await expect(cancel).toContainText('reason: not paid')
  await expectNoA11yViolations(page)
})

test('an order changed before payment: the revised invoice mailed with what changed; a refund in part on the receipt', async ({
  page,
  request,
  context,
}) => {
  const operator = `ops-${tag()}@example.com`
  addOperator(operator)
  const order = await placeOrder(request, { email: BUYER, productId: 'bpc-157', quantity: 2 })
  await signIn(page, operator)
  await page.goto(`/admin/orders/${order.number}`)
  const editing = page.getByRole('region', { name: 'Edit order' })
  await editing.getByLabel('Quantity of BPC-157, 5mg').fill('3')
  const products = editing.getByLabel('Product and size')
  const tb500 = await products.locator('option', { hasText: /^TB-500, 5mg/ }).textContent()
  await products.selectOption({ label: tb500! })
  await editing.getByLabel('Quantity to add').fill('1')
  await editing.getByRole('button', { name: 'Add line' }).click()
  await editing.getByLabel('City').fill('Durham')
  await editing.getByLabel('State').fill('NC')
  await editing.getByLabel('ZIP').fill('27709')
  await editing.getByRole('button', { name: 'Save changes' }).click()
  await expect(
    page.getByText('Order updated. The revised invoice is emailed to the buyer.'),
  ).toBeVisible()
  const history = page.getByRole('region', { name: 'History' })
  await expect(history.getByText('Order edited, invoice revised')).toBeVisible()
  await expectNoA11yViolations(page, 'edited order')

  // The buyer's mail: the revised invoice, what changed, and the PDF with the new lines.
  const [revised] = await mailbox.received(`Invoice ${order.number} (Revised) from ${SHOP}`)
  expect(revised!.to).toEqual([BUYER])
  expect(revised!.text).toContain(
    'What changed:\n  BPC-157, 5mg: 2 to 3\n  TB-500, 5mg added (1)\n  Address: 1 Main St, Durham, NC, 27709',
  )
  const pdf = await attachedPdf(revised!, `invoice-${order.number}.pdf`)
  expect(pdf).toContain(`Invoice ${order.number} (Revised)`)
  expect(pdf).toMatch(/3 x BPC-157, 5mg at \$\d+\.\d\d/)
  expect(pdf).toMatch(/1 x TB-500, 5mg at \$\d+\.\d\d/)
  expect(pdf).toContain('Durham, NC 27709')

  // Paid, then one vial refunded: the receipt lists the refund and what was kept.
  await page.getByLabel('Payment reference').fill('WIRE 5150')
  await page.getByRole('button', { name: 'Mark paid' }).click()
  await expect(page.getByRole('status').getByText('Order marked paid.')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Edit order' })).toHaveCount(0)
  await page.getByLabel('Amount to refund (USD)').fill('10')
  await page.getByLabel('Reason for this refund').fill('One vial cracked')
  await page.getByLabel('Refund reference').fill('ZELLE R-5150')
  await page.getByRole('button', { name: 'Refund part' }).click()
  await expect(page.getByRole('status').getByText('Refund recorded.')).toBeVisible()
  const [partly] = await mailbox.received(`Order ${order.number}: partly refunded`)
  expect(partly!.text).toContain(`We have refunded $10.00 of order ${order.number}.`)
  expect(partly!.text).toContain('Refund reference: ZELLE R-5150')
  const receipt = await openFromMail(
    context,
    linkIn(partly!, `${OWN_SHOP_URL}/orders/${order.number}#`).replace('#', '/invoice#'),
  )
  await expect(
    receipt.getByRole('heading', { level: 1, name: `Receipt ${order.number}` }),
  ).toBeVisible()
  await expect(
    receipt.getByRole('row', { name: /Refunded on .* \(One vial cracked\) -\$10\.00/ }),
  ).toBeVisible()
  await expect(receipt.getByRole('row', { name: /Net paid/ })).toBeVisible()
  await expectNoA11yViolations(receipt)
})

test('a quote: asked for from the cart, priced lower by the operator, accepted from its mail with a PO number; an expired one cannot be', async ({
  page,
  context,
}) => {
  const operator = `ops-${tag()}@example.com`
  addOperator(operator)
  // The purchasing office asks from its cart.
  await seedCart(page, [{ productId: 'bpc-157', quantity: 10 }])
  await page.goto('/cart')
  await page.getByRole('link', { name: 'Request a quote' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Request a Quote' })).toBeVisible()
  await expect(page.getByLabel('Quantity of BPC-157')).toHaveValue('10')
  await page.getByLabel('Note (optional)').fill('Purity of 99% or better, with the COA.')
  await page.getByRole('checkbox', { name: /A purchase order will follow/ }).check()
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Email').fill(BUYER)
  await page.getByLabel('Phone').fill('(919) 555-0100')
  await page.getByLabel('Organization (optional)').fill(ORGANIZATION)
  await page.getByLabel('Street address').fill('124 Science Dr')
  await page.getByLabel('City').fill('Durham')
  await page.getByLabel('State', { exact: true }).selectOption('NC')
  await page.getByLabel('ZIP/Postal code').fill('27708')
  await expectNoA11yViolations(page, 'quote request')
  await page.getByRole('button', { name: 'Request Quote' }).click()
  await expect(
    page.getByRole('status').getByText(/your request for a quote has reached us/),
  ).toBeVisible()
  const [confirmation] = await mailbox.received(`We have your request for a quote (${SHOP})`)
  expect(confirmation!.to).toEqual([BUYER])
  expect(confirmation!.text).toContain('10 x BPC-157, 5mg')

  // The operator prices the line lower and sends the quote.
  await signIn(page, operator)
  await page.getByRole('link', { name: 'Quotes', exact: true }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Requests waiting' })).toBeVisible()
  await expectNoA11yViolations(page, 'quotes')
  await page.getByRole('link', { name: `Write quote for ${ORGANIZATION}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New quote' })).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue(BUYER)
  await page.getByLabel('Unit price (USD) of BPC-157, 5mg').fill('39.00')
  await page.getByLabel('Terms (optional)').fill('Net 30 from the invoice.')
  await expectNoA11yViolations(page, 'new quote')
  await page.getByRole('button', { name: 'Send quote' }).click()
  const title = page.getByRole('heading', { level: 1, name: /^Quote Q-/ })
  await expect(title).toBeVisible()
  const number = (await title.textContent())!.replace('Quote ', '')

  // The buyer's mail: the PDF read back, and the link to the quote's page.
  const [quoteMail] = await mailbox.received(`Quote ${number} from ${SHOP}`)
  const quotePdf = await attachedPdf(quoteMail!, `quote-${number}.pdf`)
  expect(quotePdf).toContain(`Quote ${number}`)
  expect(quotePdf).toMatch(/Valid until [A-Z][a-z]+ \d{1,2}, \d{4}/)
  expect(quotePdf).toContain('10 x BPC-157, 5mg at $39.00 $390.00')
  expect(quotePdf).toContain(ORGANIZATION)
  expect(quotePdf).toContain('Net 30 from the invoice.')
  const buyer = await openFromMail(context, linkIn(quoteMail!, `${OWN_SHOP_URL}/quotes/${number}#`))
  await expect(buyer.getByRole('heading', { level: 1, name: `Quote ${number}` })).toBeVisible()
  await expect(buyer.getByText('10 × BPC-157, 5mg at $39.00')).toBeVisible()
  await expectNoA11yViolations(buyer, 'quote page')
  // Accepting without the ticks is refused; with them and the PO number, the order is placed.
  await buyer.getByLabel('PO number (optional)').fill(PO)
  await buyer.getByRole('button', { name: 'Accept quote' }).click()
  await expect(
    buyer
      .getByRole('alert')
      .getByText('You must confirm that you are 21 years of age or older to proceed.'),
  ).toBeVisible()
  await buyer.getByRole('checkbox', { name: /21 years of age or older/ }).check()
  await buyer.getByRole('checkbox', { name: /laboratory research use only/ }).check()
  await buyer.getByRole('checkbox', { name: /refund policy/ }).check()
  await buyer.getByRole('button', { name: 'Accept quote' }).click()
  await expect(buyer.getByRole('heading', { level: 1, name: /^Order RRS-/ })).toBeVisible()
  const order = (await buyer.getByRole('heading', { level: 1 }).textContent())!.replace(
    'Order ',
    '',
  )
  await expect(buyer.getByText(`PO number ${PO}`)).toBeVisible()
  // Its invoice carries the quoted price; its mails are every order's.
  await buyer.getByRole('link', { name: 'View invoice' }).click()
  await expect(buyer.getByRole('heading', { level: 1, name: `Invoice ${order}` })).toBeVisible()
  await expect(buyer.getByText('10 × BPC-157, 5mg at $39.00')).toBeVisible()
  await mailbox.received(`Order ${order} received - nothing has been charged`)
  // The quote's page now leads to its order.
  await buyer.goto(linkIn(quoteMail!, `${OWN_SHOP_URL}/quotes/${number}#`))
  await expect(buyer.getByText(`You accepted this quote: it is order ${order}.`)).toBeVisible()

  // A second quote, whose date has passed (the test's clock): it says so and offers to ask again.
  await page.getByRole('link', { name: 'Quotes', exact: true }).click()
  await page.getByRole('link', { name: 'New quote' }).click()
  const products = page.getByLabel('Product and size')
  const tb500 = await products.locator('option', { hasText: /^TB-500, 5mg/ }).textContent()
  await products.selectOption({ label: tb500! })
  await page.getByRole('button', { name: 'Add line' }).click()
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Email').fill(BUYER)
  await page.getByLabel('Phone').fill('(919) 555-0100')
  await page.getByLabel('Address', { exact: true }).fill('124 Science Dr')
  await page.getByLabel('City').fill('Durham')
  await page.getByLabel('State', { exact: true }).fill('NC')
  await page.getByLabel('ZIP').fill('27708')
  await page.getByRole('button', { name: 'Send quote' }).click()
  await expect(title).toBeVisible()
  const late = (await title.textContent())!.replace('Quote ', '')
  const [lateMail] = await mailbox.received(`Quote ${late} from ${SHOP}`)
  await shop.query(`update quotes set valid_until = now() - interval '1 day' where number = $1`, [
    late,
  ])
  const expired = await openFromMail(context, linkIn(lateMail!, `${OWN_SHOP_URL}/quotes/${late}#`))
  await expect(expired.getByText(/^This quote expired on /)).toBeVisible()
  await expect(expired.getByRole('button', { name: 'Accept quote' })).toHaveCount(0)
  await expect(expired.getByRole('link', { name: 'Ask for a new quote' })).toBeVisible()
  await expectNoA11yViolations(expired, 'expired quote')
})

// Who may do what: an owner (made at the command line) sets up two-factor sign-in and signs in
// with a code made here as an authenticator app makes it; invites staff by mail; the invited
// person sets a password from the mail's link, sets up two-factor sign-in, signs in with a code,
// works an order, and is refused a refund by the console (no button) and by the server (403).
test.describe('roles and two-factor sign-in', () => {
  // A replayed code (422), a used invitation (410) and the server's refusals of staff (403) log
  // failed resources.
  test.use({ allowedErrorStatuses: [401, 403, 410, 422] })

  /** The code an authenticator app shows `steps` periods from now. */
  const codeFor = (secret: string, steps = 0) =>
    generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 })

  async function passwordStep(page: Page, email: string, password: string) {
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Order console' })).toBeVisible()
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Sign in' }).click()
  }

  async function signOut(page: Page) {
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  }

  /**
   * Sets up two-factor sign-in on the Account page; answers the secret (from the otpauth URI) and
   * the code that turned it on.
   */
  async function setUpTwoFactor(page: Page, email: string) {
    await page.getByRole('link', { name: `Your account: ${email}` }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible()
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
    const uri = await page
      .getByLabel('Or paste this address into an app that takes one:')
      .inputValue()
    expect(uri).toMatch(/^otpauth:\/\/totp\//)
    const secret = new URL(uri).searchParams.get('secret')!
    await expectNoA11yViolations(page, 'two-factor set-up')
    const first = await codeFor(secret)
    await page.getByLabel('Code from the app').fill(first)
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
    await expect(page.getByText(/^Two-factor sign-in is on\./)).toBeVisible()
    const codes = page.getByRole('region', { name: 'Your recovery codes' }).getByRole('listitem')
    await expect(codes).toHaveCount(10)
    await expect(codes.first()).toHaveText(/^[a-z]{4}-[a-z]{4}-[a-z]{4}-[a-z]{4}$/)
    await page.getByRole('button', { name: 'I have kept my recovery codes' }).click()
    await expect(page.getByText(/^On since .*Recovery codes left: 10 of 10\./)).toBeVisible()
    return { secret, first }
  }

  test('an owner signs in with a code and invites staff, who signs in with a code and is refused a refund', async ({
    page,
    request,
  }) => {
    const owner = `owner-${tag()}@example.com`
    const staff = `staff-${tag()}@example.com`
    const staffPassword = 'a staff member’s own passphrase'
    addOperator(owner)

    // The owner's first sign-in opens the console; they set up two-factor sign-in.
    await passwordStep(page, owner, PASSWORD)
    const nav = page.getByRole('navigation', { name: 'Console' })
    await expect(nav.getByRole('link', { name: 'Team' })).toBeVisible()
    const { secret: ownerSecret, first } = await setUpTwoFactor(page, owner)
    await signOut(page)

    // From now on a code is asked for; the one that turned it on was used already.
    await passwordStep(page, owner, PASSWORD)
    const code = page.getByLabel('Authentication code')
    await expect(code).toBeVisible()
    await code.fill(first)
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'That code was used already. Wait for the next code and enter it.',
    )
    // The next code (one step of drift is allowed) signs in.
    await code.fill(await codeFor(ownerSecret, 1))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(nav.getByRole('link', { name: 'Team' })).toBeVisible()

    // The owner invites staff by mail.
    await nav.getByRole('link', { name: 'Team' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible()
    await page.getByLabel('Email').fill(staff)
    await page.getByLabel('Role').selectOption({ label: 'Staff' })
    await page.getByRole('button', { name: 'Send invitation' }).click()
    await expect(page.getByRole('status').getByText(`Invitation sent to ${staff}.`)).toBeVisible()
    await expect(page.getByText(new RegExp(`^${staff}, staff: invited by ${owner}`))).toBeVisible()
    await expectNoA11yViolations(page, 'team')
    await signOut(page)

    const [invitation] = await mailbox.received(`Your invitation to the ${SHOP} order console`)
    expect(invitation!.to).toEqual([staff])
    const link = linkIn(invitation!, `${OWN_SHOP_URL}/admin/invite#`)

    // The invited person chooses a password on the link's page.
    await page.goto(link)
    await expect(page.getByText(`You are invited as staff with ${staff}.`)).toBeVisible()
    // The token leaves the address bar once read.
    expect(page.url()).toBe(`${OWN_SHOP_URL}/admin/invite`)
    await expectNoA11yViolations(page, 'invitation')
    await page.getByLabel('New password').fill(staffPassword)
    await page.getByLabel('Repeat the password').fill(staffPassword)
    await page.getByRole('button', { name: 'Set password' }).click()
    await expect(page.getByRole('status')).toHaveText(
      /^Your password is set, and you are signed in/,
    )
    // The link works once (the same page again: a reload, not a move within it).
    await page.goto(link)
    await page.reload()
    await expect(page.getByRole('alert')).toHaveText(/^This invitation was used already/)

    // Staff are signed in by the invitation, set up two-factor sign-in (offered to them), and
    // sign in with a code.
    await page.goto('/admin')
    await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Team' })).toHaveCount(0)
    const { secret: staffSecret } = await setUpTwoFactor(page, staff)
    await signOut(page)
    await passwordStep(page, staff, staffPassword)
    await page.getByLabel('Authentication code').fill(await codeFor(staffSecret, 1))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible()

    // Staff work orders: they mark one paid. Refunds are an owner's: no button, and a 403.
    const { number } = await placeOrder(request)
    await page.goto(`/admin/orders/${number}`)
    await page.getByLabel('Payment reference').fill('WIRE 20260301')
    await page.getByRole('button', { name: 'Mark paid' }).click()
    await expect(page.getByText('Order marked paid. The buyer is emailed.')).toBeVisible()
    await expect(page.getByText('Refunds are made by an owner of the shop.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Refund in full' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Refund part' })).toHaveCount(0)
    const { csrfToken } = await (await page.request.get('/api/admin/session')).json()
    const refund = await page.request.post(`/api/admin/orders/${number}/refund`, {
      data: { version: 2, reason: 'Asked by the buyer' },
      headers: { Origin: OWN_SHOP_URL, 'X-CSRF-Token': csrfToken },
    })
    expect(refund.status()).toBe(403)
    expect((await refund.json()).error.message).toBe(
      'Only an owner can do this. Ask an owner of the shop.',
    )
    // The Team page is an owner's too.
    await page.goto('/admin/team')
    await expect(page.getByRole('alert')).toHaveText(
      'Only an owner can do this. Ask an owner of the shop.',
    )
    // Staff's own sessions and sign-ins.
    await page.getByRole('link', { name: `Your account: ${staff}` }).click()
    const signIns = page.getByRole('region', { name: 'Your sign-ins' })
    // The header, then newest first: the code's sign-in, the set-up's code, the invitation's.
    await expect(signIns.getByRole('row')).toHaveCount(4)
    await expect(signIns.getByRole('row').nth(1)).toContainText('Signed in with a code')
    await expect(signIns.getByRole('row').nth(2)).toContainText('Two-factor sign-in turned on')
    await expect(
      page.getByRole('region', { name: 'Your sessions' }).getByRole('button', {
        name: /^End this session/,
      }),
    ).toBeVisible()
    await expectNoA11yViolations(page, 'account')
  })
})

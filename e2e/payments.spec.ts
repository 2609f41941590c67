// Getting paid, walked as a purchasing officer and the shop's operator would, on a shop of this
// file's own with a real SMTP server (e2e/own-shop.ts), every mail read as the buyer gets it:
// an order with an organization, a PO number and a tax-exemption certificate; the invoice mail
// with its PDF, whose link opens the invoice page; the revised invoice after the exemption; the
// payment link's mail and "Pay by card"; the receipt that reads "Paid". Then the unpaid-orders
// job under the test's clock (the owner's `payments run-due --now`): one reminder, then the
// order cancelled as not paid, with its mail, the buyer's status page and the history.
import type { BrowserContext, Page } from '@playwright/test'
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
  // The rails in the list's words (src/domain/payment-rails.ts), as the terms name them.
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

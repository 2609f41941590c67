// Getting paid, walked as a purchasing officer and the shop's operator would: an order with an
// organization, a PO number and a tax-exemption certificate; its invoice page; the operator
// sends the invoice, applies the exemption, gives a card payment link and marks the order paid;
// the buyer sees "Pay by card", then a receipt that reads "Paid".
import { addOperator, signIn, tag } from './console-helpers'
import {
  continueButton,
  fillDetails,
  fillShipping,
  seedCart,
  stepHeading,
} from './checkout-helpers'
import { expect, expectNoA11yViolations, test } from './fixtures'

const ORGANIZATION = 'Duke University, Department of Chemistry'
const PO = 'PO-2026-4471'
const LINK = 'https://buy.stripe.com/test_00g5kD'

test.describe('getting paid', () => {
  // A new operator each time the hook runs: with fully parallel tests, a worker can run it again
  // for a later test of this group, and an email the desk already has would be refused.
  let email = ''
  test.beforeAll(() => {
    email = `ops-${tag()}@example.com`
    addOperator(email)
  })

  test('institution order, invoice, exemption, payment link and receipt', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
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
    const statusUrl = page.url()
    await expect(page.getByText(ORGANIZATION)).toBeVisible()
    await expect(page.getByText(`PO number ${PO}`)).toBeVisible()
    await expect(page.getByText(/the tax comes off once we have checked it/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Pay by card' })).toHaveCount(0)

    await page.getByRole('link', { name: 'View invoice' }).click()
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible()
    await expect(page.getByText(`PO number ${PO}`)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'How to pay' })).toBeVisible()
    await expect(page.getByText(`Payment reference: ${number}`)).toBeVisible()
    await expectNoA11yViolations(page)
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download PDF' }).click()
    expect((await download).suggestedFilename()).toBe(`invoice-${number}.pdf`)
    const invoiceUrl = page.url()

    const desk = await context.newPage()
    await signIn(desk, email)
    await desk.getByLabel('Search by order number, email or name').fill(number)
    await desk.getByRole('button', { name: 'Search' }).click()
    await expect(desk.getByText(`${ORGANIZATION}, PO ${PO}`)).toBeVisible()
    await desk.getByRole('link', { name: number }).click()
    await desk.getByRole('button', { name: 'Send invoice' }).click()
    await expect(
      desk.getByText('Invoice sent. The buyer is emailed it with its PDF.'),
    ).toBeVisible()
    await expect(desk.getByText(/^Invoice sent [A-Z][a-z]{2} \d/)).toBeVisible()

    await desk.getByRole('button', { name: 'Apply tax exemption' }).click()
    await expect(desk.getByText('Tax exemption applied.', { exact: false })).toBeVisible()
    await desk.getByLabel('Payment link from your card processor (https)').fill('http://x.test/pay')
    await desk.getByRole('button', { name: 'Send payment link' }).click()
    await expect(desk.getByText(/an https:\/\/ address/)).toBeVisible()
    await desk.getByLabel('Payment link from your card processor (https)').fill(LINK)
    await desk.getByRole('button', { name: 'Send payment link' }).click()
    await expect(desk.getByText(`Current link: ${LINK}`)).toBeVisible()
    await expectNoA11yViolations(desk)

    await page.goto(statusUrl)
    await expect(page.getByRole('link', { name: 'Pay by card' })).toHaveAttribute('href', LINK)
    await page.goto(invoiceUrl)
    await expect(
      page.getByRole('heading', { level: 1, name: `Invoice ${number} (Revised)` }),
    ).toBeVisible()
    await expect(page.getByText(/Tax \(exempt: certificate E-595E-0042, NC\)/)).toBeVisible()

    await desk.getByLabel('Payment reference').fill('WIRE 7781')
    await desk.getByRole('button', { name: 'Mark paid' }).click()
    await expect(desk.getByRole('heading', { name: 'Getting paid' })).toHaveCount(0)

    await page.goto(statusUrl)
    await expect(page.getByRole('heading', { name: 'Status: Paid' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Pay by card' })).toHaveCount(0)
    await page.goto(invoiceUrl)
    await expect(
      page.getByRole('heading', { level: 1, name: `Receipt for invoice ${number}: Paid` }),
    ).toBeVisible()
    await expect(page.getByText(/reference WIRE 7781/)).toBeVisible()
    await expectNoA11yViolations(page)
  })
})

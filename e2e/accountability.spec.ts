// Accountability as a buyer and the operator meet it: the research-use attestation the
// checkout asks for and the invoice states; and a hold (docs/DECISIONS.md, "Accountability"): BPC-157 to
// California is placed "on hold: verification needed"; its confirmation says what California
// asks for; the buyer sends a letter from the status page; the operator downloads it from the
// order and releases the order, which then awaits payment; the audit log shows the release.
import { addOperator, signIn, tag } from './console-helpers'
import {
  continueButton,
  CUSTOMER,
  fillDetails,
  fillShipping,
  researchUseBox,
  seedCart,
  stepHeading,
} from './checkout-helpers'
import { expect, expectNoA11yViolations, test } from './fixtures'

// The console answers 401 to its session check before the operator signs in; the desk 422 to
// the file that is not a document.
test.use({ allowedErrorStatuses: [401, 422] })

const LETTER = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')

test('BPC-157 to California is held until its buyer’s letter is checked, then released', async ({
  page,
  context,
}) => {
  await seedCart(page, [{ productId: 'bpc-157', quantity: 1 }])
  await page.goto('/checkout')
  await fillDetails(page)
  await continueButton(page).click()
  await expect(stepHeading(page, 'Shipping Address')).toBeVisible()
  await fillShipping(page)
  await page.getByLabel('State', { exact: true }).selectOption('CA')
  await continueButton(page).click()
  await page.getByRole('radio', { name: 'Bank transfer or Zelle: we email an invoice' }).check()
  await continueButton(page).click()
  await page.getByRole('button', { name: 'Place Order' }).click()

  // The confirmation: on hold, what California asks for, and how to send it.
  await expect(page.getByRole('heading', { level: 1, name: /^Order RRS-/ })).toBeVisible()
  const number = (await page.getByRole('heading', { level: 1 }).textContent())!.replace(
    'Order ',
    '',
  )
  await expect(
    page.getByRole('heading', { name: 'Status: On hold: verification needed' }),
  ).toBeVisible()
  await expect(
    page.getByText(
      'BPC-157 to California: Research use only; institutional documentation may be requested.',
    ),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Pay by card' })).toHaveCount(0)
  await expectNoA11yViolations(page, 'held order')

  // A file that is not a PDF, JPEG or PNG is refused; the letter is taken.
  const file = page.getByLabel('Document (PDF, JPEG or PNG, up to 10 MB)')
  await file.setInputFiles({
    name: 'letter.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html>not a letter</html>'),
  })
  await page.getByRole('button', { name: 'Send document' }).click()
  await expect(page.getByRole('alert').getByText('Send a PDF, JPEG or PNG file.')).toBeVisible()
  await file.setInputFiles({ name: 'IRB letter.pdf', mimeType: 'application/pdf', buffer: LETTER })
  await page.getByRole('button', { name: 'Send document' }).click()
  await expect(page.getByRole('status').getByText(/your document has reached us/)).toBeVisible()
  await expect(page.getByText(/^IRB_letter\.pdf, /)).toBeVisible()

  // The operator: the order in Needs action, the letter downloaded as a file, then released.
  const operator = `ops-${tag()}@example.com`
  addOperator(operator)
  const desk = await context.newPage()
  await signIn(desk, operator)
  await desk.goto(`/admin/orders/${number}`)
  const documents = desk.getByRole('region', { name: 'Verification documents' })
  await expect(documents.getByText(/BPC-157 to California/)).toBeVisible()
  const download = desk.waitForEvent('download')
  await documents.getByRole('link', { name: 'IRB_letter.pdf' }).click()
  const file2 = await download
  expect(file2.suggestedFilename()).toBe('IRB_letter.pdf')
  await expectNoA11yViolations(desk, 'held order in the console')
  await desk.getByRole('button', { name: 'Release order' }).click()
  await expect(
    desk.getByText('Order released: it awaits payment. The buyer is emailed.'),
  ).toBeVisible()
  await expect(desk.getByRole('button', { name: 'Mark paid' })).toBeVisible()

  // The audit log has the release: who, the request, and the status from on hold.
  await desk.getByRole('banner').getByRole('link', { name: 'Audit log' }).click()
  const filter = desk.getByRole('form', { name: 'Filter the audit log' })
  await filter.getByLabel('Order, lot, product or email').fill(number)
  await filter.getByRole('button', { name: 'Filter' }).click()
  const released = desk
    .getByRole('list', { name: 'Entries' })
    .getByRole('listitem')
    .filter({ hasText: `POST /api/admin/orders/${number}/release` })
  await expect(released).toContainText(`by ${operator} from`)
  await expect(released.getByRole('row', { name: /^status/ }).getByRole('cell')).toHaveText([
    'on_hold',
    'awaiting_payment',
  ])

  // The buyer's page now asks for payment.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Status: Awaiting payment' })).toBeVisible()
  await expect(page.getByText('Documents checked: awaiting payment')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send document' })).toHaveCount(0)
})

test('without the research-use tick the checkout does not go on; the invoice states it', async ({
  page,
}) => {
  await seedCart(page, [{ productId: 'tb-500', quantity: 1 }])
  await page.goto('/checkout')
  await page.getByLabel('First name').fill(CUSTOMER.firstName)
  await page.getByLabel('Last name').fill(CUSTOMER.lastName)
  await page.getByLabel('Email').fill(CUSTOMER.email)
  await page.getByLabel('Phone number').fill(CUSTOMER.phone)
  await page.getByRole('checkbox', { name: /21 years of age or older/ }).check()
  await page.getByRole('checkbox', { name: /refund policy/ }).check()
  await continueButton(page).click()
  await expect(
    page.getByText('Please confirm the materials are for laboratory research use only.'),
  ).toBeVisible()
  await expect(stepHeading(page, 'Customer Details')).toBeVisible()
  await expect(stepHeading(page, 'Shipping Address')).toHaveCount(0)

  await researchUseBox(page).check()
  await continueButton(page).click()
  await expect(stepHeading(page, 'Shipping Address')).toBeVisible()
  await fillShipping(page)
  await continueButton(page).click()
  await page.getByRole('radio', { name: 'Bank transfer or Zelle: we email an invoice' }).check()
  await continueButton(page).click()
  await page.getByRole('button', { name: 'Place Order' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^Order RRS-/ })).toBeVisible()
  await page.getByRole('link', { name: 'View invoice' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^Invoice RRS-/ })).toBeVisible()
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(),
  )
  await expect(page.getByText(`Research use attested on ${day}.`)).toBeVisible()
})

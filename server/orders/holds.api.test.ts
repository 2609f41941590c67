// @vitest-environment node
// Holds over the real HTTP surface and database (docs/DECISIONS.md, "Accountability"): an order
// of BPC-157 to California is placed on hold with the destination's text; its buyer sends
// documents checked by their bytes (wrong types, a huge file, an image that declares too many
// pixels and a sixth document refused, nothing stored); an operator downloads one as an
// attachment and releases the order, which then awaits payment and is reminded from then.
import { crc32 } from 'node:zlib'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORDER_DESK_MESSAGES } from '@/domain/orders/order-actions'
import { HOLD_MESSAGES as H } from '@/domain/orders/holds'
import { ORDER_API } from '@/domain/orders/order-api'
import { orderDocuments, orders, outbox, paymentReminders } from '../schema'
import { addOperator } from '../operators/operator-accounts'
import { sqlRunner } from '../operators/sql-runner'
import { ORIGIN, placeOrder, signIn, type Agent } from '../test/console-agent'
import { deskApp, type DeskApp } from '../test/desk-app'
import { deliverMail } from '../test/deliver-mail'
import { startMailCatcher, type MailCatcher } from '../test/mail-catcher.js'
import { expireUnpaid } from '../workflows'

let d: DeskApp
let agent: Agent
let smtp: MailCatcher

beforeAll(async () => {
  d = await deskApp({ SITE_URL: ORIGIN })
  smtp = await startMailCatcher()
  await addOperator(sqlRunner(d.t.database), 'ops@example.com', 'correct horse battery')
  agent = await signIn(d.app, 'ops@example.com', 'correct horse battery')
}, 120_000)

afterAll(async () => {
  await smtp?.close()
  await d?.close()
})

const db = () => d.t.database.db
const DAY = 86_400_000
const CALIFORNIA = {
  address: '1 Campus Way',
  city: 'Berkeley',
  state: 'CA',
  zip: '94720',
  country: 'US',
}
const BPC_TO_CALIFORNIA = {
  lines: [{ productId: 'bpc-157', quantity: 1 }],
  shipping: CALIFORNIA,
}
const REASON =
  'BPC-157 to California: Research use only; institutional documentation may be requested.'

const sendMail = () => deliverMail(d, smtp.url)

const upload = (
  number: string,
  secret: string,
  body: Buffer,
  { type = 'application/pdf', name = 'letter.pdf' } = {},
) =>
  d.app.inject({
    method: 'POST',
    url: `/api/orders/${number}/documents`,
    headers: {
      'content-type': type,
      'x-file-name': encodeURIComponent(name),
      [ORDER_API.secretHeader]: secret,
    },
    payload: body,
  })

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')

/** A PNG whose header says width x height (its IHDR rewritten, its checksum made anew). */
async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = await sharp({
    create: { width: 1, height: 1, channels: 3, background: '#fff' },
  })
    .png()
    .toBuffer()
  // Signature (8), IHDR's length (4) and type (4), then width and height.
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29)
  return png
}

async function orderRow(number: string) {
  const [row] = await db().select().from(orders).where(eq(orders.number, number))
  return row!
}

describe('holds', () => {
  it('holds an order to a product-specific destination, takes documents, and releases it', async () => {
    const { number, secret } = await placeOrder(d.app, BPC_TO_CALIFORNIA)
    const placed = await d.app.inject({
      method: 'GET',
      url: `/api/orders/${number}`,
      headers: { [ORDER_API.secretHeader]: secret },
    })
    expect(placed.json().order).toMatchObject({
      status: 'on_hold',
      hold: { reason: REASON, documents: [] },
    })
    // The confirmation says what to send and how; the shop's notice says it is held.
    await sendMail()
    const confirmation = smtp.mails.find((m) => m.subject.startsWith(`Order ${number} received`))
    expect(confirmation!.text).toContain(
      'Your order is on hold: we need documents for its ship-to state before we go on.',
    )
    expect(confirmation!.text).toContain(`  ${REASON}`)
    expect(confirmation!.text).toContain('or reply to this email with them attached.')
    expect(smtp.mails.some((m) => m.subject.endsWith('on hold: verification needed'))).toBe(true)

    // Held orders are in Needs action, a stage of their own.
    const counts = await agent.get('/api/admin/work-counts')
    expect(counts.json().stages.held).toBeGreaterThanOrEqual(1)

    // Refused, and nothing stored: a wrong type, a file named .pdf that is not one, a cut-off
    // PDF, an image declaring too many pixels, a file over 10 MB, a wrong secret.
    const text = await upload(number, secret, Buffer.from('hello'), { type: 'text/plain' })
    expect(text.statusCode).toBe(415)
    expect(text.json().error.message).toBe(H.type)
    const disguised = await upload(number, secret, Buffer.from('<html><script>1</script>'))
    expect(disguised.statusCode).toBe(422)
    expect(disguised.json().error.fields.file).toBe(H.type)
    expect((await upload(number, secret, PDF.subarray(0, 30))).json().error.message).toBe(H.type)
    const bomb = await upload(number, secret, await pngDeclaring(100_000, 100_000), {
      type: 'image/png',
      name: 'scan.png',
    })
    expect(bomb.statusCode).toBe(422)
    expect(bomb.json().error.message).toBe(H.tooManyPixels)
    const huge = await upload(number, secret, Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]))
    expect(huge.statusCode).toBe(413)
    expect(huge.json().error.message).toBe(H.tooLarge)
    expect((await upload(number, 'wrong', PDF)).statusCode).toBe(404)
    const order = await orderRow(number)
    expect(await db().$count(orderDocuments, eq(orderDocuments.orderId, order.id))).toBe(0)

    // A PDF and a PNG are taken; the name is made safe; the buyer's page lists them.
    const letter = await upload(number, secret, PDF, { name: '../../etc/Letter <1>.exe' })
    expect(letter.statusCode, letter.body).toBe(201)
    expect(letter.json().message).toBe(H.sent)
    const scan = await upload(number, secret, await pngDeclaring(800, 600), {
      type: 'application/octet-stream',
      name: 'scan.PNG',
    })
    expect(scan.statusCode, scan.body).toBe(201)
    const page = await d.app.inject({
      method: 'GET',
      url: `/api/orders/${number}`,
      headers: { [ORDER_API.secretHeader]: secret },
    })
    expect(page.json().order.hold.documents.map((x: { filename: string }) => x.filename)).toEqual([
      'Letter_1.pdf',
      'scan.png',
    ])

    // Five at most.
    for (let i = 0; i < 3; i++) expect((await upload(number, secret, PDF)).statusCode).toBe(201)
    const sixth = await upload(number, secret, PDF)
    expect(sixth.statusCode).toBe(422)
    expect(sixth.json().error.message).toBe(H.tooMany)

    // The operator downloads it as an attachment that is never rendered.
    const detail = (await agent.get(`/api/admin/orders/${number}`)).json()
    expect(detail.documents).toHaveLength(5)
    const download = await agent.get(
      `/api/admin/orders/${number}/documents/${detail.documents[0].id}`,
    )
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.headers['content-disposition']).toBe('attachment; filename="Letter_1.pdf"')
    expect(download.headers['x-content-type-options']).toBe('nosniff')
    expect(download.headers['content-security-policy']).toContain('sandbox')
    expect(download.rawPayload.equals(PDF)).toBe(true)
    // Not to the buyer: the console's route needs a session.
    const anonymous = await d.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${number}/documents/${detail.documents[0].id}`,
    })
    expect(anonymous.statusCode).toBe(401)

    // Paying a held order is not allowed; releasing it is.
    const paid = await agent.post(`/api/admin/orders/${number}/mark_paid`, {
      version: detail.version,
      paymentReference: 'WIRE 1',
    })
    expect(paid.statusCode).toBe(422)
    expect(paid.json().error.message).toBe(ORDER_DESK_MESSAGES.notAllowed)
    const released = await agent.post(`/api/admin/orders/${number}/release`, {
      version: detail.version,
    })
    expect(released.statusCode, released.body).toBe(200)
    expect(released.json().order.status).toBe('awaiting_payment')
    expect(released.json().history.at(-1)).toMatchObject({ type: 'released' })
    await sendMail()
    const mail = smtp.mails.find((m) => m.subject === `Order ${number}: released, awaiting payment`)
    expect(mail!.text).toContain(
      `We have checked your documents: order ${number} is no longer on hold.`,
    )
    // Released, it takes no more documents.
    expect((await upload(number, secret, PDF)).statusCode).toBe(409)
  })

  it('reminds a released order of payment from its release, never while it is held', async () => {
    const held = await placeOrder(d.app, BPC_TO_CALIFORNIA)
    const heldRow = await orderRow(held.number)
    const settings = { reminderDays: 7, cancelDays: 30 }
    const at = (days: number) => () => new Date(Date.now() + days * DAY)
    await expireUnpaid({ db: db(), settings, now: at(8) })
    const reminded = async () =>
      db().$count(paymentReminders, eq(paymentReminders.orderId, heldRow.id))
    expect(await reminded()).toBe(0)
    // Released eight days after it was placed: a week later it is reminded, not before.
    await db()
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 8 * DAY) })
      .where(eq(orders.id, heldRow.id))
    const res = await agent.post(`/api/admin/orders/${held.number}/release`, {
      version: heldRow.version,
    })
    expect(res.statusCode).toBe(200)
    await expireUnpaid({ db: db(), settings, now: at(1) })
    expect(await reminded()).toBe(0)
    await expireUnpaid({ db: db(), settings, now: at(7.5) })
    expect(await reminded()).toBe(1)
  })

  it('does not hold an order whose products ask nothing of its state', async () => {
    const { number } = await placeOrder(d.app, {
      lines: [{ productId: 'tb-500', quantity: 1 }],
      shipping: CALIFORNIA,
    })
    expect((await orderRow(number)).status).toBe('awaiting_payment')
    const queued = await db().select({ template: outbox.template }).from(outbox)
    expect(queued.length).toBeGreaterThan(0)
  })
})

// @vitest-environment node
// The invoice and receipt PDF in the scripts buyers write their names in, read back as a PDF
// reader extracts them; what the fonts cannot print is refused at the form (the order desk and
// the console), never printed as something else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEXT_MESSAGES } from '@/domain/shared/form-fields'
import { PRINTABLE_RANGES } from '@/domain/shared/printable-characters'
import { printableModule } from '../../scripts/make-printable-characters.js'
import { deskApp, orderBody, type DeskApp } from '../test/desk-app'
import { addOperator } from '../operators/operator-accounts'
import { sqlRunner } from '../operators/sql-runner'
import { signIn, type Agent, ORIGIN, placeOrder } from '../test/console-agent'
import { pdfText } from '../test/pdf-text'
import { printableCodePoints } from '../documents'

let d: DeskApp
let agent: Agent

beforeAll(async () => {
  d = await deskApp({ SITE_URL: ORIGIN })
  await addOperator(sqlRunner(d.t.database), 'ops@example.com', 'correct horse battery')
  agent = await signIn(d.app, 'ops@example.com', 'correct horse battery')
}, 120_000)

afterAll(async () => {
  await d?.close()
})

const buyer = (firstName: string, lastName: string) => ({
  customer: { ...orderBody().customer, firstName, lastName },
})

async function invoiceLines(number: string, secret: string): Promise<string[]> {
  const pdf = await d.app.inject({
    url: `/api/orders/${number}/invoice.pdf`,
    headers: { 'x-order-secret': secret },
  })
  expect(pdf.statusCode).toBe(200)
  return pdfText(pdf.rawPayload)
}

// A reader gives the words of a right-to-left line left to right as they are drawn (each word
// in its reading order), with spaces it guesses: those lines are compared word by word.
const squeeze = (text: string) => text.replace(/\s+/g, '')
const drawnRtl = (text: string) => squeeze(text.split(' ').reverse().join(''))

describe('names in every script the buyers use', () => {
  const CASES = [
    {
      script: 'Latin with diacritics',
      first: 'Łukasz',
      last: 'Dvořák',
      org: 'Université de Genève',
      city: 'Kraków',
    },
    {
      script: 'Vietnamese',
      first: 'Nguyễn',
      last: 'Thị Hương',
      org: 'Đại học Quốc gia Hà Nội',
      city: 'Hà Nội',
    },
    {
      script: 'Cyrillic',
      first: 'Дмитрий',
      last: 'Шостакович',
      org: 'Московский университет',
      city: 'Москва',
    },
    {
      script: 'Greek',
      first: 'Αλέξανδρος',
      last: 'Παπαδόπουλος',
      org: 'Πανεπιστήμιο Αθηνών',
      city: 'Αθήνα',
    },
    { script: 'Chinese', first: '伟', last: '王', org: '北京大学化学系', city: '北京' },
    {
      script: 'Japanese',
      first: 'さくら',
      last: '山田',
      org: '東京大学 ケミカルラボ',
      city: '東京',
    },
    {
      script: 'Arabic',
      first: 'محمد',
      last: 'الحسن',
      org: 'جامعة القاهرة',
      city: 'القاهرة',
      rtl: true,
    },
    {
      script: 'Hebrew',
      first: 'נועה',
      last: 'כהן',
      org: 'מכון ויצמן למדע',
      city: 'רחובות',
      rtl: true,
    },
  ]

  for (const c of CASES) {
    it(`prints a ${c.script} name, organization and address as typed`, async () => {
      const { number, secret } = await placeOrder(d.app, {
        ...buyer(c.first, c.last),
        institution: { organization: c.org, poNumber: `${c.last}-7` },
        shipping: { ...orderBody().shipping, address: `12 ${c.city}`, city: c.city },
      })
      const lines = await invoiceLines(number, secret)
      const read = c.rtl ? lines.map(squeeze) : lines
      const want = (text: string) => (c.rtl ? drawnRtl(text) : text)
      // Right to left, a name's two words read in their own order; the line's order is the
      // reader's to decide, so each word is looked for on its own.
      for (const text of [c.first, c.last, c.org, c.city]) {
        const found = read.some((line) => line.includes(want(text)))
        expect(found, `${text} in ${lines.join(' | ')}`).toBe(true)
      }
      const cityLine = (line: string) =>
        line.endsWith(', IL 62701') && squeeze(line).includes(squeeze(want(c.city)))
      expect(lines.some(cityLine)).toBe(true)
      const poLine = (line: string) => line.startsWith('PO number: ') && line.includes(c.last)
      expect(lines.some(poLine)).toBe(true)
      if (!c.rtl) {
        expect(lines).toContain(`${c.first} ${c.last}`)
        expect(lines).toContain(`Attn: ${c.first} ${c.last}`)
        expect(lines).toContain(`PO number: ${c.last}-7`)
      }
    })
  }

  it('prints the receipt’s payment reference in any script, on the receipt', async () => {
    const { number, secret } = await placeOrder(d.app, buyer('Łukasz', 'Dvořák'))
    const version = (await agent.get(`/api/admin/orders/${number}`)).json().version
    const paid = await agent.post(`/api/admin/orders/${number}/mark_paid`, {
      version,
      paymentReference: 'Перевод № 42 · 振込',
    })
    expect(paid.statusCode).toBe(200)
    const lines = await invoiceLines(number, secret)
    expect(lines.some((l) => l.includes('reference Перевод № 42 · 振込'))).toBe(true)
    expect(lines).toContain('Łukasz Dvořák')
  })
})

describe('what the fonts cannot print', () => {
  // Eight rare ideographs that the standard fonts' one-byte codes once printed as "PAID IN FULL".
  const CHOSEN = '偁䥄⁉丠䙕䱌'

  it('is refused at the order desk, naming the field and the characters', async () => {
    for (const [field, body, name] of [
      ['poNumber', { institution: { poNumber: CHOSEN } }, 'PO number'],
      ['organization', { institution: { organization: `Lab ${CHOSEN}` } }, 'organization'],
      ['firstName', buyer('Ada 🧪', 'Lovelace'), 'first name'],
      ['city', { shipping: { ...orderBody().shipping, city: 'Spring\u{20000}field' } }, 'city'],
    ] as const) {
      const res = await d.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: orderBody(body),
      })
      expect(res.statusCode, field).toBe(422)
      const message = JSON.stringify(res.json())
      expect(message).toContain(`Our invoices cannot print`)
      expect(message).toContain(`in the ${name}:`)
    }
  })

  it('is refused for the payment reference in the console', async () => {
    const { number } = await placeOrder(d.app)
    const version = (await agent.get(`/api/admin/orders/${number}`)).json().version
    const res = await agent.post(`/api/admin/orders/${number}/mark_paid`, {
      version,
      paymentReference: `W-9 ${CHOSEN}`,
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().error.message).toBe(
      TEXT_MESSAGES.unprintable({ name: 'payment reference', max: 0 }, ['䥄', '䙕', '䱌']),
    )
  })

  it('is exactly what the fonts lack: the forms’ list is made from the fonts, in either weight', () => {
    const regular = printableCodePoints('regular')
    expect(printableCodePoints('bold')).toEqual(regular)
    expect(printableModule(regular)).toContain(`'${PRINTABLE_RANGES}'`)
  })
})

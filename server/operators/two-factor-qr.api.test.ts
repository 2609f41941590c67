// @vitest-environment node
// The two-factor set-up's QR code, made by the shop's server: read as a phone's camera reads it
// (jsQR over the image's pixels), it is the otpauth:// address beside it.
import jsQR from 'jsqr'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { deskApp, type DeskApp } from '../test/desk-app'
import { signIn, ORIGIN } from '../test/console-agent'
import { addOperator } from './operator-accounts'
import { sqlRunner } from './sql-runner'

let d: DeskApp

beforeAll(async () => {
  d = await deskApp({ SITE_URL: ORIGIN })
  await addOperator(sqlRunner(d.t.database), 'owner@example.com', 'correct horse battery')
}, 120_000)

afterAll(async () => {
  await d?.close()
})

it('shows the otpauth:// address as a PNG QR code made by the shop itself', async () => {
  const agent = await signIn(d.app, 'owner@example.com', 'correct horse battery')
  const res = await agent.post('/api/admin/account/two-factor/setup', {})
  expect(res.statusCode).toBe(200)
  const { uri, secret, qrCode } = res.json()
  expect(uri).toContain(`secret=${secret}`)
  expect(qrCode).toMatch(/^data:image\/png;base64,/)
  const png = Buffer.from(qrCode.slice(qrCode.indexOf(',') + 1), 'base64')
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const read = jsQR(new Uint8ClampedArray(data), info.width, info.height)
  expect(read?.data).toBe(uri)
})

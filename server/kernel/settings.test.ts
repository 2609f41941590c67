// @vitest-environment node
// The settings a deployment gets wrong most easily: which forwarded addresses the server believes.
import { describe, expect, it } from 'vitest'
import { deskSettings } from './settings'

const trustProxy = (value: string) => deskSettings({ TRUST_PROXY: value }).trustProxy

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    expect(deskSettings({}).trustProxy).toBeUndefined()
    expect(trustProxy('')).toBeUndefined()
  })

  it('takes a hop count', () => {
    expect(trustProxy('1')).toBe(1)
    expect(trustProxy('2')).toBe(2)
  })

  it("takes the proxies' addresses and ranges", () => {
    expect(trustProxy('127.0.0.1')).toBe('127.0.0.1')
    expect(trustProxy('127.0.0.1, ::1,10.0.0.0/8')).toBe('127.0.0.1,::1,10.0.0.0/8')
    expect(trustProxy('loopback')).toBe('loopback')
  })

  // `true` believes whatever X-Forwarded-For a client sends, so every per-address limit is the
  // client's to choose.
  it.each([
    'true',
    'TRUE',
    'yes',
    '0',
    '-1',
    '1.5',
    'nginx',
    '127.0.0.1, example.com',
    '10.0.0.0/33',
  ])('refuses %j, saying what to set', (value) => {
    expect(() => trustProxy(value)).toThrow(
      /TRUST_PROXY .*hop count .*1 behind the shop's nginx block.*addresses .*127\.0\.0\.1/,
    )
  })

  // Ranges that together hold every address trust every client's own X-Forwarded-For.
  it.each([
    '0.0.0.0/0',
    '0.0.0.0/1,128.0.0.0/1',
    '::/0',
    '::/1, 8000::/1',
    '::ffff:0:0/96',
    '0.0.0.0/2,64.0.0.0/2,128.0.0.0/2,192.0.0.0/3,224.0.0.0/3',
    'loopback,0.0.0.0/1,128.0.0.0/1',
  ])('refuses %j, which covers every address', (value) => {
    expect(() => trustProxy(value)).toThrow(/TRUST_PROXY .* covers every address/)
  })

  it.each(['10.0.0.0/8,172.16.0.0/12,192.168.0.0/16', '0.0.0.0/1', 'uniquelocal,loopback', '::1'])(
    'takes %j, which leaves addresses out',
    (value) => {
      expect(trustProxy(value)).toBe(value.replace(/\s/g, ''))
    },
  )
})

describe('SMTP_URL', () => {
  it('takes a mail server address', () => {
    const url = 'smtps://shop%40example.com:p%23ss%2Fw%3Fd@mail.example.com:465'
    expect(deskSettings({ SMTP_URL: url }).smtpUrl).toBe(url)
  })

  // The start prints the error it stops on: it must not hold the password.
  it.each([
    'smtp://shop:zq7#vw@mail.example.com:25',
    'smtp://shop:zq7/vw@mail.example.com:25',
    'smtp://shop:zq7?vw@mail.example.com:25',
    'http://shop:zq7vw@mail.example.com',
  ])('refuses %j without repeating it', (url) => {
    let error: unknown
    try {
      deskSettings({ SMTP_URL: url })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(Error)
    const printed = [String(error), (error as Error).stack, JSON.stringify(error)].join('\n')
    expect(printed).toMatch(/SMTP_URL is not a valid .*%23/)
    expect(printed).not.toContain('zq7')
  })
})

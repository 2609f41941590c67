// @vitest-environment node
// The tests' mail server itself: what it keeps of a mail, the recipients it refuses, its waits.
import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailCatcher, type MailCatcher } from './mail-catcher.js'

let smtp: MailCatcher

beforeAll(async () => {
  smtp = await startMailCatcher({ accept: (to) => to !== 'nobody@example.com' })
})
afterAll(() => smtp.close())

const send = (to: string[]) =>
  nodemailer.createTransport(smtp.url).sendMail({
    from: '"Shop" <orders@example.com>',
    to,
    replyTo: 'help@example.com',
    subject: 'Hello',
    text: 'Plain words',
    html: '<p>Plain words</p>',
    attachments: [{ filename: 'a.txt', content: 'attached' }],
  })

describe('the mail catcher', () => {
  it('keeps each mail parsed, with its envelope recipients', async () => {
    await send(['ada@example.com', 'bob@example.com'])
    const mail = await smtp.waitFor((m) => m.subject === 'Hello', 5_000)
    expect(mail).toMatchObject({
      to: ['ada@example.com', 'bob@example.com'],
      from: '"Shop" <orders@example.com>',
      text: 'Plain words',
      html: '<p>Plain words</p>',
      replyTo: 'help@example.com',
    })
    expect(mail.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([
      ['a.txt', 'attached'],
    ])
    smtp.clear()
    expect(smtp.mails).toEqual([])
  })

  it('refuses the recipients it is told to, so the sender sees the mail fail', async () => {
    await expect(send(['nobody@example.com'])).rejects.toThrow(/No such mailbox here/)
    await expect(smtp.waitFor((m) => m.to.includes('nobody@example.com'), 300)).rejects.toThrow(
      /no such mail within 300 ms/,
    )
  })

  it('fails to start on a port still taken after its wait', async () => {
    await expect(startMailCatcher({ port: smtp.port, waitMs: 500 })).rejects.toThrow(/EADDRINUSE/)
  })

  it('waits for a port another test holds, and starts once it is free', async () => {
    const holder = await startMailCatcher()
    const waiting = startMailCatcher({ port: holder.port, waitMs: 10_000 })
    await new Promise((resolve) => setTimeout(resolve, 600))
    await holder.close()
    const next = await waiting
    expect(next.port).toBe(holder.port)
    await next.close()
  })
})

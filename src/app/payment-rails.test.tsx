// @vitest-environment node
// docs/DECISIONS.md, "Payment rails named once": every page that says how to pay names the rails
// in the words of one list (src/domain/payments/payment-rails.ts). The server's copies (invoice PDF, mail)
// are held to the same list in server/payments/payments.api.test.ts.
import { describe, expect, it } from 'vitest'
import { PAYMENT_RAILS_TEXT, RAIL_PHRASES, railPhrases } from '@/domain/payments/payment-rails'
import { render } from '@/entry-server'

/** A prerendered page's visible text, as one line. */
async function pageText(path: string): Promise<string> {
  return (await render(path))
    .replace(/<!-- -->/g, '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}

describe('the payment rails', () => {
  it('are read from one list: "ACH, wire or Zelle"', () => {
    expect(PAYMENT_RAILS_TEXT).toBe('ACH, wire or Zelle')
    expect(railPhrases('By ACH or wire transfer, or Zelle')).toEqual([
      'ACH or wire transfer, or Zelle',
    ])
    expect(railPhrases('Bank transfer or Zelle: we email')).toEqual(['Bank transfer or Zelle'])
  })

  it.each(['/terms', '/about'])('%s names them in the list’s words only', async (path) => {
    const phrases = railPhrases(await pageText(path))
    expect(phrases).toContain(PAYMENT_RAILS_TEXT)
    for (const phrase of phrases) expect(RAIL_PHRASES, `${path}: "${phrase}"`).toContain(phrase)
  })
})

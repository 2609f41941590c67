// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { siteUrlWarning } from '../config/site.js'

describe('the build’s SITE_URL warning', () => {
  it('is loud when no SITE_URL is given and absent when one is', () => {
    const warning = siteUrlWarning({})
    expect(warning).toMatch(/SITE_URL is not set/)
    expect(warning).toContain('http://localhost:4173')
    expect(warning?.split('\n')[0]).toMatch(/^!{72}$/)
    expect(siteUrlWarning({ SITE_URL: 'https://shop.example' })).toBeNull()
    expect(siteUrlWarning({ VITE_SITE_URL: 'https://shop.example' })).toBeNull()
  })
})

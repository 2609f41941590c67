// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '../config/security-headers.js'
import { orderDeskEnabled, orderDeskOrigin } from '../config/site.js'

const connectSrc = (env: Record<string, string>) =>
  contentSecurityPolicy({ env })
    .split('; ')
    .find((d) => d.startsWith('connect-src'))

describe('the order desk in the CSP', () => {
  it("is 'self' by default: the shop's own server", () => {
    expect(connectSrc({})).toBe("connect-src 'self' https://ipapi.co")
  })

  it('names a desk on another origin, reduced to its origin', () => {
    const env = { VITE_ORDER_DESK_ORIGIN: 'https://desk.example.com/some/path' }
    expect(orderDeskOrigin(env)).toBe('https://desk.example.com')
    expect(connectSrc(env)).toBe("connect-src 'self' https://ipapi.co https://desk.example.com")
  })

  it('names no desk in a build without it', () => {
    const env = { VITE_ORDER_DESK: 'off', VITE_ORDER_DESK_ORIGIN: 'https://desk.example.com' }
    expect(orderDeskEnabled(env)).toBe(false)
    expect(connectSrc(env)).toBe("connect-src 'self' https://ipapi.co")
  })

  it.each(['', 'on', 'true', 'OFFICE'])('treats VITE_ORDER_DESK=%j as on', (value) => {
    expect(orderDeskEnabled({ VITE_ORDER_DESK: value })).toBe(true)
  })
})

describe('styles in the CSP', () => {
  const directive = (name: string, options: Parameters<typeof contentSecurityPolicy>[0]) =>
    contentSecurityPolicy(options)
      .split('; ')
      .find((d) => d.startsWith(`${name} `))

  it("allows the build's inlined stylesheets by hash, and no other inline style", () => {
    const styleHashes = ['sha256-AAAA', 'sha256-BBBB']
    expect(directive('style-src', { env: {}, styleHashes })).toBe(
      "style-src 'self' 'sha256-AAAA' 'sha256-BBBB'",
    )
    expect(directive('style-src', { env: {} })).toBe("style-src 'self'")
  })

  it('keeps script and style hashes apart', () => {
    const options = { env: {}, scriptHashes: ['sha256-SCRIPT'], styleHashes: ['sha256-STYLE'] }
    expect(directive('script-src', options)).toBe("script-src 'self' 'sha256-SCRIPT'")
    expect(directive('style-src', options)).toBe("style-src 'self' 'sha256-STYLE'")
    expect(contentSecurityPolicy(options)).not.toMatch(/unsafe-/)
  })
})

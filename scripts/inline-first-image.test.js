// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { inlineFirstScreenImage } from './inline-first-image.js'

const VIAL = Buffer.from('vial-avif-bytes')
const POSTER = Buffer.from('poster-webp-bytes')
const files = {
  '/images/products/bpc-157-800.avif': VIAL,
  '/media/hero-poster.webp': POSTER,
  '/images/products/big-800.avif': Buffer.alloc(7000),
}
const read = (url) => files[url] ?? null

const picture = (name) =>
  `<picture><source type="image/avif" srcSet="/images/products/${name}-320.avif 320w, /images/products/${name}-800.avif 800w" sizes="100vw"><source type="image/webp" srcSet="/images/products/${name}-800.webp 800w" sizes="100vw"><img src="/images/products/${name}.webp" alt="" loading="lazy" fetchpriority="high"></picture>`

describe('the first-screen image inline', () => {
  it('puts a product picture’s widest AVIF in the page and leaves the WebP a file', () => {
    const page = `<main>${picture('bpc-157')}<picture><source type="image/avif" srcSet="/images/products/other-800.avif 800w"></picture></main>`
    const out = inlineFirstScreenImage(page, read)
    expect(out).toContain(
      `<source type="image/avif" srcset="data:image/avif;base64,${VIAL.toString('base64')} 800w"`,
    )
    expect(out).toContain('srcSet="/images/products/bpc-157-800.webp 800w"')
    expect(out).toContain('src="/images/products/bpc-157.webp" alt="" loading="eager"')
    expect(out).toContain('/images/products/other-800.avif')
  })

  it('inlines a lone first-screen image’s src', () => {
    const page =
      '<img src="/media/hero-poster.webp" alt="" loading="lazy" fetchpriority="high"><img src="/x.webp" loading="lazy" fetchpriority="high">'
    expect(inlineFirstScreenImage(page, read)).toBe(
      `<img src="data:image/webp;base64,${POSTER.toString('base64')}" alt="" loading="eager" fetchpriority="high"><img src="/x.webp" loading="lazy" fetchpriority="high">`,
    )
  })

  it('leaves a page alone when its image is too large, missing or not first-screen', () => {
    for (const page of [
      picture('big'),
      picture('missing'),
      '<img src="/media/hero-poster.webp" alt="">',
    ]) {
      expect(inlineFirstScreenImage(page, read)).toBe(page)
    }
  })
})

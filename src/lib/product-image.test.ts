import { describe, expect, it } from 'vitest'
import { productImageSources } from './product-image'

describe('productImageSources', () => {
  it('lists the AVIF and WebP files of a catalogue image at every width', () => {
    expect(productImageSources('/images/products/bpc-157.webp')).toEqual({
      avif: '/images/products/bpc-157-320.avif 320w, /images/products/bpc-157-480.avif 480w, /images/products/bpc-157-800.avif 800w',
      webp: '/images/products/bpc-157-320.webp 320w, /images/products/bpc-157-480.webp 480w, /images/products/bpc-157-800.webp 800w',
    })
  })

  it('leaves other paths alone', () => {
    expect(productImageSources('/images/hero.jpg')).toBeNull()
    expect(productImageSources('https://example.com/images/products/x.webp')).toBeNull()
  })
})

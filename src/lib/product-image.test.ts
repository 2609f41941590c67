import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PRODUCTS } from '@/data/products'
import { PRODUCT_IMAGE_WIDTHS, productImageSources } from './product-image'

const publicDir = path.resolve(__dirname, '../../public')

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

describe('the committed product images and COA pages', () => {
  it.each(PRODUCTS.map((p) => [p.id, p] as const))('%s has every file, each small', (id, p) => {
    const files = [
      p.image,
      ...PRODUCT_IMAGE_WIDTHS.flatMap((w) => [
        `/images/products/${id}-${w}.avif`,
        `/images/products/${id}-${w}.webp`,
      ]),
    ]
    for (const file of files) {
      const full = path.join(publicDir, file)
      expect(existsSync(full), file).toBe(true)
      expect(statSync(full).size, file).toBeLessThan(15_000)
    }
    expect(existsSync(path.join(publicDir, p.details.coaLink))).toBe(true)
  })
})

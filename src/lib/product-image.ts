/** Widths of the responsive product images; `scripts/make-product-images.js` writes these. */
export const PRODUCT_IMAGE_WIDTHS = [320, 480, 800] as const

/** Modern-format `srcset` strings for a picture. */
export interface ImageSources {
  avif: string
  webp: string
}

const PRODUCT_IMAGE = /^\/images\/products\/([a-z0-9-]+)\.webp$/

/**
 * The AVIF and WebP `srcset`s of a catalogue image path (`/images/products/{id}.webp`),
 * or null for any other path, which is then shown as it is.
 */
export function productImageSources(src: string): ImageSources | null {
  const id = PRODUCT_IMAGE.exec(src)?.[1]
  if (!id) return null
  const set = (ext: string) =>
    PRODUCT_IMAGE_WIDTHS.map((w) => `/images/products/${id}-${w}.${ext} ${w}w`).join(', ')
  return { avif: set('avif'), webp: set('webp') }
}

import type { ImgHTMLAttributes } from 'react'

/**
 * The attributes of an image in the page's first screen (the hero poster, the first product
 * images): first of the page's images, once the page is laid out. It is lazy, so that a first
 * visit fetches nothing the age gate covers (the page behind it is not rendered: docs/boot.md);
 * the first of them is in the page's HTML itself when small (scripts/inline-first-image.js).
 */
export const FIRST_SCREEN_IMAGE = {
  loading: 'lazy',
  decoding: 'auto',
  fetchPriority: 'high',
} as const satisfies ImgHTMLAttributes<HTMLImageElement>

/** The attributes of any other image: fetched as it nears the screen, decoded off the main thread. */
export const LATER_IMAGE = {
  loading: 'lazy',
  decoding: 'async',
  fetchPriority: 'auto',
} as const satisfies ImgHTMLAttributes<HTMLImageElement>

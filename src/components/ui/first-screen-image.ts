import type { ImgHTMLAttributes } from 'react'

/**
 * The attributes of an image in the page's first screen (the hero poster, the first product
 * images): fetched first, as the page is parsed, and painted with the page.
 */
export const FIRST_SCREEN_IMAGE = {
  loading: 'eager',
  decoding: 'auto',
  fetchPriority: 'high',
} as const satisfies ImgHTMLAttributes<HTMLImageElement>

/** The attributes of any other image: fetched as it nears the screen, decoded off the main thread. */
export const LATER_IMAGE = {
  loading: 'lazy',
  decoding: 'async',
  fetchPriority: 'auto',
} as const satisfies ImgHTMLAttributes<HTMLImageElement>

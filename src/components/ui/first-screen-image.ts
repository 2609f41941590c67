import type { ImgHTMLAttributes } from 'react'

/**
 * The attributes of an image in the page's first screen (the hero poster, the first product
 * images). It is lazy in the markup, so that a first visit, whose first paint is the age gate,
 * does not fetch it before that; the early-input script makes every `data-early-priority` image
 * eager at once for a returning visitor (docs/early-input.md), hence no hydration warning.
 */
export const FIRST_SCREEN_IMAGE = {
  loading: 'lazy',
  decoding: 'auto',
  fetchPriority: 'high',
  'data-early-priority': '',
  suppressHydrationWarning: true,
} as const satisfies ImgHTMLAttributes<HTMLImageElement> & { 'data-early-priority': string }

/** The attributes of any other image: fetched as it nears the screen, decoded off the main thread. */
export const LATER_IMAGE = {
  loading: 'lazy',
  decoding: 'async',
  fetchPriority: 'auto',
} as const satisfies ImgHTMLAttributes<HTMLImageElement>

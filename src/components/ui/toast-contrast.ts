import type { CSSProperties } from 'react'

/**
 * Sonner's rich colours put red and green text on their tints at about 4.2:1, under WCAG AA's
 * 4.5:1. These options darken the text of one toast (and its close button) to about 6:1.
 */
export const READABLE_TOAST = {
  error: { style: { '--error-text': '#b91c1c' } as CSSProperties },
  success: { style: { '--success-text': '#166534' } as CSSProperties },
} as const

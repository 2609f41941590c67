import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

/** The toast with this text, in the shop's toast region. */
export const toastWith = (page: Page, text: string) =>
  page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: text })

/**
 * The visible fields, buttons, links, labels and headings (their text) on screen that `toast` lies over, other
 * than its own Dismiss button, the header's included, and any of `also` (what the visitor reads
 * next that is none of those): none is the rule (issue 24: "no toast ever covers a field or the
 * control that needs the visitor next"; a toast once lay on the order's status heading and on
 * checkout's "Step 1 of 4").
 */
async function controlsUnder(toast: Locator, also: Locator[]): Promise<string[]> {
  // Where it comes to rest, after its short slide in.
  await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)))
  const extra = await Promise.all(also.map((l) => l.elementHandle()))
  return toast.evaluate((item, extra) => {
    const box = item.getBoundingClientRect()
    const hit: string[] = []
    const controls = document.querySelectorAll(
      'input, select, textarea, button, a[href], label, h1, h2, [role="button"], [role="link"]',
    )
    for (const el of new Set([...controls, ...extra])) {
      if (!el) continue
      if (item.contains(el) || !el.checkVisibility({ visibilityProperty: true })) continue
      // A heading by its text: its box spans the column, the band right of a short title is
      // free (the stack sits there from 768 px).
      let r = el.getBoundingClientRect()
      if (el.matches('h1, h2')) {
        const range = document.createRange()
        range.selectNodeContents(el)
        r = range.getBoundingClientRect()
      }
      if (r.width <= 1 || r.height <= 1 || r.bottom <= 0 || r.top >= window.innerHeight) continue
      const overlaps =
        r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top
      if (overlaps) {
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''
        hit.push(`${el.tagName.toLowerCase()} "${name || el.getAttribute('name')}"`)
      }
    }
    return hit
  }, extra)
}

/**
 * Expects the toast on screen and, once it has come to rest (the page under it may still be
 * arriving), over no control: polled for less than a toast's four seconds.
 */
export async function expectToastCoversNoControl(toast: Locator, also: Locator[] = []) {
  await expect(toast).toBeInViewport({ ratio: 1 })
  for (const l of also) await expect(l).toBeVisible()
  await expect.poll(() => controlsUnder(toast, also), { timeout: 3_000 }).toEqual([])
  await expectToastAtContentEdge(toast)
}

/**
 * From 768 px the stack's right edge is the content's right edge (the header row's, inside its
 * padding), the edge every other element keeps, not the viewport's; on a phone the toast spans
 * the screen inside the same 16 px margins.
 */
async function expectToastAtContentEdge(toast: Locator) {
  const { right, contentRight, width } = await toast.evaluate((item) => {
    const row = document.querySelector('#site-header > div')!
    const style = getComputedStyle(row)
    return {
      right: item.getBoundingClientRect().right,
      contentRight: row.getBoundingClientRect().right - parseFloat(style.paddingRight),
      width: document.documentElement.clientWidth,
    }
  })
  if (width >= 768) expect(Math.abs(right - contentRight)).toBeLessThanOrEqual(1)
  else expect(Math.abs(right - (width - 16))).toBeLessThanOrEqual(1)
}

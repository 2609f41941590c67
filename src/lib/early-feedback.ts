/**
 * A card's "Added!" that the early-input script showed before the app started, handed to the
 * app so that its button finishes the moment instead of losing it (docs/early-input.md).
 */
const pending = new Map<Element, number>()

/** Keeps, per button, when its feedback ends; called as the app takes over. */
export function handOverAddedFeedback(entries: { button: Element; remainingMs: number }[]): void {
  const now = Date.now()
  for (const { button, remainingMs } of entries) pending.set(button, now + remainingMs)
}

/** How many milliseconds of this button's early feedback are left (0 when none); once. */
export function takeAddedFeedback(button: Element | null): number {
  if (!button) return 0
  const until = pending.get(button)
  pending.delete(button)
  return until === undefined ? 0 : Math.max(0, until - Date.now())
}

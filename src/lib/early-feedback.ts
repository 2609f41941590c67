/**
 * A card's "Added!" that the early-input script showed before the app took over, handed to the
 * app so that its button finishes the moment instead of losing it (docs/early-input.md). The
 * app takes over after its first render, so a card is told when the hand-over comes.
 */
const listeners = new Map<Element, (remainingMs: number) => void>()

/** Tells each card with an early "Added!" how long it still shows; called as the app takes over. */
export function handOverAddedFeedback(entries: { button: Element; remainingMs: number }[]): void {
  // Even one whose time is up: the card's render puts its label back.
  for (const { button, remainingMs } of entries) listeners.get(button)?.(Math.max(1, remainingMs))
}

/** Calls `show` with what is left of this button's early "Added!", if the hand-over has one. */
export function onEarlyAddedFeedback(
  button: Element | null,
  show: (remainingMs: number) => void,
): () => void {
  if (!button) return () => undefined
  listeners.set(button, show)
  return () => {
    if (listeners.get(button) === show) listeners.delete(button)
  }
}

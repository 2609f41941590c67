import { getProduct } from '@/domain/products'
import { announceAdded } from '@/features/cart'
import { handOverAddedFeedback } from '@/lib/early-feedback'

// The app's side of the early-input contract (docs/early-input.md): the inline script in
// every prerendered page answers or keeps what the visitor does before the app runs, and keeps
// every event from React until the app's first render is on the page. Then the app takes over:
// it reads what the visitor left in the page (typed text, ticked boxes, a chosen option) and
// replays the presses and moving keys the script held, in order, on the very elements they
// were taken on.

type EarlyAction =
  | { type: 'click'; target: HTMLElement }
  | { type: 'submit'; target: HTMLElement; submitter: HTMLElement | null }
  | { type: 'key'; target: HTMLElement; key: string; shiftKey: boolean }

interface EarlyInputScript {
  takeOver(): {
    added: { productId: string; updated: boolean }[]
    feedback: { button: Element; remainingMs: number }[]
  }
  /** The next held press, key or submit (those made meanwhile included); null when none is left. */
  next(): EarlyAction | null
  /** Runs the app's play-back of an action, which the script lets through to React. */
  pass(playBack: () => void): void
}

type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** A field the visitor changed before the app took over: its value differs from its markup's. */
function changed(field: FormField): boolean {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((o) => o.selected !== o.defaultSelected)
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked
  }
  return field.value !== field.defaultValue
}

/** Sets a field as if typed, so React's onChange sees it even where React kept the text. */
function retype(field: FormField, value: string, checked: boolean): void {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // React kept the box as the visitor left it; the click below is the visitor's, from the
    // other state to the one they left, so the change handler sees it.
    field.checked = !checked
    field.click()
    return
  }
  const proto = Object.getPrototypeOf(field) as object
  const setValue = Object.getOwnPropertyDescriptor(proto, 'value')?.set
  // React tracks the value it last saw through the element's own setter; the prototype's
  // setter changes the text behind its back, so the event below counts as a change.
  field.value = value === '' ? ' ' : ''
  setValue?.call(field, value)
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  )
}

/** A task's pause, so React renders each replayed step before the next one reads its state. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve))

/**
 * Takes over from the early-input script once the app's first render is on the page (hydrated,
 * so every element is still the one the visitor used): from here on React answers every event.
 * What the visitor typed or ticked comes back first, then the presses and keys the script held,
 * one task apart, so each sees the state the one before left. Presses made while they play back
 * wait behind them (the script holds them until the last is played).
 */
export async function takeOverEarlyInput(): Promise<void> {
  const root = document.getElementById('root')
  const script = (window as { __earlyInput?: EarlyInputScript }).__earlyInput
  if (!root || !script) return
  const { added, feedback } = script.takeOver()
  // From here until the last `next()`, the script holds the visitor's presses for this play-back:
  // whatever fails below, the `finally` hands every later press to the app.
  try {
    handOverAddedFeedback(feedback)
    const fields = [...root.querySelectorAll<FormField>('input, textarea, select')]
      .filter(changed)
      .map((field) => ({
        field,
        value: field.value,
        checked: field instanceof HTMLInputElement && field.checked,
      }))
    for (const { productId, updated } of added) {
      const product = getProduct(productId)
      if (product) announceAdded(product, updated)
    }
    for (const [index, { field, value, checked }] of fields.entries()) {
      // The first in the task of the hand-over itself: no key or press of the visitor's comes
      // between the two to meet React's state without what was typed (an ArrowDown from the
      // country search, which would land in the unfiltered list).
      if (index > 0) await nextTask()
      if (field.isConnected) script.pass(() => retype(field, value, checked))
    }
    // Until the last held action has been played back, the script keeps taking the visitor's
    // presses into its queue, so none overtakes one held before it (more, then Add to Cart).
    for (let action = script.next(); action; action = script.next()) {
      await nextTask()
      const played = action
      if (!played.target.isConnected) continue
      try {
        script.pass(() => playBack(played, root))
      } catch (error) {
        // One action that cannot be played back (a form whose submit button has gone) is
        // reported, and the rest still are.
        reportError(error)
      }
    }
  } finally {
    while (script.next());
  }
}

/** Plays one held action back on the element it was taken on. */
function playBack(action: EarlyAction, root: HTMLElement): void {
  const { target } = action
  if (action.type === 'click') target.click()
  else if (action.type === 'key') {
    const { key, shiftKey } = action
    // Keys pressed one after another before the app ran were all taken where focus stood
    // then; replayed, each goes where the one before has moved focus (ArrowDown twice from
    // the country search reaches the second country).
    const focused = document.activeElement
    const at = focused instanceof HTMLElement && root.contains(focused) ? focused : target
    at.dispatchEvent(
      new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }),
    )
  } else if (target instanceof HTMLFormElement) {
    const { submitter } = action
    // The button that sent it, while it is still one of this form's submit buttons.
    const still =
      submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement
        ? submitter.form === target && submitter.type === 'submit'
        : false
    target.requestSubmit(still ? submitter : undefined)
  }
}

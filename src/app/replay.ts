// The app's side of the recorder (docs/boot.md): the inline script in every prerendered page
// keeps the presses, submits and moving keys a visitor makes before the app runs, and every
// event from React until the app's first render is on the page. Then the app takes over: it
// reads what the visitor left in the page (typed text, ticked boxes, a chosen option) and plays
// back what the recorder kept, in order, on the very elements they were taken on. Nothing here
// knows a control of the shop.

type EarlyAction =
  | { type: 'click'; target: HTMLElement }
  | { type: 'input'; target: HTMLElement }
  | { type: 'submit'; target: HTMLElement; submitter: HTMLElement | null }
  | { type: 'key'; target: HTMLElement; key: string; shiftKey: boolean }

interface Recorder {
  /** From now on the app answers every event. */
  take(): void
  /** The next kept press, key or submit (those made meanwhile included); null when none is left. */
  next(): EarlyAction | null
  /** The fields changed after a kept press, set at their place among the presses. */
  typedLater(): HTMLElement[]
  /** Runs the app's play-back of an action, which the recorder lets through to React. */
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
 * Takes over from the recorder once the app's first render is on the page (hydrated, so every
 * element is still the one the visitor used): from here on React answers every event. What the
 * visitor typed or ticked comes back first, then the presses and keys the recorder kept, one
 * task apart, so each sees the state the one before left. Presses made while they play back
 * wait behind them (the recorder keeps them until the last is played).
 */
export async function replayEarlyInput(): Promise<void> {
  const root = document.getElementById('root')
  const script = (window as { __recorder?: Recorder }).__recorder
  if (!root || !script) return
  script.take()
  // From here until the last `next()`, the recorder keeps the visitor's presses for this
  // play-back: whatever fails below, the `finally` hands every later press to the app.
  try {
    // As the visitor left them, read now: a press played back may draw a field again from
    // React's state, which has not seen the typing.
    const left = [...root.querySelectorAll<FormField>('input, textarea, select')]
      .filter(changed)
      .map((field) => ({
        field,
        value: field.value,
        checked: field instanceof HTMLInputElement && field.checked,
      }))
    // Those changed after a kept press are set at their place among the presses.
    const later = new Set<HTMLElement>(script.typedLater())
    const typedLater = new Map<HTMLElement, (typeof left)[number]>(
      left.filter(({ field }) => later.has(field)).map((f) => [f.field, f]),
    )
    const fields = left.filter(({ field }) => !later.has(field))
    for (const [index, { field, value, checked }] of fields.entries()) {
      // The first in the task of the hand-over itself: no key or press of the visitor's comes
      // between the two to meet React's state without what was typed (an ArrowDown from the
      // country search, which would land in the unfiltered list).
      if (index > 0) await nextTask()
      if (field.isConnected) script.pass(() => retype(field, value, checked))
    }
    // Until the last kept action has been played back, the recorder keeps taking the visitor's
    // presses into its queue, so none overtakes one held before it (more, then Add to Cart).
    for (let action = script.next(); action; action = script.next()) {
      await nextTask()
      const played = action
      // Pending no more: played now, or gone with the element.
      pendingDone(played)
      if (!played.target.isConnected) continue
      if (played.type === 'input') {
        const typed = typedLater.get(played.target)
        typedLater.delete(played.target)
        if (typed) script.pass(() => retype(typed.field, typed.value, typed.checked))
        continue
      }
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

/** Takes away the recorder's pending mark from the control an action was taken on. */
function pendingDone(action: EarlyAction): void {
  const marked = action.type === 'submit' ? (action.submitter ?? action.target) : action.target
  if (marked.getAttribute('aria-busy') === 'true') marked.removeAttribute('aria-busy')
}

/** Plays one kept press, key or submit back on the element it was taken on. */
function playBack(action: Exclude<EarlyAction, { type: 'input' }>, root: HTMLElement): void {
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

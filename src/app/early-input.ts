import { getProduct } from '@/domain/products'
import { announceAdded } from '@/features/cart'
import { handOverAddedFeedback } from '@/lib/early-feedback'

// The app's side of the early-input contract (docs/early-input.md): the inline script in
// every prerendered page answers or keeps what the visitor does before the app runs; as the
// app takes over, it hands over what it kept, and once the page is interactive the app
// replays it in order.

interface EarlyAction {
  type: 'click' | 'submit'
  target: HTMLElement
  submitter?: HTMLElement | null
}

interface EarlyInputScript {
  takeOver(): {
    queue: EarlyAction[]
    added: { productId: string; updated: boolean }[]
    feedback: { button: Element; remainingMs: number }[]
  }
}

/** Where a node sat in the prerendered page, to find its successor in a page rendered anew. */
type NodePath = number[]

interface Handover {
  actions: (EarlyAction & { path: NodePath })[]
  added: { productId: string; updated: boolean }[]
  fields: { field: FormField; path: NodePath; value: string; checked: boolean }[]
}

type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

let handover: Handover | null = null

/** Where the age gate sits in a path: it is in a prerendered page always, in a page rendered anew
 * only for a visitor who has not confirmed, so the page's other parts are counted without it. */
const GATE = -1

/** An element's children as paths count them. */
function childrenOf(parent: Element): Element[] {
  return [...parent.children].filter((child) => !child.hasAttribute('data-age-gate'))
}

function pathOf(root: HTMLElement, node: Element): NodePath {
  const path: NodePath = []
  for (let n: Element | null = node; n && n !== root; n = n.parentElement) {
    const parent = n.parentElement
    path.unshift(
      !parent ? 0 : n.hasAttribute('data-age-gate') ? GATE : childrenOf(parent).indexOf(n),
    )
  }
  return path
}

/** The node now at `path`, when it is the same kind of element as before. */
function resolve<T extends Element>(root: HTMLElement, old: T, path: NodePath): T | null {
  if (old.isConnected) return old
  let node: Element | undefined = root
  for (const index of path) {
    node =
      index === GATE
        ? (node?.querySelector(':scope > [data-age-gate]') ?? undefined)
        : node && childrenOf(node)[index]
  }
  return node?.tagName === old.tagName ? (node as T) : null
}

function changed(field: FormField): boolean {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((o) => o.selected !== o.defaultSelected)
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked
  }
  return field.value !== field.defaultValue
}

/**
 * Takes over from the early-input script, just before React hydrates or renders `root`: from
 * here on React answers every event. Keeps the clicks and submits it held, the items it added
 * and whatever the visitor typed, for `replayEarlyInput`.
 */
export function takeOverEarlyInput(root: HTMLElement): void {
  const script = (window as { __earlyInput?: EarlyInputScript }).__earlyInput
  if (!script) return
  const { queue, added, feedback } = script.takeOver()
  handOverAddedFeedback(feedback)
  const fields = [...root.querySelectorAll<FormField>('input, textarea, select')]
    .filter(changed)
    .map((field) => ({
      field,
      path: pathOf(root, field),
      value: field.value,
      checked: field instanceof HTMLInputElement && field.checked,
    }))
  handover = {
    actions: queue.map((action) => ({ ...action, path: pathOf(root, action.target) })),
    added,
    fields,
  }
}

/** Sets a field as if typed, so React's onChange sees it even where React kept the text. */
function retype(field: FormField, value: string, checked: boolean): void {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // Whatever React made of the box as it took over, the click below is the visitor's: from
    // the other state to the one they left, so the change handler sees it.
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

/** Replays, once the first page is interactive, what the visitor did before the app ran. */
export async function replayEarlyInput(): Promise<void> {
  const root = document.getElementById('root')
  const held = handover
  handover = null
  if (!root || !held) return
  for (const { productId, updated } of held.added) {
    const product = getProduct(productId)
    if (product) announceAdded(product, updated)
  }
  for (const { field, path, value, checked } of held.fields) {
    // One at a time, so each change handler sees the state the last one left (two ticks in one
    // list, say).
    await nextTask()
    const now = resolve(root, field, path)
    if (now) retype(now, value, checked)
  }
  for (const action of held.actions) {
    await nextTask()
    const target = resolve(root, action.target, action.path)
    if (!target) continue
    if (action.type === 'click') target.click()
    else if (target instanceof HTMLFormElement) {
      const submitter = action.submitter?.isConnected ? action.submitter : undefined
      target.requestSubmit(submitter)
    }
  }
}

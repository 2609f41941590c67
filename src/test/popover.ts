// jsdom has no popover API. A stand-in with the browser's behaviour that the shop relies on:
// a press on a `popovertarget` button toggles its popover, `showPopover`/`hidePopover`, the
// `toggle` event with its new state, `:popover-open`, and a closed popover is not displayed.
// The browser tests check the real thing.
export function installPopoverStandIn(): void {
  if (typeof HTMLElement === 'undefined' || 'showPopover' in HTMLElement.prototype) return
  const open = new WeakSet<Element>()

  const set = (el: HTMLElement, next: boolean) => {
    if (open.has(el) === next) return
    if (next) open.add(el)
    else open.delete(el)
    el.toggleAttribute('data-popover-open', next)
    const event = Object.assign(new Event('toggle'), {
      newState: next ? 'open' : 'closed',
      oldState: next ? 'closed' : 'open',
    })
    el.dispatchEvent(event)
  }

  Object.assign(HTMLElement.prototype, {
    showPopover(this: HTMLElement) {
      set(this, true)
    },
    hidePopover(this: HTMLElement) {
      set(this, false)
    },
    togglePopover(this: HTMLElement) {
      set(this, !open.has(this))
      return open.has(this)
    },
  })

  const matches = Element.prototype.matches
  Element.prototype.matches = function (this: Element, selector: string) {
    return selector === ':popover-open' ? open.has(this) : matches.call(this, selector)
  }

  document.addEventListener('click', (event) => {
    const invoker = (event.target as Element | null)?.closest?.('[popovertarget]')
    const id = invoker?.getAttribute('popovertarget')
    const popover = id ? document.getElementById(id) : null
    if (popover) (popover as HTMLElement & { togglePopover(): boolean }).togglePopover()
  })

  const style = document.createElement('style')
  // jsdom's own stylesheet hides every popover (it never matches :popover-open).
  style.textContent =
    '[popover]:not([data-popover-open]) { display: none; } [popover][data-popover-open] { display: block; }'
  document.head.append(style)
}

import * as Popover from '@radix-ui/react-popover'
import type { RefObject } from 'react'
import { CountryList } from './CountryList'

interface CountryPopoverProps {
  open: boolean
  onOpenChange(open: boolean): void
  /** The trigger button, which lives outside this lazily loaded module. */
  triggerRef: RefObject<HTMLButtonElement | null>
  contentId: string
  selected: string
  onChoose(name: string): void
}

/**
 * The country selector's popover. Loaded on the first sign of interest, so Radix Popover and
 * its positioning library stay out of the entry bundle.
 */
export default function CountryPopover({
  open,
  onOpenChange,
  triggerRef,
  contentId,
  selected,
  onChoose,
}: CountryPopoverProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={triggerRef as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          id={contentId}
          aria-label="Choose shipping country"
          align="end"
          sideOffset={8}
          collisionPadding={16}
          // A press on the trigger toggles the popover itself; don't also count it as outside.
          onInteractOutside={(event) => {
            if (triggerRef.current?.contains(event.target as Node)) event.preventDefault()
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            triggerRef.current?.focus()
          }}
          className="z-50 w-[min(20rem,calc(100vw-2rem))] rounded-lg border border-slate-200 bg-white p-3 text-slate-900 shadow-lg data-[state=open]:animate-fade-in"
        >
          {/* Mounted only while open, so each opening starts with an empty search. */}
          <CountryList selected={selected} onChoose={onChoose} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

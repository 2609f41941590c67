import type { Ref } from 'react'

/**
 * A field people never see: software that fills every field fills this one too, and the desk
 * quietly drops what it sends.
 */
export function Honeypot({ id, ref }: { id: string; ref: Ref<HTMLInputElement> }) {
  return (
    <div className="hidden">
      <label htmlFor={id}>Website (leave empty)</label>
      <input
        ref={ref}
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  )
}

import { useState } from 'react'

/**
 * For a control whose popup lives in a lazily loaded chunk: `prepare` (wired to the control's
 * hover, focus and press) starts loading the chunk once; `wanted` says when to render it.
 */
export function useLoadOnIntent(
  load: () => Promise<unknown>,
): [wanted: boolean, prepare: () => void] {
  const [wanted, setWanted] = useState(false)
  const prepare = () => {
    if (wanted) return
    setWanted(true)
    void load()
  }
  return [wanted, prepare]
}

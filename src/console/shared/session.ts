import { createContext, use } from 'react'
import type { Role } from '@/domain/operators/console-team'

export interface ConsoleSession {
  email: string
  /** What the console shows: owners' actions are hidden from staff (the server refuses them too). */
  role: Role
  twoFactor: boolean
  signOut(): void
  /** Reads the session again (after two-factor sign-in is turned on or off). */
  refresh(): void
}

export const SessionContext = createContext<ConsoleSession | null>(null)

/** The signed-in operator (the console renders its pages only inside a session). */
export function useConsoleSession(): ConsoleSession {
  const session = use(SessionContext)
  if (!session) throw new Error('useConsoleSession must be used within a session')
  return session
}

/**
 * True for an owner: owners' actions (refunds, prices, the team) are shown to owners only. A page
 * rendered alone, outside a session (a component's test), shows everything.
 */
export function useIsOwner(): boolean {
  const session = use(SessionContext)
  return !session || session.role === 'owner'
}

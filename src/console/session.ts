import { createContext, use } from 'react'

export interface ConsoleSession {
  email: string
  signOut(): void
}

export const SessionContext = createContext<ConsoleSession | null>(null)

/** The signed-in operator (the console renders its pages only inside a session). */
export function useConsoleSession(): ConsoleSession {
  const session = use(SessionContext)
  if (!session) throw new Error('useConsoleSession must be used within a session')
  return session
}

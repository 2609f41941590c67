// The operators area's addresses in the console behind a session: the team and one's own account
// (sign-in, an invitation and the two-factor set-up an owner must do first come before the
// router: ConsoleApp.tsx).
import type { RouteObject } from 'react-router'
import { AccountPage } from './AccountPage'
import { TeamPage } from './TeamPage'

export const operatorRoutes: RouteObject[] = [
  { path: 'team', element: <TeamPage /> },
  { path: 'account', element: <AccountPage /> },
]

// The shop area's addresses in the console: its settings (owners; staff are told whose they are).
import type { RouteObject } from 'react-router'
import { SettingsPage } from './SettingsPage'

export const shopRoutes: RouteObject[] = [{ path: 'settings', element: <SettingsPage /> }]

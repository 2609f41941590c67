// The messages area's addresses in the console: the inbox and the mail outbox.
import type { RouteObject } from 'react-router'
import { MessagesPage } from './MessagesPage'
import { OutboxPage } from './OutboxPage'

export const messageRoutes: RouteObject[] = [
  { path: 'messages', element: <MessagesPage /> },
  { path: 'outbox', element: <OutboxPage /> },
]

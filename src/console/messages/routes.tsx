// The messages area's addresses in the console: the inbox, the mail outbox and every mail sent.
import type { RouteObject } from 'react-router'
import { MessagesPage } from './MessagesPage'
import { MailPage } from './MailPage'
import { OutboxPage } from './OutboxPage'

export const messageRoutes: RouteObject[] = [
  { path: 'messages', element: <MessagesPage /> },
  { path: 'outbox', element: <OutboxPage /> },
  { path: 'mail', element: <MailPage /> },
]

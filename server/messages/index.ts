// The messages area as the rest of the server sees it.
export { listMessages, markRead, unreadMessages } from './inbox'
export { consoleMessageRoutes } from './inbox-routes'
export { messageRoutes } from './message-routes'
export { messageMailTemplates } from './message-mail'

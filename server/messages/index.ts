// The messages area as the rest of the server sees it.
export { listMessages, markRead, pendingMail, retryMail } from './inbox'
export { messageRoutes } from './message-routes'

// The messages area as the rest of the server sees it.
export {
  inboxCounts,
  listMessages,
  markRead,
  pendingMail,
  retryFailedMail,
  retryMail,
} from './inbox'
export { messageRoutes } from './message-routes'

// The mail area as the rest of the server sees it.
export { OutboxSender } from './outbox-sender'
export { oneLine } from './buyer-text'
export { enqueue, type MailTemplate, type QueuedMail } from './enqueue'
export { failedMailCount, pendingMail, retryFailedMail, retryMail } from './outbox-desk'
export { consoleOutboxRoutes } from './outbox-routes'

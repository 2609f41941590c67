// The mail area as the other areas see it: queue mail (one enqueue), write a buyer's text safely,
// and the console's outbox desk. The sender, which reads every area to write its mail, is the
// area's other entry (sender.ts), for the server's assembly alone: so no area that queues mail
// is imported back by it.
export { oneLine } from './buyer-text'
export { enqueue, enqueueForNew, type MailTemplate, type QueuedMail } from './enqueue'
export { failedMailCount, pendingMail, retryFailedMail, retryMail } from './outbox-desk'
export { consoleOutboxRoutes } from './outbox-routes'

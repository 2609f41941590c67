// The mail area as the other areas see it: queue mail (one enqueue), write a buyer's text safely,
// give the texts of their templates (render.ts), and the console's outbox desk. It imports no
// other area. The sender is the area's other entry (sender.ts), for the server's assembly.
export { oneLine, textBlock } from './buyer-text'
export { enqueue, enqueueForNew, type MailTemplate, type QueuedMail } from './enqueue'
export { failedMailCount, pendingMail, retryFailedMail, retryMail } from './outbox-desk'
export { consoleOutboxRoutes } from './outbox-routes'
export { shopOf, type MailTemplates, type MailTemplateText } from './render'
export type { Mail, MailContext } from './mail-context'

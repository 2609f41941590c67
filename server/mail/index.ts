// The mail area as the other areas see it: queue mail (one enqueue), write a buyer's text safely,
// give the texts of their templates (render.ts), and the console's outbox desk. It imports no
// other area. The sender is the area's other entry (sender.ts), for the server's assembly.
export { oneLine, textBlock } from './buyer-text'
export { enqueue, enqueueEach, enqueueForNew, type MailTemplate } from './enqueue'
export { failedMailCount } from './outbox-desk'
export { consoleOutboxRoutes } from './outbox-routes'
export type { MailReferences } from './mail-record'
export { shopOf, type MailTemplates } from './render'
export type { Mail, MailContext } from './mail-context'

// The mail area's sender, for the server's assembly (jobs.ts): it takes due mail from the outbox
// and writes each with the texts the areas give (desk-mail.ts gathers them); and the pruning of
// the record of sent mail past the shop's 13 months.
export { OutboxSender } from './outbox-sender'
export { pruneMailRecord } from './mail-record'
export { renderMail } from './render'
export type { Mail, MailContext } from './mail-context'

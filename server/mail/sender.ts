// The mail area's sender, for the server's assembly (main.ts): it takes due mail from the outbox
// and writes each from the areas it tells of (orders, payments, messages), so only the assembly
// imports it, and the areas, which queue mail through index.ts, never import it back.
export { OutboxSender } from './outbox-sender'
export { renderMail, type Mail, type MailContext } from './templates'

// The mail area as the rest of the server sees it.
export { OutboxSender } from './outbox-sender'
export { oneLine } from './buyer-text'

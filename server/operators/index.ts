// The operators area as the rest of the server sees it.
export { authRoutes } from './auth-routes'
export { operatorCommand } from './operator-cli'
export { operatorOf } from './operator-of'
export { type OperatorSession, SESSION_COOKIE, csrfTokenMatches, readSession } from './sessions'
export { operatorEmails } from './operator-emails'

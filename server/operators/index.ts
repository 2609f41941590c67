// The operators area as the rest of the server sees it.
export { accountRoutes } from './account-routes'
export { authRoutes } from './auth-routes'
export { inviteRoutes } from './invite-routes'
export { operatorMailTemplates } from './invite-mail'
export { operatorCommand } from './operator-cli'
export { operatorOf } from './operator-of'
export {
  type OperatorSession,
  type SessionStage,
  SESSION_COOKIE,
  csrfTokenMatches,
  readSession,
} from './sessions'
export { operatorEmails } from './operator-emails'
export { teamRoutes } from './team-routes'

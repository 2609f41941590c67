// The operators area as the rest of the server sees it.
export { accountRoutes } from './account-routes'
export { authRoutes } from './auth-routes'
export { inviteRoutes } from './invite-routes'
export { operatorMailTemplates } from './invite-mail'
/** Operator accounts as the command line keeps them (admin/operator-cli.ts). */
export * as accounts from './operator-accounts'
export type { RunSql } from './operator-accounts'
export { passwordProblem } from './passwords'
export { passwordRoutes } from './password-routes'
export { sqlRunner } from './sql-runner'
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

/** Users, sign-in sessions, the guess guard, manager approval and sign-in: the module's one door. */
export { createUsersRepo, publicUser, type PublicUser, type UserRow, type UsersRepo } from './users-repo'
export { createGuessGuard, hashSecret, verifySecret, type GuessGuard } from './guess-guard'
export { createSessionsRepo, hashToken, type SessionsRepo } from './sessions-repo'
export { createAuthService, MIN_PASSWORD_LENGTH, type AuthService } from './service'
export { isManager, managerApproval } from './approval'
export { createOidcClient } from './oidc'
export { authRoutes } from './routes'

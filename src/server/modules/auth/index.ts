/** Users, sign-in sessions, the guess guard and sign-in: the module's one door. */
export { createUsersRepo, publicUser, type PublicUser, type UserRow, type UsersRepo } from './users-repo'
export { createGuessGuard, hashSecret, verifySecret, type GuessGuard } from './guess-guard'
export { createSessionsRepo, hashToken, type SessionsRepo } from './sessions-repo'
export { createAuthService, type AuthService } from './service'

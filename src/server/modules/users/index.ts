/** Staff accounts as managers see them (create, edit, stores, reset): the module's one door. */
export { createUserAdmin, type UserAdmin } from './service'
export { createUserAccess, type UserAccess } from './access'
export { userRoutes } from './routes'

/** Recipes' standard operating procedures (SOP): the module's one door. */
export { createSopService, type SopService } from './service'
export { sopRoutes } from './routes'

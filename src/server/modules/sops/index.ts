/** Recipes' standard operating procedures (SOP): the module's one door. */
export { copySop, createSopService, type SopService } from './service'
export { sopRoutes } from './routes'

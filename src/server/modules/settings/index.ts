/** System-wide settings (not a store's): the module's one door. */
export { createSystemSettings, type SystemSettings } from './service'
export { systemSettingsRoutes } from './routes'

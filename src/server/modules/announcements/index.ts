/** Store announcements: the module's one door. */
export { createAnnouncementService, type AnnouncementService } from './service'
export { announcementRoutes } from './routes'

/** The activity log and its history screen: the module's one door. */
export { logActivity, activityRow, type Actor, type ActivityAction, type ActivityEntry } from './log'
export { createActivityService, type ActivityService } from './service'
export { activityRoutes } from './routes'

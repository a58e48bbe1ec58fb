/** The day's close (日結) and its Z report: the module's one door. */
export { createDayCloseService, type DayCloseService } from './service'
export { openDayOf } from './day'
export { dayCloseRoutes } from './routes'

/** Cashiers' shifts (交班) and their X reports: the module's one door. */
export { createShiftService, type ShiftService, type ShiftFigures } from './service'
export { shiftRoutes } from './routes'

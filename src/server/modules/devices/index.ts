/**
 * Printers, kitchen displays and cash drawers as the server runs them (the devices library's ports): the module's one
 * door.
 */
export { createDeviceService, type DeviceService } from './service'
export { createPrintJobStore } from './print-job-store'
export { createDeviceAuthenticator } from './mqtt-devices'
export { deviceRoutes, mqttWebSocketSettings } from './routes'

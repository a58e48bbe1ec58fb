/** Live screens over server-sent events: the module's one door. */
export { createLiveHub, sseResponse, type LiveEvent, type LiveHub } from './service'
export { liveRoutes } from './routes'

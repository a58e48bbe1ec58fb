/** Stores and their settings: the module's one door. */
export { createStoreService, storeRow, presentStore, type StoreService } from './service'
export { storeRoutes } from './routes'

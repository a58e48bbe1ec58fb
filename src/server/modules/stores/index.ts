/** Stores and their settings: the module's one door. */
export { createStoreService, DEFAULT_STORE_SETTINGS, storeRow, presentStore, type StoreService } from './service'
export { setStoresOfUser, storeIdsOfUser, storesOfUsers } from './staff'
export { createStoreAdmin, type StoreAdmin } from './admin'
export { storeRoutes } from './routes'
export { storeAdminRoutes } from './admin-routes'

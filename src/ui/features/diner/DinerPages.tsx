import DinerScreen from './DinerScreen.tsx'

// routes.tsx loads this file as its own chunk on first visit: diners never download the staff
// screens, staff never this one. Both routes are one flow; only the header differs.

/** Spec part 2 §2.15: the public QR order page. */
export const QrOrderPage = () => <DinerScreen variant="qr" />

/** Spec part 2 §2.14 智慧點餐 at /mobile/customer. */
export const MobileCustomerPage = () => <DinerScreen variant="customer" />

/** 自助點餐機 at /kiosk: a tablet at the door ordering 外帶 with its own link. */
export { default as KioskPage } from './KioskScreen.tsx'

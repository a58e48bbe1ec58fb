/**
 * The pages a diner's phone opens (spec part 2 §2.14 智慧點餐, §2.15 QR order) and the door's
 * self-order kiosk (/kiosk, the same screens as 外帶). The server answers
 * them with the diner's own small page (diner.html: Preact, no staff screens; vite.diner.config.ts),
 * every other path with the staff app (index.html).
 */
export const DINER_PAGE_PATHS = ['/qr-order', '/mobile/customer', '/kiosk'] as const

export type DinerPagePath = (typeof DINER_PAGE_PATHS)[number]

export const isDinerPage = (path: string): path is DinerPagePath =>
  (DINER_PAGE_PATHS as readonly string[]).includes(path)

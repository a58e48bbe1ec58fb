/**
 * HQ's screens, one tab each, in the order shown. A screen lives in its own folder here and is
 * loaded when its tab is first opened; its module's default export is the screen.
 */
import type { ComponentType } from 'react'
import { zhTW } from '../../../shared/i18n/zh-TW.ts'

export type HqTab = { key: string; label: string; load: () => Promise<{ default: ComponentType }> }

const t = zhTW.hq.tabs

export const HQ_TABS: HqTab[] = [
  { key: 'reports', label: t.reports, load: () => import('./reports/ChainReportsScreen.tsx') },
  { key: 'status', label: t.status, load: () => import('./status/StoreStatusScreen.tsx') },
  { key: 'editor', label: t.editor, load: () => import('../../hq-menu-editor.tsx') },
  { key: 'menus', label: t.menus, load: () => import('./menus/ChainMenusScreen.tsx') },
  { key: 'stock', label: t.stock, load: () => import('./stock/StockScreen.tsx') },
  { key: 'prices', label: t.prices, load: () => import('./prices/StorePricesScreen.tsx') },
  { key: 'stores', label: t.stores, load: () => import('./stores/StoreAccountsScreen.tsx') },
]

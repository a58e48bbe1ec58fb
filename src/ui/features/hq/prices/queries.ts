import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../../api/client.ts'

const fetchGrid = () => unwrap(api.api.hq.menu['store-prices'].get())
export type PriceGrid = Awaited<ReturnType<typeof fetchGrid>>

/** The template's dishes, HQ's stores and price tiers, and the prices kept for each. */
export const gridQuery = queryOptions({ queryKey: ['hq', 'menu', 'store-prices'], queryFn: fetchGrid })

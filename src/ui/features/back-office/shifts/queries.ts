/** A cashier's shift and the day's shifts (server shifts/routes.ts). */
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap, type BodyOf } from '../../../api/client.ts'
import { storeKey } from '../../../api/keys.ts'
import { refreshStore } from '../../../api/refresh.ts'

const store = (storeId: number) => api.api.stores({ storeId })
type Shifts = ReturnType<typeof store>['shifts']
type Shift = ReturnType<Shifts>

/** The signed-in cashier's open shift (null when none), its X as of now. */
export const currentShiftQuery = (storeId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'shifts', 'current'),
    queryFn: () => unwrap(store(storeId).shifts.current.get()),
    staleTime: 0,
  })

/** A business day's shifts (without a date, today's by the store's 換日時間; the answer names it): managers only. */
export const dayShiftsQuery = (storeId: number, date: string | null) =>
  queryOptions({
    queryKey: storeKey(storeId, 'shifts', 'day', { date }),
    queryFn: () => unwrap(store(storeId).shifts.get({ query: date === null ? {} : { date } })),
    staleTime: 0,
  })

const refreshShifts = (storeId: number) => refreshStore(storeId, 'shifts')

export async function openShift(storeId: number, body: BodyOf<Shifts['post']>) {
  const opened = await unwrap(store(storeId).shifts.post(body))
  await refreshShifts(storeId)
  return opened
}

export async function addCashMovement(storeId: number, id: number, body: BodyOf<Shift['movements']['post']>) {
  const added = await unwrap(store(storeId).shifts({ id }).movements.post(body))
  await refreshShifts(storeId)
  return added
}

export async function closeShift(storeId: number, id: number, body: BodyOf<Shift['close']['post']>) {
  const closed = await unwrap(store(storeId).shifts({ id }).close.post(body))
  await refreshShifts(storeId)
  return closed
}

export const printXReport = (storeId: number, id: number) => unwrap(store(storeId).shifts({ id }).print.post())

/**
 * Settings reads and writes. A store's e-invoice mode is part of the store record every screen takes
 * the current store from, so saving it refreshes the stores list: checkout follows without a reload.
 * (The store's own settings go through the stores screen's updateStore, which does the same.)
 */
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap, type BodyOf } from '../../../api/client.ts'
import { storeKey } from '../../../api/keys.ts'
import { currentQueryClient } from '../../../api/query-client.ts'
import { refreshStore, refreshStores } from '../../../api/refresh.ts'
import { loadAuthConfig, setUser } from '../../../state/auth.ts'
import type { User } from '../../../../shared/api/stores.ts'
import { usersQuery } from '../users/model.ts'

const store = (storeId: number) => api.api.stores({ storeId })
const einvoice = (storeId: number) => store(storeId).einvoice

export const systemSettingsQuery = queryOptions({
  queryKey: ['settings', 'system'],
  queryFn: () => unwrap(api.api.settings.system.get()),
})

export const backupsQuery = queryOptions({ queryKey: ['backups'], queryFn: () => unwrap(api.api.backups.get()) })
export const backupScheduleQuery = queryOptions({
  queryKey: ['backups', 'schedule'],
  queryFn: () => unwrap(api.api.backups.schedule.get()),
})

export const einvoiceSettingsQuery = (storeId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'einvoice', 'settings'),
    queryFn: () => unwrap(einvoice(storeId).settings.get()),
  })
export const einvoiceChannelQuery = (storeId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'einvoice', 'channel'),
    queryFn: () => unwrap(einvoice(storeId).channel.get()),
  })
export const einvoiceAllowancesQuery = (storeId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'einvoice', 'allowances'),
    queryFn: () => unwrap(einvoice(storeId).allowances.get()),
  })
export type EinvoiceAllowance = Awaited<
  ReturnType<NonNullable<ReturnType<typeof einvoiceAllowancesQuery>['queryFn']>>
>[number]
export const einvoiceRangesQuery = (storeId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'einvoice', 'ranges'),
    queryFn: () => unwrap(einvoice(storeId).ranges.get()),
    // An E0402 file is written just after its request commits: read again until it is there.
    refetchInterval: (q) => (q.state.data?.some((r) => r.e0402.status === 'pending') ? 1000 : false),
  })

/** The sign-in page's 註冊 link follows the installation's config, so that is read again too. */
export async function setRegistrationOpen(registrationOpen: boolean) {
  const settings = await unwrap(api.api.settings.system.patch({ registrationOpen }))
  await Promise.all([
    currentQueryClient().invalidateQueries({ queryKey: systemSettingsQuery.queryKey }),
    loadAuthConfig(),
  ])
  return settings
}

export async function takeBackup() {
  const taken = await unwrap(api.api.backups.post())
  await currentQueryClient().invalidateQueries({ queryKey: backupsQuery.queryKey })
  return taken
}

type Einvoice = ReturnType<typeof einvoice>

async function einvoiceWrite<T>(storeId: number, job: Promise<T>): Promise<T> {
  const result = await job
  await refreshStore(storeId, 'einvoice')
  return result
}

/** The mode decides whether checkout asks for a carrier (the store's `invoiceMode`): the stores list follows. */
export const saveEinvoiceSettings = async (storeId: number, body: BodyOf<Einvoice['settings']['put']>) => {
  const saved = await einvoiceWrite(storeId, unwrap(einvoice(storeId).settings.put(body)))
  await refreshStores()
  return saved
}
export const saveEinvoiceChannel = (storeId: number, body: BodyOf<Einvoice['channel']['put']>) =>
  einvoiceWrite(storeId, unwrap(einvoice(storeId).channel.put(body)))
export const addEinvoiceRange = (storeId: number, body: BodyOf<Einvoice['ranges']['post']>) =>
  einvoiceWrite(storeId, unwrap(einvoice(storeId).ranges.post(body)))
export const removeEinvoiceRange = (storeId: number, id: number) =>
  einvoiceWrite(storeId, unwrap(einvoice(storeId).ranges({ id }).delete()))
/** 作廢 of a 折讓單 (G0501), with why. */
export const voidEinvoiceAllowance = (storeId: number, allowanceId: number, reason: string) =>
  einvoiceWrite(storeId, unwrap(einvoice(storeId).allowances({ allowanceId }).void.post({ reason })))
/** 空白未使用字軌 of a closed period, now rather than at the hourly pass. */
export const reportBlankNumbers = (storeId: number, period: string) =>
  einvoiceWrite(storeId, unwrap(einvoice(storeId)['blank-numbers'].post({ period })))

type Users = typeof api.api.users

/** One's own account changed: the shell shows the answer, and the /users list names it anew. */
async function ownAccount<T extends User>(job: Promise<T>): Promise<T> {
  const user = await job
  setUser(user)
  await currentQueryClient().invalidateQueries({ queryKey: usersQuery.queryKey })
  return user
}

export const updateProfile = (body: BodyOf<Users['me']['patch']>) => ownAccount(unwrap(api.api.users.me.patch(body)))
export const changePassword = (body: BodyOf<Users['me']['password']['post']>) =>
  unwrap(api.api.users.me.password.post(body))
export const setSkillLevel = (userId: number, skillLevel: User['skillLevel']) =>
  ownAccount(unwrap(api.api.users({ userId })['skill-level'].patch({ skillLevel })))

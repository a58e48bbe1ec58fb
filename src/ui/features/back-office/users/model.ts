/** Account management shapes and request bodies (server users/routes.ts). */
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap, type BodyOf } from '../../../api/client.ts'
import { currentQueryClient } from '../../../api/query-client.ts'
import { authUser, loadUser } from '../../../state/auth.ts'
import type { ManagedUser } from '../../../../shared/api/stores.ts'

export type { ManagedUser }

type Users = typeof api.api.users
type User = ReturnType<Users>

/** The accounts the user may see; refetched each time the screen opens (others change them too). */
export const usersQuery = queryOptions({
  queryKey: ['users'],
  queryFn: () => unwrap(api.api.users.get()),
  staleTime: 0,
})
export const MIN_PASSWORD = 6
export const PIN_RE = /^[0-9]{4,6}$/

export type UserForm = {
  username: string
  password: string
  firstName: string
  lastName: string
  email: string
  role: 'manager' | 'staff'
  isOwner: boolean
  storeIds: number[]
}
export const emptyUserForm: UserForm = {
  username: '',
  password: '',
  firstName: '',
  lastName: '',
  email: '',
  role: 'staff',
  isOwner: false,
  storeIds: [],
}

const profile = (f: UserForm) => ({
  firstName: f.firstName.trim() || null,
  lastName: f.lastName.trim() || null,
  email: f.email.trim() || null,
})

/** Only the owner may name an owner; a manager's request leaves the field out (else the server refuses it). */
const ownership = (f: UserForm, byOwner: boolean) => (byOwner ? { isOwner: f.isOwner } : {})

export const newUserBody = (f: UserForm, byOwner: boolean): BodyOf<Users['post']> => ({
  username: f.username.trim(),
  password: f.password,
  role: f.role,
  ...ownership(f, byOwner),
  storeIds: f.storeIds,
  ...profile(f),
})
export const userPatchBody = (f: UserForm, byOwner: boolean): BodyOf<User['patch']> => ({
  role: f.role,
  ...ownership(f, byOwner),
  storeIds: f.storeIds,
  ...profile(f),
})

export function formFromUser(u: ManagedUser): UserForm {
  return {
    username: u.username ?? '',
    password: '',
    firstName: u.firstName ?? '',
    lastName: u.lastName ?? '',
    email: u.email ?? '',
    role: u.role === 'manager' ? 'manager' : 'staff',
    isOwner: u.isOwner,
    storeIds: u.stores.map((s) => s.id),
  }
}

async function done<T>(job: Promise<T>, id?: number): Promise<T> {
  const result = await job
  await currentQueryClient().invalidateQueries({ queryKey: usersQuery.queryKey })
  // Changing one's own account (role, name) changes what the shell shows.
  if (id !== undefined && id === authUser.value?.id) await loadUser()
  return result
}

export const createUser = (f: UserForm, byOwner: boolean) => done(unwrap(api.api.users.post(newUserBody(f, byOwner))))
export const updateUser = (id: number, body: BodyOf<User['patch']>) =>
  done(unwrap(api.api.users({ userId: id }).patch(body)), id)
export const resetPassword = (id: number, password: string) =>
  done(unwrap(api.api.users({ userId: id }).password.post({ password })), id)
/** One's own PIN also needs one's current password; a manager setting someone else's sends none. */
export const pinBody = (pin: string | null, currentPassword?: string): BodyOf<User['pin']['post']> =>
  currentPassword === undefined ? { pin } : { pin, currentPassword }
export const setPin = (id: number, pin: string | null, currentPassword?: string) =>
  done(unwrap(api.api.users({ userId: id }).pin.post(pinBody(pin, currentPassword))), id)

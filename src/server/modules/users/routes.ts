import { Elysia, t } from 'elysia'
import { idParams } from '../../http/params'
import type { authPlugin } from '../../http/auth'
import type { UserAdmin } from './service'

const optionalName = t.Optional(t.Nullable(t.String({ maxLength: 100 })))
const Profile = { firstName: optionalName, lastName: optionalName, email: t.Optional(t.Nullable(t.String({ maxLength: 200 }))) }
const Role = t.Union([t.Literal('manager'), t.Literal('staff')])
const StoreIds = t.Optional(t.Array(t.Integer({ minimum: 1 }), { maxItems: 200 }))
const Password = t.String({ minLength: 1, maxLength: 200 })
// `:userId` (not `:id`): the auth macro checks the caller may manage that account, as it checks `:storeId`.
const IdParams = idParams('userId')
const IsOwner = t.Optional(t.Boolean())

export function userRoutes({ userAdmin, guard }: { userAdmin: UserAdmin; guard: ReturnType<typeof authPlugin> }) {
  return new Elysia({ prefix: '/api/users', tags: ['users'] })
    .use(guard)
    // Personal settings (spec part 2 §2.9): static paths, matched before /:userId.
    .patch('/me', ({ body, actor }) => userAdmin.updateProfile(body, actor), { auth: 'staff', body: t.Object(Profile) })
    .post('/me/password', ({ body, actor, sessionToken }) => userAdmin.changeOwnPassword(body.currentPassword, body.newPassword, sessionToken, actor), {
      auth: 'staff',
      body: t.Object({ currentPassword: t.String({ maxLength: 200 }), newPassword: Password }),
    })
    .patch('/:userId/skill-level', ({ params, body, actor }) => userAdmin.setSkillLevel(params.userId, body.skillLevel, actor), {
      auth: 'staff',
      params: IdParams,
      body: t.Object({ skillLevel: t.Union([t.Literal('beginner'), t.Literal('expert')]) }),
    })
    // Account management (/users screen): the owner, and managers for the people of their own stores.
    .get('/', ({ user }) => userAdmin.list(user), { auth: 'manager' })
    .post('/', async ({ body, actor, set }) => {
      const created = await userAdmin.create(body, actor)
      set.status = 201
      return created
    }, {
      auth: 'manager',
      body: t.Object({ username: t.String({ minLength: 1, maxLength: 50, pattern: '\\S' }), password: Password, role: t.Optional(Role), isOwner: IsOwner, storeIds: StoreIds, ...Profile }),
    })
    .patch('/:userId', ({ params, body, actor }) => userAdmin.update(params.userId, body, actor), {
      auth: 'manager',
      params: IdParams,
      body: t.Object({ role: t.Optional(Role), isOwner: IsOwner, isActive: t.Optional(t.Boolean()), storeIds: StoreIds, ...Profile }),
    })
    .post('/:userId/password', ({ params, body, actor }) => userAdmin.resetPassword(params.userId, body.password, actor), {
      auth: 'manager', params: IdParams, body: t.Object({ password: Password }),
    })
    .post('/:userId/pin', ({ params, body, actor }) => userAdmin.setPin(params.userId, body.pin, actor), {
      auth: 'manager',
      params: IdParams,
      body: t.Object({ pin: t.Nullable(t.String({ pattern: '^[0-9]{4,6}$' })) }),
    })
}

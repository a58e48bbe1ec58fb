import { Elysia } from 'elysia'
import { idParams } from '../../http/params'
import type { authPlugin } from '../../http/auth'
import type { UserAdmin } from './service'
import {
  ChangePasswordBody,
  CreateUserBody,
  PinBody,
  ProfileBody,
  ResetPasswordBody,
  SkillLevelBody,
  UpdateUserBody,
} from '../../../shared/api/requests/users'

// `:userId` (not `:id`): the auth macro checks the caller may manage that account, as it checks `:storeId`.
const IdParams = idParams('userId')

export function userRoutes({ userAdmin, guard }: { userAdmin: UserAdmin; guard: ReturnType<typeof authPlugin> }) {
  return (
    new Elysia({ prefix: '/api/users', tags: ['users'] })
      .use(guard)
      // Personal settings (spec part 2 §2.9): static paths, matched before /:userId.
      .patch('/me', ({ body, actor }) => userAdmin.updateProfile(body, actor), { auth: 'staff', body: ProfileBody })
      .post(
        '/me/password',
        ({ body, actor, sessionToken }) =>
          userAdmin.changeOwnPassword(body.currentPassword, body.newPassword, sessionToken, actor),
        {
          auth: 'staff',
          body: ChangePasswordBody,
        },
      )
      .patch(
        '/:userId/skill-level',
        ({ params, body, actor }) => userAdmin.setSkillLevel(params.userId, body.skillLevel, actor),
        {
          auth: 'staff',
          params: IdParams,
          body: SkillLevelBody,
        },
      )
      // Account management (/users screen): the owner, and managers for the people of their own stores.
      .get('/', ({ user }) => userAdmin.list(user), { auth: 'manager' })
      .post(
        '/',
        async ({ body, actor, set }) => {
          const created = await userAdmin.create(body, actor)
          set.status = 201
          return created
        },
        {
          auth: 'manager',
          body: CreateUserBody,
        },
      )
      .patch('/:userId', ({ params, body, actor }) => userAdmin.update(params.userId, body, actor), {
        auth: 'manager',
        params: IdParams,
        body: UpdateUserBody,
      })
      .post(
        '/:userId/password',
        ({ params, body, actor }) => userAdmin.resetPassword(params.userId, body.password, actor),
        {
          auth: 'manager',
          params: IdParams,
          body: ResetPasswordBody,
        },
      )
      .post(
        '/:userId/pin',
        ({ params, body, actor, sessionToken }) =>
          userAdmin.setPin(params.userId, body.pin, body.currentPassword, sessionToken, actor),
        {
          auth: 'manager',
          params: IdParams,
          body: PinBody,
        },
      )
  )
}

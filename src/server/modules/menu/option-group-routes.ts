import { Elysia } from 'elysia'
import type { authPlugin } from '../../http/auth'
import type { MenuModule } from './index'
import { costFor } from './present'
import {
  CreateOptionGroupBody,
  GroupParams,
  ItemOptionGroupsBody,
  ItemParams,
  ItemSetSlotsBody,
  StoreParams,
  UpdateOptionGroupBody,
} from './model'

type Guard = ReturnType<typeof authPlugin>

/**
 * Staff read the groups (the order screens show them); the manager writes them and gives them to
 * items, and makes an item a 套餐 of other items (each part keeping its own groups).
 */
export function optionGroupRoutes(menu: MenuModule, guard: Guard) {
  const base = '/stores/:storeId/option-groups'
  return new Elysia({ prefix: '/api', tags: ['menu'] })
    .use(guard)
    .get(base, ({ params }) => menu.optionGroups.list(params.storeId), { auth: 'staff', params: StoreParams })
    .post(
      base,
      ({ params, body, actor, set }) => {
        set.status = 201
        return menu.optionGroups.create(params.storeId, body, actor)
      },
      { auth: 'manager', params: StoreParams, body: CreateOptionGroupBody },
    )
    .patch(
      `${base}/:groupId`,
      ({ params, body, actor }) => menu.optionGroups.update(params.storeId, params.groupId, body, actor),
      { auth: 'manager', params: GroupParams, body: UpdateOptionGroupBody },
    )
    .delete(
      `${base}/:groupId`,
      ({ params, actor }) => menu.optionGroups.remove(params.storeId, params.groupId, actor),
      {
        auth: 'manager',
        params: GroupParams,
      },
    )
    .put(
      '/stores/:storeId/menu/:itemId/option-groups',
      ({ params, body, user, actor }) => {
        menu.optionGroups.setItemGroups(params.storeId, params.itemId, body.groupIds, actor)
        return { ...costFor(user, menu.items.get(params.storeId, params.itemId)), message: '品項的選項群組已更新' }
      },
      { auth: 'manager', params: ItemParams, body: ItemOptionGroupsBody },
    )
    .put(
      '/stores/:storeId/menu/:itemId/set-slots',
      ({ params, body, user, actor }) => {
        menu.setSlots.setSlots(params.storeId, params.itemId, body.slots, actor)
        const message = body.slots.length ? '套餐內容已更新' : '已改為單點品項'
        return { ...costFor(user, menu.items.get(params.storeId, params.itemId)), message }
      },
      { auth: 'manager', params: ItemParams, body: ItemSetSlotsBody },
    )
}

/** Option groups (甜度, 冰塊, 加料 ...) as the manager edits them, and which items offer them in what order. */
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap, type BodyOf } from '../../../api/client.ts'
import { storeKey } from '../../../api/keys.ts'
import { refreshStore } from '../../../api/refresh.ts'

const groups = (storeId: number) => api.api.stores({ storeId })['option-groups']
export type GroupBody = BodyOf<ReturnType<typeof groups>['post']>

/** Under the menu's key: a write to a group or an item's list refreshes both. */
export const optionGroupsQuery = (storeId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'menu', 'option-groups'),
    queryFn: () => unwrap(groups(storeId).get()),
  })

async function then<T>(storeId: number, job: Promise<T>): Promise<T> {
  const result = await job
  await refreshStore(storeId, 'menu')
  return result
}

export const createGroup = (storeId: number, body: GroupBody) => then(storeId, unwrap(groups(storeId).post(body)))

export const updateGroup = (storeId: number, groupId: number, body: GroupBody) =>
  then(storeId, unwrap(groups(storeId)({ groupId }).patch(body)))

export const deleteGroup = (storeId: number, groupId: number) =>
  then(storeId, unwrap(groups(storeId)({ groupId }).delete()))

/** An item's groups in the order its chooser shows them. */
export const setItemGroups = (storeId: number, itemId: number, groupIds: number[]) =>
  then(storeId, unwrap(api.api.stores({ storeId }).menu({ itemId })['option-groups'].put({ groupIds })))

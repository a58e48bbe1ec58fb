import { afterEach, describe, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'
import { expectError, menuFixture } from '../menu/test-fixtures'

let ctx: TestContext
afterEach(() => ctx?.close())

const body = {
  title: ' 滷肉飯標準作業 ',
  description: '每日備料',
  estimatedTime: 15,
  difficultyLevel: 'easy',
  servingSize: 2,
  menuItemId: 123, // sent by the spec's dialog; the path decides
  storeId: 456,
  steps: [
    { text: '切肉', mandatory: true, guidance: '肥瘦 3:7', timerSeconds: 0 },
    { text: '滷製', mandatory: false, timerSeconds: 1800 },
    { text: '盛盤' },
  ],
}

describe('recipe SOPs', () => {
  test('404 before creation; create, read with the mode of the reader, update, delete', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const staff = await ctx.staff(f.manager.cookie)
    const item = await f.item()
    const path = `/api/menu-items/${item.id}/sop`
    expectError(await ctx.request('GET', path, { cookie: staff.cookie }), 404, 'SOP_NOT_FOUND')

    const created = await ctx.request('POST', path, { cookie: f.manager.cookie, body })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      menuItemId: item.id,
      storeId: f.store.id,
      menuItemName: '滷肉飯',
      title: '滷肉飯標準作業',
      description: '每日備料',
      estimatedTime: 15,
      difficultyLevel: 'easy',
      servingSize: 2,
      message: 'SOP 已創建',
      steps: [
        { text: '切肉', mandatory: true, guidance: '肥瘦 3:7' },
        { text: '滷製', mandatory: false, timerSeconds: 1800 },
        { text: '盛盤', mandatory: true },
      ],
    })
    expect(created.body.steps[0]).not.toHaveProperty('timerSeconds')

    // staff default to beginner: every step mandatory, guidance shown, no fast complete
    const beginner = (await ctx.request('GET', path, { cookie: staff.cookie })).body
    expect(beginner.mode).toEqual({
      skillLevel: 'beginner',
      allStepsMandatory: true,
      fastCompleteAllowed: false,
      showGuidance: true,
      photoPerStep: true,
      timerReminders: true,
    })
    expect(beginner.stepsForUser.map((s: { mandatory: boolean }) => s.mandatory)).toEqual([true, true, true])

    ctx.db.sqlite.query("UPDATE users SET skill_level = 'expert' WHERE username = 'staff1'").run()
    const expert = (await ctx.request('GET', path, { cookie: staff.cookie })).body
    expect(expert.mode).toMatchObject({ skillLevel: 'expert', allStepsMandatory: false, fastCompleteAllowed: true })
    expect(expert.stepsForUser.map((s: { mandatory: boolean }) => s.mandatory)).toEqual([true, false, true])

    expectError(await ctx.request('POST', path, { cookie: f.manager.cookie, body }), 409, 'SOP_EXISTS')
    const updated = await ctx.request('PATCH', `/api/recipe-sops/${created.body.id}`, {
      cookie: f.manager.cookie,
      body: { estimatedTime: 20, steps: [] },
    })
    expect(updated.body).toMatchObject({ title: '滷肉飯標準作業', estimatedTime: 20, steps: [], message: 'SOP 已更新' })
    const deleted = await ctx.request('DELETE', `/api/recipe-sops/${created.body.id}`, { cookie: f.manager.cookie })
    expect(deleted.body).toEqual({ success: true, message: 'SOP 已刪除' })
    expectError(await ctx.request('GET', path, { cookie: staff.cookie }), 404, 'SOP_NOT_FOUND')
    expectError(
      await ctx.request('DELETE', `/api/recipe-sops/${created.body.id}`, { cookie: f.manager.cookie }),
      404,
      'SOP_NOT_FOUND',
    )
  })

  test('validation: title required, whole minutes, known difficulty, non-empty steps', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const item = await f.item()
    const post = (b: Record<string, unknown>) =>
      ctx.request('POST', `/api/menu-items/${item.id}/sop`, { cookie: f.manager.cookie, body: b })
    expectError(await post({ title: '  ' }), 422, 'SOP_TITLE_REQUIRED')
    expectError(await post({}), 422, 'VALIDATION')
    expectError(await post({ title: 'x', estimatedTime: 1.5 }), 422, 'VALIDATION')
    expectError(await post({ title: 'x', estimatedTime: -1 }), 422, 'VALIDATION')
    expectError(await post({ title: 'x', difficultyLevel: 'extreme' }), 422, 'VALIDATION')
    expectError(await post({ title: 'x', steps: [{ text: ' ' }] }), 422, 'VALIDATION')
    expectError(
      await ctx.request('POST', '/api/menu-items/9999/sop', { cookie: f.manager.cookie, body: { title: 'x' } }),
      404,
      'MENU_ITEM_NOT_FOUND',
    )
    const minimal = await post({ title: 'x' })
    expect(minimal.body).toMatchObject({ estimatedTime: 0, difficultyLevel: 'medium', servingSize: 1, steps: [] })
  })

  test('store access is checked through the menu item; staff cannot write', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const staff = await ctx.staff(f.manager.cookie) // store 1 only
    const item = await f.item()
    const other = await f.ok(
      ctx.request('POST', '/api/stores', { cookie: f.manager.cookie, body: { name: '二店', code: 'S2' } }),
      201,
    )
    const theirs = await f.ok(
      f.api('POST', '/menu', { name: '他店', basePrice: '10' }, f.manager.cookie, other.id),
      201,
    )
    const theirSop = await ctx.request('POST', `/api/menu-items/${theirs.id}/sop`, {
      cookie: f.manager.cookie,
      body: { title: '他店 SOP' },
    })
    expectError(
      await ctx.request('GET', `/api/menu-items/${theirs.id}/sop`, { cookie: staff.cookie }),
      403,
      'STORE_ACCESS_DENIED',
    )
    expectError(
      await ctx.request('POST', `/api/menu-items/${item.id}/sop`, { cookie: staff.cookie, body: { title: 'x' } }),
      403,
      'MANAGER_ONLY',
    )
    expectError(
      await ctx.request('PATCH', `/api/recipe-sops/${theirSop.body.id}`, {
        cookie: staff.cookie,
        body: { title: 'x' },
      }),
      403,
      'MANAGER_ONLY',
    )
    expectError(await ctx.request('GET', `/api/menu-items/${item.id}/sop`), 401, 'UNAUTHORIZED')
  })
})

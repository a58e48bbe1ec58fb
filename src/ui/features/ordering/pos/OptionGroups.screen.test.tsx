// @vitest-environment happy-dom
// Option groups at the counter: 冰塊 has no default, so 珍珠奶茶 cannot be added until it is picked,
// the dialog says so; 加料 stops at its maximum; the order the server keeps has the same price.
import { screen, within } from '@testing-library/react'
import { beforeAll, expect, test } from 'vitest'
import type { Order } from '../../../../shared/api/front-of-house.ts'
import { figure, http, renderScreen, withServer } from '../../../testing/screen.tsx'
import PosScreen from './PosScreen.tsx'

withServer()
let base = ''
beforeAll(async () => {
  const store = await http('POST', '/api/stores', { name: '飲料測試店', code: 'OPT1' })
  base = `/api/stores/${store.id}`
  const sugar = await http('POST', `${base}/option-groups`, {
    name: '甜度',
    options: [{ name: '正常' }, { name: '半糖' }, { name: '無糖' }],
    required: true,
    defaultOption: '正常',
  })
  const ice = await http('POST', `${base}/option-groups`, {
    name: '冰塊',
    options: [{ name: '正常冰' }, { name: '少冰' }, { name: '去冰' }],
    required: true,
  })
  const toppings = await http('POST', `${base}/option-groups`, {
    name: '加料',
    options: [
      { name: '珍珠', price: '10.00' },
      { name: '椰果', price: '10.00' },
      { name: '布丁', price: '15.00' },
    ],
    minChoices: 0,
    maxChoices: 2,
  })
  const tea = await http('POST', `${base}/menu`, { name: '珍珠奶茶', basePrice: '55.00' })
  await http('PUT', `${base}/menu/${tea.id}/option-groups`, { groupIds: [sugar.id, ice.id, toppings.id] })
})

test('a required group without a default keeps 加入 off and names the group; picks price the line', async () => {
  const view = await renderScreen(<PosScreen />)
  const { user } = view
  await user.click(await screen.findByRole('button', { name: /^珍珠奶茶 / }))
  const dialog = within(await screen.findByRole('dialog', { name: '珍珠奶茶' }))

  const add = dialog.getByRole('button', { name: /^加入購物車/ })
  expect(add.hasAttribute('disabled')).toBe(true)
  expect(dialog.getByTestId('option-hint').textContent).toBe('請選擇「冰塊」')
  const sugar = within(dialog.getByRole('group', { name: /^甜度/ }))
  expect(dialog.getByRole('group', { name: /^冰塊/ }).textContent).toContain('須選 1 項')
  expect((sugar.getByRole('radio', { name: '正常' }) as HTMLInputElement).checked).toBe(true)

  await user.click(sugar.getByRole('radio', { name: '半糖' }))
  await user.click(dialog.getByRole('radio', { name: '少冰' }))
  expect(dialog.queryByTestId('option-hint')).toBeNull()
  const toppings = within(dialog.getByRole('group', { name: /^加料/ }))
  expect(toppings.getByText('可選 0 到 2 項')).toBeTruthy()
  await user.click(toppings.getByRole('checkbox', { name: /珍珠/ }))
  await user.click(toppings.getByRole('checkbox', { name: /椰果/ }))
  // two of at most two: the third waits
  expect(toppings.getByRole('checkbox', { name: /布丁/ }).hasAttribute('disabled')).toBe(true)
  await user.click(toppings.getByRole('checkbox', { name: /椰果/ }))
  expect(add.textContent).toBe('加入購物車 · NT$65')
  await user.click(add)

  const cart = within(await screen.findByRole('complementary', { name: '購物車' }))
  expect(cart.getByTestId('cart-line').textContent).toContain('半糖少冰 加珍珠')
  // tapping the line reopens the dialog with its picks
  await user.click(cart.getByRole('button', { name: '修改 珍珠奶茶' }))
  const again = within(await screen.findByRole('dialog', { name: '珍珠奶茶' }))
  expect((again.getByRole('radio', { name: '少冰' }) as HTMLInputElement).checked).toBe(true)
  expect((again.getByRole('checkbox', { name: /珍珠/ }) as HTMLInputElement).checked).toBe(true)
  await user.click(again.getByRole('button', { name: '取消' }))

  await user.selectOptions(cart.getByLabelText('桌號'), cart.getByRole('option', { name: /^外帶$/ }))
  expect(figure(cart, '小計')).toBe('NT$65')
  await user.click(cart.getByRole('button', { name: '送出訂單' }))
  await screen.findByText('訂單已送出')
  const [order] = await http<Order[]>('GET', `${base}/orders`)
  expect(order!.total).toBe('65.00')
  expect(order!.items[0]!.options.groups.map((g) => [g.name, g.choices.map((c) => c.name)])).toEqual([
    ['甜度', ['半糖']],
    ['冰塊', ['少冰']],
    ['加料', ['珍珠']],
  ])
})

// @vitest-environment happy-dom
// 近期折讓單 in 設定 › 電子發票, against a real server: a 統編 buyer's partial return made an allowance;
// the manager voids it with a reason, and the list shows it voided (a G0501 waits in the outbox).
import { screen, waitFor, within } from '@testing-library/react'
import { beforeAll, expect, test } from 'vitest'
import type { Order } from '../../../../../shared/api/front-of-house.ts'
import { http, renderScreen, withServer } from '../../../../testing/screen.tsx'
import { AllowancesTable } from './AllowancesTable.tsx'

withServer()
let storeId = 0
let allowance = ''
beforeAll(async () => {
  storeId = (await http('POST', '/api/stores', { name: '折讓測試店', code: 'ALW1' })).id
  const base = `/api/stores/${storeId}`
  await http('PUT', `${base}/einvoice/settings`, {
    mode: 'einvoice',
    sellerId: '04595257',
    sellerName: '折讓測試有限公司',
    aesKey: 'FE05F029154F6AA67A78B338ED2F6601',
    paperWidth: 58,
  })
  await http('POST', `${base}/einvoice/ranges`, {
    period: '11512',
    track: 'AB',
    startNo: '12345600',
    endNo: '12345649',
  })
  const bento = (await http('POST', `${base}/menu`, { name: '招牌便當', basePrice: '120.00' })).id
  const order = await http<Order>('POST', `${base}/orders`, {
    orderType: 'takeout',
    items: [{ menuItemId: bento, quantity: 2 }],
  })
  await http('POST', `${base}/payments`, {
    orderId: order.id,
    amount: order.total,
    paymentMethod: 'credit_card',
    invoice: { kind: 'buyer', buyerId: '22099131' },
  })
  await http('POST', `${base}/orders/${order.id}/refunds`, {
    paymentMethod: 'credit_card',
    reason: 'wrong_order',
    lines: [{ lineId: order.items[0]!.id, quantity: 1 }],
  })
  allowance = (await http<{ number: string }[]>('GET', `${base}/einvoice/allowances`))[0]!.number
})

test('a standing allowance is voided with its reason and then reads 已作廢', async () => {
  const { user } = await renderScreen(<AllowancesTable storeId={storeId} />)
  const table = within(await screen.findByTestId('einvoice-allowances'))
  const row = within(table.getByText(allowance).closest('tr')!)
  expect(row.getByText('有效')).toBeTruthy()
  expect(row.getByText('NT$120')).toBeTruthy()
  await user.click(row.getByRole('button', { name: '作廢' }))

  const dialog = within(await screen.findByRole('dialog', { name: `作廢折讓單 ${allowance}` }))
  const confirm = dialog.getByRole('button', { name: '確認作廢' })
  expect(confirm).toHaveProperty('disabled', true)
  await user.type(dialog.getByLabelText(/作廢原因/), '折讓金額有誤')
  await user.click(confirm)

  expect(await screen.findByText(`折讓單 ${allowance} 已作廢`)).toBeTruthy()
  await waitFor(() => expect(row.getByText('已作廢：折讓金額有誤')).toBeTruthy())
  expect(row.queryByRole('button', { name: '作廢' })).toBeNull()
})

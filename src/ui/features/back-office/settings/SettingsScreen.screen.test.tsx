// @vitest-environment happy-dom
// 設定 as a manager changes the store, against a real server: a new service fee or e-invoice mode is
// saved, and the current store every other screen reads (the POS's fee, checkout's 載具 question)
// follows at once, without a reload.
import { screen, waitFor, within } from '@testing-library/react'
import { beforeAll, expect, test } from 'vitest'
import type { Store } from '../../../../shared/api/stores.ts'
import { asksInvoice } from '../../../components/pay/invoice-choice.ts'
import { currentStore } from '../../../state/stores.ts'
import { http, renderScreen, withServer } from '../../../testing/screen.tsx'
import SettingsScreen from './SettingsScreen.tsx'

withServer()
let storeId = 0
beforeAll(async () => {
  storeId = (await http<Store>('POST', '/api/stores', { name: '設定測試店', code: 'SET1' })).id
})

const card = async (testId: string) => within(await screen.findByTestId(testId))

test('a new service fee reaches the current store without a reload', async () => {
  const { user } = await renderScreen(<SettingsScreen />)
  const settings = await card('settings-store')
  const fee = settings.getByLabelText('服務費（%）')
  await waitFor(() => expect(fee).toHaveProperty('value', '10'))
  await user.clear(fee)
  await user.type(fee, '5')
  await user.click(settings.getByRole('button', { name: '儲存' }))

  expect(await screen.findByText('店面設定已儲存')).toBeTruthy()
  await waitFor(() => expect(currentStore.value?.settings.serviceFee).toBe(0.05))
  expect((await http<Store>('GET', `/api/stores/${storeId}`)).settings.serviceFee).toBe(0.05)
})

test('switching 電子發票 on makes checkout ask for a carrier without a reload', async () => {
  const { user } = await renderScreen(<SettingsScreen />)
  await waitFor(() => expect(currentStore.value?.id).toBe(storeId))
  expect(asksInvoice(currentStore.value)).toBe(false)
  const einvoice = await card('settings-einvoice')
  await user.selectOptions(await einvoice.findByTestId('einvoice-mode'), 'einvoice')
  await user.type(einvoice.getByLabelText('賣方統一編號'), '04595257')
  await user.type(einvoice.getByLabelText('賣方名稱'), '設定測試有限公司')
  await user.type(einvoice.getByLabelText('QR Code 加密金鑰（32 碼）'), '0123456789ABCDEF0123456789ABCDEF')
  await user.click(einvoice.getByRole('button', { name: '儲存' }))

  expect(await screen.findByText('已儲存電子發票設定')).toBeTruthy()
  await waitFor(() => expect(asksInvoice(currentStore.value)).toBe(true))
  // The key is write-only: once saved, the field empties and says a key is set.
  await waitFor(() => expect(einvoice.getByLabelText('QR Code 加密金鑰（32 碼）')).toHaveProperty('value', ''))
})

test('換日時間 starts at midnight and is saved as the store setting the business day follows', async () => {
  const { user } = await renderScreen(<SettingsScreen />)
  const settings = await card('settings-store')
  const cutoff = settings.getByLabelText('換日時間')
  await waitFor(() => expect(cutoff).toHaveProperty('value', '00:00'))
  expect(settings.getByText(/營業日從這個時間起算到隔天同一時間/)).toBeTruthy()
  await user.selectOptions(cutoff, '05:00')
  await user.click(settings.getByRole('button', { name: '儲存' }))

  expect(await screen.findByText('店面設定已儲存')).toBeTruthy()
  await waitFor(async () =>
    expect((await http<Store>('GET', `/api/stores/${storeId}`)).settings.dayCutoff).toBe('05:00'),
  )
})

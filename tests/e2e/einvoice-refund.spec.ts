import { createStore, expect, json, signIn, test } from './fixtures'

// A consumer's partial return of a sale whose 證明聯 was printed: the refund dialog tells the
// cashier to collect the proof back before confirming; the invoice is voided and a new one issued
// for what was kept. The dialog must fit the counter's 1366×768 and 1024×768 screens.

/** ROC year + the even month of today's two-month period in Taipei (11512 for Nov–Dec 2026). */
function periodToday() {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .split('-')
    .map(Number)
  return `${y - 1911}${String(m + (m % 2)).padStart(2, '0')}`
}

test('refund dialog: collect the printed 證明聯; a partial return voids and reissues (1366 and 1024)', async ({
  page,
  owner,
}) => {
  await signIn(page.request, owner)
  const storeId = await createStore(page.request, { name: '發票退貨店', code: 'INVR' })
  const api = (path: string, data: unknown, method: 'post' | 'put' = 'post') =>
    page.request[method](`/api/stores/${storeId}${path}`, { data })
  await json(
    await api(
      '/einvoice/settings',
      {
        mode: 'einvoice',
        sellerId: '04595257',
        sellerName: '好味小吃店',
        aesKey: 'FE05F029154F6AA67A78B338ED2F6601',
      },
      'put',
    ),
  )
  await json(
    await api('/einvoice/ranges', { period: periodToday(), track: 'AB', startNo: '12345600', endNo: '12345649' }),
  )
  const bento = await json<{ id: number }>(await api('/menu', { name: '招牌便當', basePrice: '120.00' }))
  const tea = await json<{ id: number }>(await api('/menu', { name: '紅茶', basePrice: '30.00' }))
  const order = await json<{ id: number; orderNumber: string; total: string }>(
    await api('/orders', {
      orderType: 'takeout',
      items: [
        { menuItemId: bento.id, quantity: 2 },
        { menuItemId: tea.id, quantity: 1 },
      ],
    }),
  )
  await json(
    await api('/payments', {
      orderId: order.id,
      amount: order.total,
      paymentMethod: 'cash',
      invoice: { kind: 'none' },
      clientPaymentId: 'e2e-invr',
    }),
  )

  for (const width of [1366, 1024]) {
    await page.setViewportSize({ width, height: 768 })
    await page.goto('/orders')
    await page
      .getByTestId('order-row')
      .filter({ hasText: order.orderNumber })
      .getByRole('button', { name: order.orderNumber })
      .click()
    await page.getByTestId('order-detail').getByRole('button', { name: '退款' }).click()
    const dialog = page.getByRole('dialog', { name: `退款 - 訂單 ${order.orderNumber}` })
    await expect(dialog.getByTestId('refund-proof')).toContainText('請向顧客收回證明聯')
    await dialog.getByRole('radio', { name: '依品項' }).click()
    await dialog.getByLabel(/招牌便當/).fill('1')
    await dialog.getByRole('radio', { name: '點錯' }).click()
    for (const part of [dialog.getByTestId('refund-proof'), dialog.getByRole('button', { name: '確認退款' })])
      await expect(part).toBeInViewport({ ratio: 1 })
    await page.screenshot({ path: `.test-output/screens/einvoice-refund-${width}.png` })
    if (width === 1024) break
    await dialog.getByRole('button', { name: '取消' }).click()
    await page.keyboard.press('Escape')
  }
  await page.getByRole('dialog').getByRole('button', { name: '確認退款' }).click()
  await expect(page.getByText(`已退款 NT$120（訂單 ${order.orderNumber}）`)).toBeVisible()
  const after = await json<{ invoices: { number: string; status: string; totalAmount: number }[] }>(
    await page.request.get(`/api/stores/${storeId}/orders/${order.id}`),
  )
  expect(after.invoices.map((i) => [i.number, i.status, i.totalAmount])).toEqual([
    ['AB12345600', 'voided', 270],
    ['AB12345601', 'issued', 150],
  ])
})

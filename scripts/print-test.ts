#!/usr/bin/env bun
/**
 * Prints a sample Traditional Chinese receipt to a real printer, to try a model before setting
 * it up in the POS:
 *   bun scripts/print-test.ts 192.168.1.50:9100
 *   bun scripts/print-test.ts /dev/usb/lp0 --connection usb --paper 58
 *   bun scripts/print-test.ts /dev/ttyUSB0 --connection serial --baud 19200 --drawer
 */
import { parseArgs } from 'node:util'
import { createTransport } from '../src/devices'
import { renderReceipt } from '../src/devices/printer/receipt'
import { columnsForPaper } from '../src/devices/printer/layout'
import { drawerPulse } from '../src/devices/drawer/cash-drawer'
import type { TextEncoding } from '../src/devices/printer/big5'
import { DEFAULT_PRINTER_DEVICES, parseDevicePatterns } from '../src/shared/domain/server-paths'

const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  options: {
    connection: { type: 'string', default: 'network' },
    baud: { type: 'string', default: '9600' },
    paper: { type: 'string', default: '80' },
    encoding: { type: 'string', default: 'big5' },
    drawer: { type: 'boolean', default: false },
  },
})

const address = positionals[0]
const connection = values.connection as 'network' | 'usb' | 'serial'
if (!address || !['network', 'usb', 'serial'].includes(connection) || !['big5', 'gb18030'].includes(values.encoding!)) {
  console.error(
    '用法: bun scripts/print-test.ts <主機:埠 | 裝置路徑> [--connection network|usb|serial] [--baud 9600] ' +
      '[--paper 58|80] [--encoding big5|gb18030] [--drawer]',
  )
  process.exit(2)
}

const bytes = renderReceipt(
  {
    storeName: '好味餐廳',
    address: '台北市大安區復興南路一段1號',
    orderNumbers: ['20261122-007'],
    table: 'A-01',
    time: Date.now(),
    timeZone: 'Asia/Taipei',
    lines: [
      {
        name: '牛肉麵',
        quantity: 2,
        options: { size: { name: '大碗', price: 3000 }, spice: '小辣', addOns: [{ name: '加蛋', price: 1500 }] },
        notes: '不要蔥',
        subtotal: 41000,
      },
      { name: '珍珠奶茶', quantity: 1, options: { addOns: [{ name: '少冰', price: 0 }] }, notes: null, subtotal: 6000 },
    ],
    subtotal: 47000,
    serviceFee: 4700,
    discount: 0,
    total: 51700,
    payment: { method: 'cash', amount: 51700, tendered: 60000 },
    qr: 'https://example.tw/receipt/20261122-007',
    footer: '測試列印：若中文正常顯示，此印表機可用 Big5 模式',
    refunds: [],
    reprintedAt: null,
  },
  { columns: columnsForPaper(Number(values.paper)), encoding: values.encoding as TextEncoding, cut: true, beep: false },
)

// The server's own rule: a device path it would refuse is refused here too (POS_PRINTER_DEVICES adds patterns).
const printerDevices = [
  ...DEFAULT_PRINTER_DEVICES,
  ...(parseDevicePatterns(process.env.POS_PRINTER_DEVICES ?? '') ?? []),
]
const transport = createTransport({ connection, address, baudRate: Number(values.baud) }, { printerDevices })
try {
  await transport.send(bytes)
  if (values.drawer) await transport.send(drawerPulse())
  console.log(`已送出 ${bytes.length} 位元組至 ${address}`)
} catch (e) {
  console.error(`列印失敗：${(e as Error).message}`)
  process.exit(1)
}

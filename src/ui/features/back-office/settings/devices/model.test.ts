import { describe, expect, it } from 'vitest'
import { emptyPrinterForm, printerBody } from './model.ts'

describe('printer settings body', () => {
  it('sends a baud rate only for serial, categories only for kitchen, drawer only for receipt', () => {
    const network = printerBody({
      ...emptyPrinterForm,
      name: ' 櫃台 ',
      address: ' 192.168.1.50:9100 ',
      drawer: true,
      categoryIds: ['food'],
    })
    expect(network).toMatchObject({
      name: '櫃台',
      address: '192.168.1.50:9100',
      baudRate: null,
      drawer: true,
      categoryIds: [],
    })
    const kitchen = printerBody({
      ...emptyPrinterForm,
      role: 'kitchen',
      connection: 'serial',
      baudRate: 19200,
      drawer: true,
      categoryIds: ['food'],
    })
    expect(kitchen).toMatchObject({ baudRate: 19200, drawer: false, categoryIds: ['food'] })
  })
})

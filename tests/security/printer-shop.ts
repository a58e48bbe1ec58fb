import type { Config } from '../../src/server/config'
import { createTestContext } from '../../src/server/testing/harness'
import { printers } from '../../src/server/db/schema'

/**
 * One store with its print queue running, for the printer address tests: printers are added
 * through the API (`api`), or written straight into the table (`savedBefore`) as a row saved
 * before today's rules would be. A test print is tried at once with `testPrint`.
 */
export async function printerShop(config: Partial<Config> = {}) {
  // No MQTT: the printer tests need the print queue only, and no broker on the machine's port 1883.
  const ctx = createTestContext({
    config: { mqtt: { mode: 'off', host: '127.0.0.1', port: 0, url: null, username: null, password: null }, ...config },
  })
  const { manager, store } = await ctx.managerWithStore()
  await ctx.services.devices.start()
  const api = (method: string, path: string, body?: unknown) =>
    ctx.request(method, `/api/stores/${store.id}${path}`, { body, cookie: manager.cookie })
  return {
    ctx,
    api,
    savedBefore(values: { connection: 'network' | 'usb' | 'serial'; address: string }) {
      const now = Date.now()
      return ctx.db.db
        .insert(printers)
        .values({ storeId: store.id, name: '舊設定', role: 'receipt', createdAt: now, updatedAt: now, ...values })
        .returning()
        .get().id
    },
    /** Queues a test page and lets the queue try it once; answers the job as the API lists it. */
    async testPrint(printerId: number) {
      const job = await api('POST', `/printers/${printerId}/test`)
      if (job.status !== 202) throw new Error(`test print: ${job.status} ${JSON.stringify(job.body)}`)
      await ctx.services.devices.settlePrinting()
      return (
        (await api('GET', '/print-jobs?limit=500')).body as {
          id: number
          status: string
          attempts: number
          lastError: string | null
        }[]
      ).find((j) => j.id === job.body.id)!
    },
    async close() {
      await ctx.services.devices.stop()
      ctx.close()
    },
  }
}
export type PrinterShop = Awaited<ReturnType<typeof printerShop>>

import { afterEach, describe, expect, test } from 'bun:test'
import { tcpTransport } from '../printer/tcp'
import { startFakeNetworkPrinter, type FakeNetworkPrinter } from './fake-network-printer'

let printer: FakeNetworkPrinter | undefined
afterEach(async () => {
  await printer?.stop()
})

describe('fake network printer at a real printer’s pace (the benchmark’s mixed load)', () => {
  test('after each job it is busy msPerJob, and holds the next sender at its status query', async () => {
    printer = await startFakeNetworkPrinter()
    printer.state.msPerJob = 150
    const transport = tcpTransport(printer.address)
    const sentAt: number[] = []
    for (const text of ['一', '二', '三']) {
      await transport.send(new TextEncoder().encode(text))
      sentAt.push(performance.now())
    }
    expect((await printer.waitForJobs(3)).map((j) => j.toString())).toEqual(['一', '二', '三'])
    // 150 ms apart; without the pace a few ms. The margin is for a loaded host's event loop.
    const gaps = printer.received.slice(1).map((r, i) => r.at - printer!.received[i].at)
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(100)
    // The sender itself was held: the second send returned only after the first job's print time.
    expect(sentAt[1] - sentAt[0]).toBeGreaterThanOrEqual(100)
  })
})

import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A serial line for tests: socat links two pseudo-terminals; the device under test writes to
 * `device` and `cat` on `peer` collects what a printer or drawer on the far end would receive.
 */
export async function openPtyPair(timeoutMs = 5000) {
  const dir = mkdtempSync(join(tmpdir(), 'pos-pty-'))
  const device = join(dir, 'ttyPOS0')
  const peer = join(dir, 'ttyPOS1')
  const socat = Bun.spawn(['socat', '-d', '-d', `pty,raw,echo=0,link=${device}`, `pty,raw,echo=0,link=${peer}`], {
    stdout: 'ignore',
    stderr: 'ignore',
  })
  const until = Date.now() + timeoutMs
  while (!existsSync(device) || !existsSync(peer)) {
    if (Date.now() > until) {
      socat.kill()
      throw new Error('socat did not create the pty pair in time')
    }
    await Bun.sleep(20)
  }
  const reader = Bun.spawn(['cat', peer], { stdout: 'pipe', stderr: 'ignore' })
  const chunks: Uint8Array[] = []
  void (async () => {
    const stream = reader.stdout.getReader()
    for (let r = await stream.read(); !r.done; r = await stream.read()) chunks.push(r.value)
  })()
  const bytes = () => Buffer.concat(chunks)

  return {
    device,
    bytes,
    async waitForBytes(count: number, ms = 5000): Promise<Buffer> {
      const end = Date.now() + ms
      while (bytes().length < count) {
        if (Date.now() > end) throw new Error(`pty: expected ${count} bytes, got ${bytes().length}`)
        await Bun.sleep(10)
      }
      return bytes()
    },
    close() {
      reader.kill()
      socat.kill()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

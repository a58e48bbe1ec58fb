import net from 'node:net'
import { existsSync } from 'node:fs'

export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const port = (server.address() as net.AddressInfo).port
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

export async function waitForPort(port: number, timeoutMs: number) {
  const until = Date.now() + timeoutMs
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1')
      s.once('connect', () => {
        s.destroy()
        resolve(true)
      })
      s.once('error', () => resolve(false))
    })
    if (ok) return
    if (Date.now() > until) throw new Error(`mosquitto did not listen on ${port} within ${timeoutMs} ms`)
    await Bun.sleep(50)
  }
}

export const MOSQUITTO_BINARY = ['/usr/sbin/mosquitto', '/usr/bin/mosquitto'].find(existsSync) ?? 'mosquitto'

/** A real mosquitto on a loopback port (anonymous, local only), restartable on the same port. */
export async function startMosquitto(port?: number) {
  const p = port ?? (await freePort())
  const proc = Bun.spawn([MOSQUITTO_BINARY, '-p', String(p)], { stdout: 'ignore', stderr: 'ignore' })
  await waitForPort(p, 5000)
  return {
    port: p,
    url: `mqtt://127.0.0.1:${p}`,
    async stop() {
      proc.kill()
      await proc.exited
    },
  }
}

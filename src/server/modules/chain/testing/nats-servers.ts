// Real nats-server processes for the chain tests: a hub and store leaves on free loopback ports,
// each with its own JetStream domain and store folder under one temp dir, stopped and started again
// on the same ports (a cut leaf link is the hub stopped).
import type { Subprocess } from 'bun'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { freePort, waitForPort } from '../../../../devices/testing/mosquitto'

export const NATS_SERVER = process.env.NATS_SERVER ?? '/usr/sbin/nats-server'

export type NatsProcess = { port: number; url: string; start(): Promise<void>; stop(): Promise<void> }

function natsProcess(dir: string, name: string, port: number, config: string): NatsProcess {
  const file = join(dir, `${name}.conf`)
  writeFileSync(file, config)
  let proc: Subprocess | null = null
  return {
    port,
    url: `nats://127.0.0.1:${port}`,
    async start() {
      proc = Bun.spawn([NATS_SERVER, '-c', file], { stdin: 'ignore', stdout: 'ignore', stderr: 'ignore' })
      await waitForPort(port, 10_000)
    },
    async stop() {
      proc?.kill('SIGKILL')
      await proc?.exited
      proc = null
    },
  }
}

/** The chain's users: the hub's HQ user and one user per store (see docs/CHAIN.md for the full configs). */
export const HQ_USER = { user: 'hq', pass: 'hq-secret' }
export const storeUser = (code: string) => ({ user: `store-${code}`, pass: `${code}-secret` })

/** A hub (domain `hub`) with a leafnode port, and one leaf per store code (domain = the code). */
export async function startChainServers(dir: string, storeCodes: string[]) {
  const hubPort = await freePort()
  const leafPort = await freePort()
  // A store's leaf may not put sales subjects on the hub: its sales come only through the hub's sourcing.
  const users = [
    `{ user: "${HQ_USER.user}", password: "${HQ_USER.pass}" }`,
    ...storeCodes
      .map(storeUser)
      .map(
        (u) => `{ user: "${u.user}", password: "${u.pass}", permissions: { publish: { deny: ["pos.*.sales.>"] } } }`,
      ),
  ].join(', ')
  mkdirSync(join(dir, 'hub'), { recursive: true })
  const hub = natsProcess(
    dir,
    'hub',
    hubPort,
    `listen: 127.0.0.1:${hubPort}
server_name: hub
jetstream { store_dir: "${join(dir, 'hub')}", domain: hub }
accounts { CHAIN { jetstream: enabled, users: [ ${users} ] } }
leafnodes { listen: 127.0.0.1:${leafPort} }
`,
  )
  const leaves: Record<string, NatsProcess> = {}
  for (const code of storeCodes) {
    const port = await freePort()
    const u = storeUser(code)
    mkdirSync(join(dir, code), { recursive: true })
    leaves[code] = natsProcess(
      dir,
      code,
      port,
      `listen: 127.0.0.1:${port}
server_name: leaf-${code}
jetstream { store_dir: "${join(dir, code)}", domain: ${code} }
accounts { STORE { jetstream: enabled, users: [ { user: "${u.user}", password: "${u.pass}" } ] } }
leafnodes { reconnect: 1, remotes: [ { url: "nats://${u.user}:${u.pass}@127.0.0.1:${leafPort}", account: STORE } ] }
`,
    )
  }
  await hub.start()
  for (const leaf of Object.values(leaves)) await leaf.start()
  return {
    hub,
    leaves,
    async stopAll() {
      await Promise.all([hub, ...Object.values(leaves)].map((p) => p.stop()))
    },
  }
}

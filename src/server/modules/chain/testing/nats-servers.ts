// Real nats-server processes for the chain tests: a hub and store leaves on free loopback ports,
// each with its own JetStream domain and store folder under one temp dir, stopped and started again
// on the same ports (a cut leaf link is the hub stopped). The leaf links run over TLS with a
// throwaway CA made by openssl, and each store's hub user has the allow-list of nats-config.ts.
import type { Subprocess } from 'bun'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { freePort, waitForPort } from '../../../../devices/testing/mosquitto'
import { hubUserEntry, leafConfig } from '../nats-config'

export const NATS_SERVER = process.env.NATS_SERVER ?? '/usr/sbin/nats-server'

export type NatsProcess = { port: number; url: string; start(): Promise<void>; stop(): Promise<void> }

/** A nats-server on port with this config; env adds to its environment (a config may read it as `$NAME`). */
export function natsProcess(
  dir: string,
  name: string,
  port: number,
  config: string,
  env: Record<string, string> = {},
): NatsProcess {
  const file = join(dir, `${name}.conf`)
  writeFileSync(file, config)
  let proc: Subprocess | null = null
  return {
    port,
    url: `nats://127.0.0.1:${port}`,
    async start() {
      proc = Bun.spawn([NATS_SERVER, '-c', file], {
        stdin: 'ignore',
        stdout: 'ignore',
        stderr: 'ignore',
        env: { ...process.env, ...env },
      })
      await waitForPort(port, 10_000)
    },
    async stop() {
      proc?.kill('SIGKILL')
      await proc?.exited
      proc = null
    },
  }
}

/**
 * Runs a nats-server with this config file until its log matches `until` (or 10 s pass, or it exits)
 * and returns the log: what a leaf that cannot link says about why.
 */
export async function logUntil(file: string, until: RegExp, env: Record<string, string> = {}) {
  const proc = Bun.spawn([NATS_SERVER, '-c', file], {
    stdin: 'ignore',
    stdout: 'ignore',
    stderr: 'pipe',
    env: { ...process.env, ...env },
  })
  const deadline = setTimeout(() => proc.kill('SIGKILL'), 10_000)
  let log = ''
  const reader = proc.stderr.getReader()
  const decoder = new TextDecoder()
  while (!until.test(log)) {
    const { value, done } = await reader.read()
    if (done) break
    log += decoder.decode(value)
  }
  clearTimeout(deadline)
  proc.kill('SIGKILL')
  await proc.exited
  return log
}

/** Runs openssl in dir with space-separated arguments (the names here have no spaces). */
function openssl(dir: string, args: string) {
  const r = Bun.spawnSync(['openssl', ...args.split(' ')], { cwd: dir, stdout: 'ignore', stderr: 'pipe' })
  if (r.exitCode !== 0) throw new Error(`openssl ${args}: ${r.stderr.toString()}`)
}

/** A CA (`<name>.crt`) in dir; with `hub`, also a certificate for 127.0.0.1 that it signs. */
export function makeCa(dir: string, name: string, hub = false) {
  mkdirSync(dir, { recursive: true })
  const key = '-newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes'
  openssl(dir, `req -x509 ${key} -keyout ${name}.key -out ${name}.crt -days 1 -subj /CN=${name}`)
  if (hub) {
    openssl(dir, `req ${key} -keyout hub.key -out hub.csr -subj /CN=127.0.0.1`)
    writeFileSync(join(dir, 'hub.ext'), 'subjectAltName=IP:127.0.0.1\n')
    openssl(
      dir,
      `x509 -req -in hub.csr -CA ${name}.crt -CAkey ${name}.key -CAcreateserial -out hub.crt -days 1 -extfile hub.ext`,
    )
  }
  return join(dir, `${name}.crt`)
}

/** The chain's users: the hub's HQ user and one user per store (see docs/CHAIN.md for the full configs). */
export const HQ_USER = { user: 'hq', pass: 'hq-secret' }
export const storeUser = (code: string) => ({ user: `store-${code}`, pass: `${code}-secret` })

/**
 * A hub (domain `hub`) with a TLS leafnode port, and one leaf per store code (domain = the code). With
 * `usersFile` the hub's account includes its users from that file (HQ writes it) and the hub writes
 * its pid to `pidFile`, for HQ to ask it to reload.
 */
export async function startChainServers(dir: string, storeCodes: string[], o: { usersFile?: string } = {}) {
  const hubPort = await freePort()
  const leafPort = await freePort()
  const monitorPort = await freePort()
  const tlsDir = join(dir, 'tls')
  const caFile = makeCa(tlsDir, 'chain-ca', true)
  const users = [
    hubUserEntry(HQ_USER.user, HQ_USER.pass),
    ...storeCodes.map((code) => hubUserEntry(storeUser(code).user, storeUser(code).pass, code)),
  ].join(', ')
  mkdirSync(join(dir, 'hub'), { recursive: true })
  const pidFile = join(dir, 'hub.pid')
  // nats-server 2.9 takes an include's path relative to the including file's folder, even a leading /.
  const account = o.usersFile ? `include ${JSON.stringify(relative(dir, o.usersFile))}` : `users: [ ${users} ]`
  const hub = natsProcess(
    dir,
    'hub',
    hubPort,
    `listen: 127.0.0.1:${hubPort}
server_name: hub
pid_file: "${pidFile}"
http: 127.0.0.1:${monitorPort}
jetstream { store_dir: "${join(dir, 'hub')}", domain: hub }
accounts { CHAIN { jetstream: enabled, ${account} } }
leafnodes {
  listen: 127.0.0.1:${leafPort}
  tls { cert_file: "${join(tlsDir, 'hub.crt')}", key_file: "${join(tlsDir, 'hub.key')}" }
}
`,
  )
  /** A leaf for a store code whose link trusts caFile (the chain's CA unless told otherwise). */
  const leafFor = async (code: string, name = code, ca = caFile) => {
    const port = await freePort()
    const u = storeUser(code)
    mkdirSync(join(dir, name), { recursive: true })
    const config = leafConfig({
      code,
      listen: `127.0.0.1:${port}`,
      storeDir: join(dir, name),
      localUser: u.user,
      localPassword: u.pass,
      remote: { url: `tls://${u.user}:${u.pass}@127.0.0.1:${leafPort}`, caFile: ca },
    })
    return { file: join(dir, `${name}.conf`), leaf: natsProcess(dir, name, port, config) }
  }
  const leaves: Record<string, NatsProcess> = {}
  for (const code of storeCodes) leaves[code] = (await leafFor(code)).leaf
  await hub.start()
  for (const leaf of Object.values(leaves)) await leaf.start()
  return {
    hub,
    leaves,
    leafFor,
    pidFile,
    caFile,
    /** When the hub last read its config (its monitoring port's /varz): a reload changes it. */
    async configLoadedAt(): Promise<string> {
      return ((await (await fetch(`http://127.0.0.1:${monitorPort}/varz`)).json()) as { config_load_time: string })
        .config_load_time
    },
    /** The hub's leafnode address, as a store's leaf dials it. */
    leafUrl: `tls://127.0.0.1:${leafPort}`,
    /** The leaf links the hub has now (its monitoring port's /leafz). */
    async leafLinks(): Promise<number> {
      return ((await (await fetch(`http://127.0.0.1:${monitorPort}/leafz`)).json()) as { leafnodes: number }).leafnodes
    },
    async stopAll() {
      await Promise.all([hub, ...Object.values(leaves)].map((p) => p.stop()))
    },
  }
}

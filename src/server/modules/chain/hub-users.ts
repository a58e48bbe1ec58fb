// HQ keeps the hub's users: after every change to its stores it writes the users file the hub's config
// includes, then asks the hub to read its config again (nats-server reloads on SIGHUP).
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import type { HubFiles } from '../../config-chain'
import { describeError, type Logger } from '../../log'
import { hubUserEntry, hubUsersFile, storeHubUser } from './nats-config'

export type HubStoreUser = { code: string; secretHash: string }

/**
 * Writes the users (HQ's own first, then each store holding a secret) to a temp file and renames it
 * over the old one, so the hub never reads half a file; then signals the hub. False when either failed
 * (no pid file set, no such process, a folder HQ may not write): the reason is in HQ's log, and the
 * table stays right for the next change or start to write.
 */
export function writeHubUsers(
  hub: HubFiles,
  hq: { user: string; passwordHash: string },
  stores: HubStoreUser[],
  log: Logger,
): boolean {
  const entries = [
    hubUserEntry(hq.user, hq.passwordHash),
    ...stores.map((s) => hubUserEntry(storeHubUser(s.code), s.secretHash, s.code)),
  ]
  try {
    const temp = `${hub.usersFile}.${process.pid}.tmp`
    writeFileSync(temp, hubUsersFile(entries), { mode: 0o600 })
    renameSync(temp, hub.usersFile)
    if (!hub.pidFile) return false
    const pid = Number(readFileSync(hub.pidFile, 'utf8').trim())
    // 0 or a negative pid would signal a whole process group, HQ's own among them.
    if (!Number.isInteger(pid) || pid < 2) throw new Error(`no pid in ${hub.pidFile}`)
    process.kill(pid, 'SIGHUP')
    return true
  } catch (e) {
    log.error('chain.hub_users_failed', `writing the hub's users or asking it to reload failed: ${describeError(e)}`)
    return false
  }
}

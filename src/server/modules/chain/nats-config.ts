// The hub's and a store leaf's nats-server settings as text (docs/CHAIN.md "Hub and leaf configs"):
// the tests run exactly what this writes.
import { MENU_BUCKET } from './nats'

/**
 * What a store's leaf user may do on the hub, as allow-lists. Publish is what the leaf sends up: the
 * messages of its own stream's source consumer (delivered to the hub's `$JS.S.…` subjects, with the
 * JetStream API's answers to the hub's `$JSC.R.…` reply subjects). Subscribe is what the hub may send
 * down: requests to its own domain's JetStream API and flow-control answers for its own stream.
 * Nothing else crosses: not another store's API or subjects, not the sales subjects themselves.
 */
export function storeLeafPermissions(code: string) {
  // HQ's menus come down the other way: the leaf's mirror of the hub's menu bucket asks the hub's
  // JetStream API about that one stream, and takes its messages and the API's answers.
  const menu = `KV_${MENU_BUCKET}`
  return {
    publish: {
      allow: [
        '$JS.S.>',
        '$JSC.R.>',
        `$JS.hub.API.CONSUMER.*.${menu}.>`,
        `$JS.hub.API.CONSUMER.*.${menu}`,
        `$JS.hub.API.STREAM.INFO.${menu}`,
        `$JS.FC.${menu}.>`,
      ],
    },
    subscribe: { allow: [`$JS.${code}.API.>`, `$JS.FC.SALES_${code}.>`, '$JS.M.>', '$JSC.R.>'] },
  }
}

const list = (items: string[]) => `[${items.map((s) => JSON.stringify(s)).join(', ')}]`

/** One user entry of the hub's users list; `password` is the plain secret or its bcrypt hash. */
export function hubUserEntry(user: string, password: string, code?: string) {
  const base = `{ user: ${JSON.stringify(user)}, password: ${JSON.stringify(password)}`
  if (!code) return `${base} }`
  const { publish, subscribe } = storeLeafPermissions(code)
  const permissions = `publish: { allow: ${list(publish.allow)} }, subscribe: { allow: ${list(subscribe.allow)} }`
  return `${base}, permissions: { ${permissions} } }`
}

/** A store's user on the hub (and in its leaf's remote URL). */
export const storeHubUser = (code: string) => `store-${code}`

/** The hub account's whole users list, as the file the hub's config includes inside its account. */
export const hubUsersFile = (entries: string[]) => `users: [\n${entries.map((e) => `  ${e}\n`).join('')}]\n`

export type LeafRemote = { url: string; caFile?: string }

/** A store leaf: JetStream in the store's own domain, its local POS user, one remote to the hub. */
export function leafConfig(o: {
  code: string
  listen: string
  storeDir: string
  localUser: string
  /** The POS's password, or the environment variable the leaf reads it from (the POS's own setting). */
  localPassword: string | { env: string }
  remote: LeafRemote
}) {
  const tls = o.remote.caFile ? `, tls: { ca_file: ${JSON.stringify(o.remote.caFile)} }` : ''
  const local =
    typeof o.localPassword === 'string'
      ? hubUserEntry(o.localUser, o.localPassword)
      : `{ user: ${JSON.stringify(o.localUser)}, password: $${o.localPassword.env} }`
  return `server_name: leaf-${o.code}
listen: ${o.listen}
jetstream { store_dir: ${JSON.stringify(o.storeDir)}, domain: ${o.code} }
accounts { STORE { jetstream: enabled, users: [ ${local} ] } }
leafnodes { reconnect: 1, remotes: [ { url: ${JSON.stringify(o.remote.url)}, account: STORE${tls} } ] }
`
}

// The chain settings (docs/CHAIN.md): none → a single store, exactly as without them. A store box
// names its store code and its leaf node; HQ (--hq) names the hub and the stores it reads.
export type ChainConfig = Readonly<
  | { role: 'store'; url: string; user: string | null; pass: string | null; storeCode: string }
  | {
      role: 'hq'
      url: string
      user: string | null
      pass: string | null
      storeCodes: readonly string[]
      /** Where HQ writes the hub's users (the stores it issued secrets to); null: the hub's users are by hand. */
      hub: HubFiles | null
    }
>

/** The hub's users file HQ writes, the hub's pid file (to ask it to reload), and the hub's address for leaves. */
export type HubFiles = { usersFile: string; pidFile: string | null; leafUrl: string; leafCaFile: string | null }

type Env = Record<string, string | undefined>
type Fail = (zh: string, en: string) => Error

/** A store code becomes a JetStream domain, a stream name and a subject token: letters, digits, - and _ only. */
const CODE = /^[A-Za-z0-9_-]{1,32}$/
export const isStoreCode = (code: string) => CODE.test(code)

export function chainFromArgs(hq: boolean, env: Env, fail: Fail): ChainConfig | null {
  const url = env.POS_CHAIN_NATS_URL?.trim()
  if (!url) {
    if (hq) throw fail('--hq 需要 POS_CHAIN_NATS_URL（總部 NATS hub 位址）', '--hq needs POS_CHAIN_NATS_URL')
    return null
  }
  const auth = { url, user: env.POS_CHAIN_USER || null, pass: env.POS_CHAIN_PASSWORD || null }
  const check = (code: string, source: string) => {
    if (!CODE.test(code))
      throw fail(`${source} 店代碼只可用英數字、- 與 _：${code}`, `${source}: bad store code ${code}`)
    return code
  }
  if (hq) {
    const storeCodes = (env.POS_HQ_STORES ?? '')
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean)
      .map((c) => check(c, 'POS_HQ_STORES'))
    return { role: 'hq', ...auth, storeCodes, hub: hubFiles(env, auth.user, fail) }
  }
  const storeCode = env.POS_CHAIN_STORE?.trim()
  if (!storeCode) throw fail('POS_CHAIN_NATS_URL 需搭配 POS_CHAIN_STORE（本店代碼）', 'POS_CHAIN_STORE is required')
  return { role: 'store', ...auth, storeCode: check(storeCode, 'POS_CHAIN_STORE') }
}

/** HQ issues the stores' secrets only where it may write the hub's users and tell leaves where the hub is. */
function hubFiles(env: Env, hqUser: string | null, fail: Fail): HubFiles | null {
  const usersFile = env.POS_HQ_HUB_USERS?.trim()
  if (!usersFile) return null
  const leafUrl = env.POS_HQ_LEAF_URL?.trim()
  if (!leafUrl || !URL.canParse(leafUrl) || !new URL(leafUrl).host)
    throw fail(
      'POS_HQ_HUB_USERS 需搭配 POS_HQ_LEAF_URL（分店連到 hub 的位址，例如 tls://hq.example.tw:7422）',
      'POS_HQ_HUB_USERS needs POS_HQ_LEAF_URL (tls://host:7422)',
    )
  // The users file holds every user of the hub's account, HQ's own too: without one HQ could not sign in.
  if (!hqUser) throw fail('POS_HQ_HUB_USERS 需搭配 POS_CHAIN_USER', 'POS_HQ_HUB_USERS needs POS_CHAIN_USER')
  return {
    usersFile,
    pidFile: env.POS_HQ_HUB_PID?.trim() || null,
    leafUrl,
    leafCaFile: env.POS_HQ_LEAF_CA?.trim() || null,
  }
}

// The chain settings (docs/CHAIN.md): none → a single store, exactly as without them. A store box
// names its store code and its leaf node; HQ (--hq) names the hub and the stores it reads.
export type ChainConfig = Readonly<
  | { role: 'store'; url: string; user: string | null; pass: string | null; storeCode: string }
  | { role: 'hq'; url: string; user: string | null; pass: string | null; storeCodes: readonly string[] }
>

type Env = Record<string, string | undefined>
type Fail = (zh: string, en: string) => Error

/** A store code becomes a JetStream domain, a stream name and a subject token: letters, digits, - and _ only. */
const CODE = /^[A-Za-z0-9_-]{1,32}$/

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
    return { role: 'hq', ...auth, storeCodes }
  }
  const storeCode = env.POS_CHAIN_STORE?.trim()
  if (!storeCode) throw fail('POS_CHAIN_NATS_URL 需搭配 POS_CHAIN_STORE（本店代碼）', 'POS_CHAIN_STORE is required')
  return { role: 'store', ...auth, storeCode: check(storeCode, 'POS_CHAIN_STORE') }
}

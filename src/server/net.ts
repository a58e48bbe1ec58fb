import { networkInterfaces } from 'node:os'

/** The URLs staff can type on the store's LAN: every IPv4 address of this machine. */
export function lanUrls(host: string, port: number): string[] {
  if (host !== '0.0.0.0' && host !== '::') return [`http://${host}:${port}`]
  const urls = [`http://localhost:${port}`]
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) {
      if (a.family === 'IPv4' && !a.internal) urls.push(`http://${a.address}:${port}`)
    }
  }
  return urls
}

/** Why host:port cannot be listened on, in one line (zh-TW, then English); `flag` is the one that moves it. */
export function explainListenFailure(e: unknown, what: string, host: string, port: number, flag: string): string {
  const code = String((e as { code?: unknown })?.code ?? '')
  if (code === 'EADDRINUSE') {
    return (
      `${what} 連接埠 ${port}（${host}）已被其他程式使用（也許是另一個 pos-server），請先停止它或以 ${flag} 改用其他連接埠。` +
      `Error: ${what} port ${port} on ${host} is already in use (perhaps by another ` +
      `pos-server); stop it or choose another port with ${flag}.`
    )
  }
  if (code === 'EACCES') {
    return (
      `沒有權限使用 ${what} 連接埠 ${port}（1024 以下的連接埠需要系統權限），請以 ${flag} 改用其他連接埠。` +
      `Error: no permission to listen on ${what} port ${port} (ports below 1024 need ` +
      `privileges); choose another with ${flag}.`
    )
  }
  if (code === 'EADDRNOTAVAIL')
    return `位址 ${host} 不屬於這台電腦，請檢查 --host。Error: ${host} is not an address of this machine; check --host.`
  const detail = `${code ? `${code}: ` : ''}${(e as Error)?.message ?? String(e)}`
  return `無法在 ${host}:${port} 監聽 ${what}（${detail}）。Error: cannot listen for ${what} on ${host}:${port} (${detail}).`
}

/**
 * Binds host:port for a moment and lets go: null when the server can have it, else the reason.
 * Checked before the database is touched, so a server that could not listen never migrates.
 */
export function portProblem(what: string, host: string, port: number, flag: string): string | null {
  try {
    Bun.listen({ hostname: host, port, socket: { data() {} } }).stop(true)
    return null
  } catch (e) {
    return explainListenFailure(e, what, host, port, flag)
  }
}

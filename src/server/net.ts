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

import net from 'node:net'
import { lookup } from 'node:dns/promises'
import { isLanAddress, printerHostKind } from '../../shared/domain/printer-host'
import { concatBytes, escpos, parseStatus, type PrinterReadiness } from './escpos'
import { FAILURE_TEXT, PrinterError, withTimeout, type PrinterTransport } from './transport'

export function parseHostPort(address: string): { host: string; port: number } | null {
  const m = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(?::(\d{1,5}))?$/.exec(address.trim())
  if (!m) return null
  const port = m[2] ? Number(m[2]) : 9100
  if (port < 1 || port > 65535) return null
  return { host: m[1].replace(/^\[|\]$/g, ''), port }
}

/** host:port as staff would type it, an IPv6 address in brackets. */
const addressText = (host: string, port: number) => (host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`)

type Options = { connectTimeoutMs?: number; statusTimeoutMs?: number; sendTimeoutMs?: number }

/**
 * Raw TCP printing (port 9100). Before each job the printer is asked DLE EOT 1 and 4 on the same
 * connection: offline or out of paper refuses the job so the queue retries later. A printer that
 * never answers status is remembered and printed to without asking. Only LAN and loopback hosts
 * are connected to (checked here too, since rows saved before the rule may hold any host). Every
 * way a connection fails (refused, no answer, no route, a name that does not resolve) is one
 * zh-TW message with the address: staff read it, and a manager must not learn from it which
 * ports of a host are closed and which are filtered.
 */
export function tcpTransport(address: string, opts: Options = {}): PrinterTransport {
  const target = parseHostPort(address)
  const { connectTimeoutMs = 3000, statusTimeoutMs = 800, sendTimeoutMs = 10_000 } = opts
  let answersStatus: boolean | undefined
  let readiness: PrinterReadiness | null = null

  async function deliver(bytes: Uint8Array, checkFirst: boolean) {
    if (!target) throw new PrinterError('error', `${FAILURE_TEXT.error}：位址格式不正確`, true)
    const where = addressText(target.host, target.port)
    const socket = await connectLan(target.host, target.port, connectTimeoutMs)
    try {
      if (checkFirst && answersStatus !== false) await checkReady(socket)
      await withTimeout(
        new Promise<void>((resolve, reject) => {
          socket.once('error', reject)
          socket.end(bytes, () => resolve())
        }),
        sendTimeoutMs,
      )
    } catch (e) {
      throw e instanceof PrinterError ? e : new PrinterError('unreachable', `${FAILURE_TEXT.unreachable}（${where}）`)
    } finally {
      socket.destroy()
    }
  }

  return {
    send: (bytes) => deliver(bytes, true),
    sendRealtime: (bytes) => deliver(bytes, false),
    readiness: () => readiness,
  }

  async function checkReady(socket: net.Socket) {
    const reply = await readReply(socket, 2, statusTimeoutMs)
    if (reply.length === 0) {
      answersStatus = false
      return
    }
    answersStatus = true
    readiness = parseStatus(reply[0], reply[1])
    const state = readiness
    if (state.paperOut) throw new PrinterError('paper_out', FAILURE_TEXT.paper_out)
    if (state.offline) throw new PrinterError('offline', FAILURE_TEXT.offline)
  }
}

/** The address to dial: a LAN literal as it is; a LAN name if every address it resolves to is on the LAN; else null. */
async function lanAddressOf(host: string): Promise<string | null> {
  const kind = printerHostKind(host)
  if (kind !== 'name') return kind === 'address' ? host : null
  const found = await lookup(host, { all: true })
  if (!found.length || !found.every((a) => isLanAddress(a.address))) return null
  // The checked address is dialled, not the name: a second lookup could answer differently. IPv4
  // first: a printer's IPv6 answer is often link-local, which cannot be dialled without its zone.
  return (found.find((a) => a.family === 4) ?? found[0]).address
}

function dial(address: string, port: number, timeoutMs: number): Promise<net.Socket> {
  let socket: net.Socket | undefined
  const connected = new Promise<net.Socket>((resolve, reject) => {
    socket = net.connect({ host: address, port })
    const s = socket
    s.once('connect', () => {
      s.removeAllListeners('error')
      s.on('error', () => {})
      resolve(s)
    })
    s.once('error', (e) => {
      s.destroy()
      reject(e)
    })
  })
  return withTimeout(connected, timeoutMs, () => socket?.destroy())
}

async function connectLan(host: string, port: number, timeoutMs: number): Promise<net.Socket> {
  const where = addressText(host, port)
  const unreachable = () => new PrinterError('unreachable', `${FAILURE_TEXT.unreachable}（${where}）`)
  const started = Date.now()
  const address = await withTimeout(lanAddressOf(host), timeoutMs).catch(() => undefined)
  if (address === undefined) throw unreachable()
  // A literal outside the LAN never becomes reachable; a name may resolve differently later.
  if (address === null)
    throw new PrinterError('unreachable', `印表機位址不在區域網路內（${where}）`, printerHostKind(host) === 'refused')
  return dial(address, port, Math.max(1, timeoutMs - (Date.now() - started))).catch(() => {
    throw unreachable()
  })
}

/** Sends DLE EOT 1 + DLE EOT 4 and collects up to `count` answer bytes until the timeout. */
function readReply(socket: net.Socket, count: number, timeoutMs: number): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const got: number[] = []
    const done = () => {
      clearTimeout(timer)
      socket.off('data', onData)
      resolve(Uint8Array.from(got))
    }
    const onData = (chunk: Buffer) => {
      got.push(...chunk)
      if (got.length >= count) done()
    }
    const timer = setTimeout(done, timeoutMs)
    socket.on('data', onData)
    socket.write(concatBytes([escpos.status(1), escpos.status(4)]))
  })
}

import net from 'node:net'
import { concatBytes, escpos, parseStatus, type PrinterReadiness } from './escpos'
import { FAILURE_TEXT, PrinterError, withTimeout, type PrinterTransport } from './transport'

export function parseHostPort(address: string): { host: string; port: number } | null {
  const m = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(?::(\d{1,5}))?$/.exec(address.trim())
  if (!m) return null
  const port = m[2] ? Number(m[2]) : 9100
  if (port < 1 || port > 65535) return null
  return { host: m[1].replace(/^\[|\]$/g, ''), port }
}

type Options = { connectTimeoutMs?: number; statusTimeoutMs?: number; sendTimeoutMs?: number }

/**
 * Raw TCP printing (port 9100). Before each job the printer is asked DLE EOT 1 and 4 on the same
 * connection: offline or out of paper refuses the job so the queue retries later. A printer that
 * never answers status is remembered and printed to without asking. Connection errors are told
 * in zh-TW with the address (never the socket's ECONNREFUSED), since staff read them.
 */
export function tcpTransport(address: string, opts: Options = {}): PrinterTransport {
  const target = parseHostPort(address)
  const { connectTimeoutMs = 3000, statusTimeoutMs = 800, sendTimeoutMs = 10_000 } = opts
  let answersStatus: boolean | undefined
  let readiness: PrinterReadiness | null = null

  async function deliver(bytes: Uint8Array, checkFirst: boolean) {
    if (!target) throw new PrinterError('error', `${FAILURE_TEXT.error}：位址格式不正確`, true)
    const where = `${target.host}:${target.port}`
    const socket = await withTimeout(connect(target.host, target.port), connectTimeoutMs)
    try {
      if (checkFirst && answersStatus !== false) await checkReady(socket)
      await withTimeout(new Promise<void>((resolve, reject) => {
        socket.once('error', reject)
        socket.end(bytes, () => resolve())
      }), sendTimeoutMs)
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
    const state = (readiness = parseStatus(reply[0], reply[1]))
    if (state.paperOut) throw new PrinterError('paper_out', FAILURE_TEXT.paper_out)
    if (state.offline) throw new PrinterError('offline', FAILURE_TEXT.offline)
  }
}

function connect(host: string, port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port })
    socket.once('connect', () => {
      socket.removeAllListeners('error')
      socket.on('error', () => {})
      resolve(socket)
    })
    socket.once('error', () => {
      socket.destroy()
      reject(new PrinterError('unreachable', `${FAILURE_TEXT.unreachable}（${host}:${port}）`))
    })
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

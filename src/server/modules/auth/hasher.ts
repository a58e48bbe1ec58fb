import { availableParallelism } from 'node:os'
import { AppError } from '../../http/app-error'

/** How many argon2 hashes or checks run at once, and how many more may wait for a turn. */
export type HashLimits = { running: number; waiting: number }

/**
 * Each argon2id run takes 64 MiB and a core for 0.1–0.2 s on the thread pool that also puts an
 * order's commit on the disk: 300 sign-ins at once took 150 MB and held an order for tens of
 * seconds behind them. So one run at a time on two cores, two at most (a core stays with the
 * event loop and the disk); a sign-in waits its turn in a short queue, and beyond it is turned
 * away at once.
 */
export function defaultHashLimits(): HashLimits {
  return { running: Math.max(1, Math.min(2, availableParallelism() - 1)), waiting: 32 }
}

export type HashStats = { ran: number; peak: number; refused: number; running: number; waiting: number }

/** Password and PIN hashing behind a small queue: `hash`, `verify`, and what has run. */
export function createHasher(limits: HashLimits = defaultHashLimits()) {
  let running = 0
  const queue: (() => void)[] = []
  const stats = { ran: 0, peak: 0, refused: 0 }

  async function go<T>(work: () => Promise<T>): Promise<T> {
    stats.ran++
    stats.peak = Math.max(stats.peak, running)
    try {
      return await work()
    } finally {
      // The turn passes straight to the next in line, so `running` never goes over the limit.
      const next = queue.shift()
      if (next) next()
      else running--
    }
  }

  /** Runs `work` when a turn is free; refused with 429 HASHING_BUSY (before any work) when the queue is full. */
  function run<T>(work: () => Promise<T>): Promise<T> {
    if (running < limits.running) {
      running++
      return go(work)
    }
    if (queue.length >= limits.waiting) {
      stats.refused++
      return Promise.reject(new AppError('HASHING_BUSY', {}, { retryAfterSeconds: 1 }))
    }
    return new Promise<void>((resolve) => queue.push(resolve)).then(() => go(work))
  }

  const hash = (secret: string) => run(() => Bun.password.hash(secret, { algorithm: 'argon2id' }))

  // Checked when there is no hash to check against, so the answer takes as long either way and
  // its timing does not tell which usernames exist or have a PIN. Made once, on first need.
  let standIn: Promise<string> | null = null
  const standInHash = () =>
    (standIn ??= hash("stand-in, never anyone's secret").catch((e) => {
      standIn = null
      throw e
    }))

  return {
    limits,
    hash,
    /** Whether `secret` matches `stored`; with nothing stored, false after the same argon2 work. */
    async verify(secret: string, stored: string | null | undefined): Promise<boolean> {
      if (stored) return run(() => Bun.password.verify(secret, stored))
      const standing = await standInHash()
      await run(() => Bun.password.verify(secret, standing))
      return false
    },
    stats(): HashStats {
      return { ...stats, running, waiting: queue.length }
    },
  }
}
export type Hasher = ReturnType<typeof createHasher>
export const isHashingBusy = (e: unknown) => e instanceof AppError && e.code === 'HASHING_BUSY'

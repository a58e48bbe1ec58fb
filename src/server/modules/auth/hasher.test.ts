import { expect, test } from 'bun:test'
import { createHasher } from './hasher'

test(`runs at most \`running\` at once, queues \`waiting\` more, and turns the rest away with 429 \
HASHING_BUSY`, async () => {
  const hasher = createHasher({ running: 2, waiting: 3 })
  const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => hasher.hash(`secret-${i}`)))
  const done = results.filter((r) => r.status === 'fulfilled')
  const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []))
  expect(done).toHaveLength(5)
  expect(refused.map((e) => [e.code, e.status])).toEqual(Array(5).fill(['HASHING_BUSY', 429]))
  expect(hasher.stats()).toEqual({ ran: 5, peak: 2, refused: 5, running: 0, waiting: 0 })
  // Every queued one ran to the end: the turns were handed on, none lost.
  expect(await Bun.password.verify('secret-4', (done[4] as PromiseFulfilledResult<string>).value)).toBe(true)
})

test(`with nothing stored, a check still costs an argon2 run and is false; a stand-in turned away is made again \
later`, async () => {
  const hasher = createHasher({ running: 1, waiting: 0 })
  const stored = await hasher.hash('right')
  const busy = hasher.verify('right', stored)
  await expect(hasher.verify('anything', null)).rejects.toMatchObject({ code: 'HASHING_BUSY' })
  expect(await busy).toBe(true)
  expect(await hasher.verify('anything', null)).toBe(false)
  expect(await hasher.verify('wrong', stored)).toBe(false)
  // hash, verify, (refused), stand-in hash + its verify, verify
  expect(hasher.stats()).toMatchObject({ ran: 5, peak: 1, refused: 1 })
})

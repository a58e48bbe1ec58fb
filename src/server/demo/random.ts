/** Seeded PRNG (mulberry32) so the demo restaurant is the same on every machine. */
export type Rng = ReturnType<typeof createRng>

export function createRng(seed: number) {
  let s = seed >>> 0
  const next = (): number => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const rng = {
    next,
    /** Integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    weighted<T>(entries: readonly (readonly [T, number])[]): T {
      const total = entries.reduce((a, [, w]) => a + w, 0)
      let r = next() * total
      for (const [value, w] of entries) {
        r -= w
        if (r < 0) return value
      }
      return entries[entries.length - 1][0]
    },
    /** Box–Muller; good enough for "most orders near the peak". */
    normal(mean: number, sd: number) {
      const u = 1 - next()
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next())
    },
  }
  return rng
}

import { fill, zhTW } from '../../../shared/i18n/zh-TW.ts'

const d = zhTW.hq.duration

/** A span of time in its largest whole unit (45 秒, 3 分鐘, 2 小時, 5 天); a clock skew below zero reads 0 秒. */
export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000))
  if (s < 60) return fill(d.seconds, { n: s })
  if (s < 3600) return fill(d.minutes, { n: Math.floor(s / 60) })
  if (s < 86_400) return fill(d.hours, { n: Math.floor(s / 3600) })
  return fill(d.days, { n: Math.floor(s / 86_400) })
}

/** Part 1 §2: the list shows the first 2 spice levels and a '+N' badge for the rest. */
export function spicePreview(levels: readonly string[], shown = 2): { shown: string[]; more: number } {
  return { shown: levels.slice(0, shown), more: Math.max(0, levels.length - shown) }
}

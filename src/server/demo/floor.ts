/** Which tables are free when, so seated parties never overlap on one table. */
export type PlanTable = { id: number; number: string; seats: number }

export function createFloor(tables: PlanTable[]) {
  const busy = new Map<number, [number, number][]>(tables.map((t) => [t.id, []]))
  const isFree = (tableId: number, from: number, to: number) =>
    busy.get(tableId)!.every(([a, b]) => to <= a || from >= b)
  return {
    reserve(tableId: number, from: number, to: number) {
      busy.get(tableId)!.push([from, to])
    },
    /** The smallest free table that seats the party, or null when the room is full. */
    seat(guests: number, from: number, to: number): PlanTable | null {
      const fitting = tables.filter((t) => t.seats >= guests && isFree(t.id, from, to))
      if (!fitting.length) return null
      const smallest = Math.min(...fitting.map((t) => t.seats))
      return fitting.find((t) => t.seats === smallest)!
    },
  }
}
export type Floor = ReturnType<typeof createFloor>

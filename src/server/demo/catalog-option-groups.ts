/** The demo's option groups, shared by its drinks. Prices are whole NT$ (seeding converts to cents). */
export type OptionGroupDef = {
  name: string
  options: [string, number][]
  minChoices: number
  maxChoices: number
  defaultOption?: string
}

const free = (...names: string[]): [string, number][] => names.map((n) => [n, 0])

export const OPTION_GROUPS: OptionGroupDef[] = [
  {
    name: '甜度',
    options: free('正常', '少糖', '半糖', '微糖', '無糖'),
    minChoices: 1,
    maxChoices: 1,
    defaultOption: '正常',
  },
  { name: '冰塊', options: free('正常冰', '少冰', '微冰', '去冰', '溫', '熱'), minChoices: 1, maxChoices: 1 },
  {
    name: '加料',
    options: [
      ['珍珠', 10],
      ['椰果', 10],
    ],
    minChoices: 0,
    maxChoices: 3,
  },
]

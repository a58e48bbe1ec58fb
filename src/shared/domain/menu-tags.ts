/** Spec part 2 §3: the ten tags a menu item may carry. */
export const MENU_TAGS = ['新品', '招牌', '限定', '人氣', '素食', '辣', '微辣', '中辣', '大辣', '特價'] as const
export type MenuTag = (typeof MENU_TAGS)[number]

export const isMenuTag = (tag: string): tag is MenuTag => (MENU_TAGS as readonly string[]).includes(tag)

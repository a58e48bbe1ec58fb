/** An option group's bounds as a chooser and an error name them; its own file, for the diner's small build. */
export const optionGroupMessages = {
  /** 須選 when a pick is required, 可選 otherwise; one count or a range. */
  groupBounds: {
    required: '須選 {n} 項',
    requiredRange: '須選 {min} 到 {max} 項',
    optional: '可選 {n} 項',
    optionalRange: '可選 {min} 到 {max} 項',
  },
} as const

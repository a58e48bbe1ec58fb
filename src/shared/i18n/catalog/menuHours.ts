/** Menus by time and channel: 供應時段 on items and categories, 外帶 prices, and what ordering screens show. */
export const menuHoursMessages = {
  /** ISO weekday 1 (Monday) … 7 (Sunday). */
  weekdays: ['一', '二', '三', '四', '五', '六', '日'],
  everyDay: '每天',
  weekdaysOnly: '平日',
  weekends: '週末',
  dayRun: '週{from}至週{to}',
  dayList: '週{days}',
  window: '{days} {from}–{to}',
  /** Shown on a dish outside its hours (POS tile, phone card, diner page). */
  servedAt: '供應 {hours}',
  notNow: '非供應時段',
  allDay: '全天供應',
  editCategory: '設定「{name}」的供應時段',
  legend: '供應時段',
  hint: '不設定則全天供應。結束時間早於開始時間表示跨夜（例如 22:00–02:00）。',
  categoryHint: '分類的時段套用到分類內所有項目（例如早餐 06:00–10:30）。',
  from: '開始',
  to: '結束',
  addWindow: '加入時段',
  removeWindow: '移除時段 {label}',
  windowInvalid: '請選擇至少一天，並輸入開始與結束時間',
  channelHint: '外帶、外送價格不同時填寫；留空則與內用相同。大、小份等規格一併加減相同金額。',
  channelPrice: { takeout: '外帶價格（NT$）', delivery: '外送價格（NT$）' },
} as const

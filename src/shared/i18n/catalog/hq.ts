/** HQ's own app, on a server started with --hq (zhTW.hq). */
export const hqMessages = {
  title: '總部',
  tabs: {
    reports: '連鎖報表',
    status: '分店狀態',
  },
  tabsLabel: '總部功能',
  status: {
    title: '分店狀態',
    subtitle: '各分店最後送達總部的資料、延遲與設備狀況',
    empty: '尚未收到任何分店的資料。',
    store: '分店',
    events: '已收事件',
    lastEvent: '最後事件',
    lag: '延遲',
    silent: '已無資料',
    refreshed: '每 30 秒自動更新',
  },
  duration: {
    seconds: '{n} 秒',
    minutes: '{n} 分鐘',
    hours: '{n} 小時',
    days: '{n} 天',
  },
} as const

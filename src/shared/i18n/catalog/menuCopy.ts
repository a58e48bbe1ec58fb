/** Copying another store's menu: on a new store and on an existing one. */
export const menuCopyMessages = {
  action: '複製菜單',
  fromLabel: '從其他門市複製菜單',
  none: '不複製（空白菜單）',
  hint: '複製分類、品項、選項、圖片與配方；配方依名稱對應本店庫存，本店沒有的食材會以庫存 0 新增。',
  title: '複製菜單到「{name}」',
  sourceLabel: '來源門市',
  noSource: '沒有其他門市可以複製',
  confirm: '開始複製',
  copying: '複製中…',
  resultTitle: '菜單複製完成',
  copied: '已複製 {count} 項',
  skipped: '已存在而略過 {count} 項',
  unmatched: '本店沒有、已新增（庫存 0）的食材 {count} 項',
  summary: '已複製 {copied} 項、略過 {skipped} 項、新增食材 {unmatched} 項',
  failedTitle: '菜單複製失敗',
  createdButCopyFailed: '門市已建立，但菜單複製失敗；可在門市卡片上按「複製菜單」重試',
} as const

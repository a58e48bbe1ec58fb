/** The printed 電子發票證明聯 and its 交易明細 (src/devices/printer/einvoice-proof.ts). */
export const einvoicePrintMessages = {
  title: '電子發票證明聯',
  reprint: '補印',
  randomCode: '隨機碼',
  total: '總計',
  seller: '賣方',
  buyer: '買方',
  /** 格式代號 25: a cash-register invoice to a buyer with a 統編 (shown with the tax). */
  format25: '格式 25',
  sales: '銷售額',
  tax: '稅額',
  details: '交易明細',
  number: '發票號碼',
  time: '時間',
  buyerId: '買方統編',
  sellerName: '賣方名稱',
  unitPrice: '單價',
  /** The 折讓證明單 a 統編 buyer (or a consumer after the filing deadline) signs for a return. */
  allowance: {
    /** Two lines: the whole title is wider than 58 mm paper. */
    title: ['營業人銷貨退回、進貨退出', '或折讓證明單'],
    copy: '證明聯',
    number: '折讓單號',
    date: '折讓日期',
    sellerId: '賣方統編',
    sellerName: '賣方名稱',
    buyerId: '買方統編',
    original: '原發票號碼',
    originalDate: '原發票日期',
    item: '品名',
    quantity: '數量',
    amount: '金額（不含稅）',
    tax: '營業稅額',
    total: '合計',
    signature: '買受人簽章：',
  },
}

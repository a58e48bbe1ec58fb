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
  carrier: '載具',
  donationCode: '捐贈愛心碼',
}

import { fill, type MessageParams } from './fill.ts'
import { productsMessages } from './catalog/products.ts'
import { backofficeMessages } from './catalog/backoffice.ts'
import { frontOfHouseMessages } from './catalog/frontOfHouse.ts'
import { mobileMessages } from './catalog/mobile.ts'
import { payMessages } from './catalog/pay.ts'
import { einvoiceMessages } from './catalog/einvoice.ts'
import { adjustMessages } from './catalog/adjust.ts'
import { generalMessages } from './catalog/general.ts'
import { authMessages } from './catalog/auth.ts'
import { navMessages } from './catalog/nav.ts'
import { userMessages } from './catalog/user.ts'
import { notFoundMessages } from './catalog/notFound.ts'
import { einvoicePrintMessages } from './catalog/einvoicePrint.ts'
import { menuCopyMessages } from './catalog/menuCopy.ts'
import { floorMessages } from './catalog/floor.ts'
import { shiftMessages } from './catalog/shift.ts'
import { menuHoursMessages } from './catalog/menuHours.ts'
import { optionGroupEditorMessages } from './catalog/optionGroupEditor.ts'
import { optionGroupMessages } from './catalog/optionGroups.ts'
import { kioskMessages } from './catalog/kiosk.ts'
import { hqMessages } from './catalog/hq.ts'
import { setSlotEditorMessages } from './catalog/setSlotEditor.ts'

/**
 * The one catalog of user-visible text (Traditional Chinese, Taiwan).
 * Access it directly (`zhTW.nav.pos`) or through `t('nav.pos')`; both are typed, so a
 * missing key fails `tsc`. Templates use {name} placeholders filled by `t(key, params)`.
 * Data (menu names, store names) never goes here.
 */
export const zhTW = {
  mobile: mobileMessages,
  products: productsMessages,
  backoffice: backofficeMessages,
  frontOfHouse: frontOfHouseMessages,
  pay: payMessages,
  einvoice: einvoiceMessages,
  adjust: adjustMessages,
  einvoicePrint: einvoicePrintMessages,
  menuCopy: menuCopyMessages,
  floor: floorMessages,
  shift: shiftMessages,
  menuHours: menuHoursMessages,
  optionGroupEditor: optionGroupEditorMessages,
  optionGroups: optionGroupMessages,
  setSlotEditor: setSlotEditorMessages,
  kiosk: kioskMessages,
  hq: hqMessages,
  app: {
    name: '餐廳管理系統',
    tagline: '點餐、訂單、庫存與會員，一套搞定',
  },
  common: generalMessages,
  auth: authMessages,
  nav: navMessages,
  user: userMessages,
  store: {
    current: '目前店面',
    choosePrompt: '請選擇店面',
    none: '尚無店面',
    noneHintManager: '請先新增一間店面。',
    noneHintStaff: '請聯絡店長將您加入店面。',
    switchLabel: '切換店面',
    switchFailedTitle: '切換店面失敗',
    switched: '已切換至 {name}',
    add: '新增店面',
    addTitle: '新增店面',
    addDescription: '建立一間新的店面，名稱與代碼為必填。',
    name: '店面名稱',
    code: '店面代碼',
    codePlaceholder: '例如 TPE01',
    address: '地址',
    phone: '電話',
    created: '店面已新增',
    createFailedTitle: '新增失敗',
    status: {
      preparing: '籌備中',
      active: '營業中',
      inactive: '停業',
    },
    pageTitle: '店面管理',
    pageSubtitle: '管理所有店面的基本資料與營業狀態',
    codeLabel: '代碼',
    noAddress: '未填寫地址',
    noPhone: '未填寫電話',
  },
  dashboard: {
    title: '儀表板',
    noStore: '尚未選擇店面',
    toReports: '查看報表',
    newOrder: '新增訂單',
    statsPending: '營業額、訂單數與庫存警示等資訊卡片尚在建置中。',
  },
  pages: {
    menu: '菜單',
    qrOrder: '掃碼點餐',
    mobileCounter: '櫃台接待',
    mobileStaff: '外場服務',
    mobileKitchen: '廚房出餐',
    mobileCustomer: '顧客點餐',
    backToRoles: '切換角色',
  },
  mobileRoles: {
    title: '選擇您的角色',
    subtitle: '請選擇此裝置要使用的工作角色',
    switchToDesktop: '切換至桌面版',
    counter: { label: '櫃台接待', description: '開桌、結帳、收銀' },
    staff: { label: '外場服務', description: '桌位服務、點餐與送餐' },
    kitchen: { label: '廚房出餐', description: '製作訂單、查看 SOP' },
    customer: { label: '顧客點餐', description: '掃碼點餐、瀏覽菜單' },
    manager: { label: '管理者', description: '進入完整後台管理' },
  },
  notFound: notFoundMessages,
  /** The API reference at /api/docs (src/server/http/api-docs.ts). */
  apiDocs: {
    title: '餐廳 POS API',
    ok: '成功',
    created: '已建立',
    replayed: '重送：同一 Idempotency-Key 的第一次結果',
    accepted: '已排入列印',
    noContent: '已刪除',
    notModified: '未變更（If-None-Match）',
    file: '檔案',
    events: '即時事件（server-sent events）',
    redirect: '轉址',
    refused: '請求被拒絕，未做任何變更：code 為錯誤代碼，message 為繁體中文說明',
  },
  /** The receipt on screen, where the store has no receipt printer (after payment, 補印收據). */
  receiptScreen: {
    title: '收據',
    noPrinter: '此店尚未設定收據印表機：收據顯示如下',
    close: '關閉',
  },
  // Devices module: text printed on receipts and kitchen tickets.
  print: {
    reprint: '*** 補印 ***',
    reprintedAt: '補印時間',
    /** A refund taken on the order, under its payment: 退款（現金）. */
    refund: '退款（{method}）',
    order: '訂單',
    table: '桌號',
    tableBig: '桌 {number}',
    time: '時間',
    item: '品項',
    qty: '數量',
    amount: '金額',
    subtotal: '小計',
    serviceFee: '服務費',
    discount: '折扣',
    total: '總計',
    method: '付款方式',
    paid: '實收',
    change: '找零',
    invoice: '發票號碼',
    thisPayment: '本次收款',
    /** A split part's receipt: 分帳 1/3（整桌 NT$682）. */
    splitPart: '分帳 {position}/{of}（整桌 {total}）',
    notes: '備註',
    kitchen: '廚房單',
    added: '加點',
    void: '*** 作廢 ***',
    voidHint: '此單已取消，請停止製作',
    /** A line void: only the lines below are off, the rest of the order is still cooked. */
    voidLine: '*** 作廢品項 ***',
    voidLineHint: '作廢品項，請停止製作此品項',
    test: '測試列印',
    testBody: '中文測試：繁體中文 珍珠奶茶 牛肉麵 NT$120',
    testRuler: '欄寬 {columns}（{paper} mm）',
    /** A printer's jobs have waited past the alert threshold (devices status, dashboard, settings). */
    backlogAlert: '{role}印表機 {name} 有 {count} 張單等待列印，最久 {minutes} 分鐘，請檢查電源、紙捲與網路',
    roles: { receipt: '收據', kitchen: '廚房', drawer: '錢櫃' },
    /** Later orders of a table session: 加點（前單 #012、#015）. */
    addOnOf: '{added}（前單 {numbers}）',
    /** The Z report (day close) on the receipt printer. */
    z: {
      title: 'Z 報表',
      store: '店別',
      businessDay: '營業日',
      open: '（尚未日結）',
      /** Sections of the Z, on paper and on screen alike. */
      sales: '銷售',
      orders: '訂單數',
      cancelled: '取消訂單',
      /** Every order of the day, paid or not: not a sales figure, so not called 營業額. */
      ordered: '點單總額（含未結帳）',
      grossSales: '銷售總額',
      serviceFee: '其中服務費',
      discounts: '折扣',
      refunds: '退款',
      netSales: '淨銷售額',
      adjustments: '折扣與作廢',
      noDiscounts: '無折扣',
      voids: '作廢品項',
      byMethod: '收款',
      paymentTotal: '收款合計',
      refundTotal: '退款合計',
      netTotal: '淨收款',
      cash: '現金',
      openingFloat: '開店零用金',
      cashIn: '現金收款',
      cashRefunds: '現金退款',
      invoices: '發票',
      invoiceNumbers: '號碼',
      invoiceRange: '{from} ～ {to}',
      issued: '開立',
      invoiceKinds: { carrier: '載具', donation: '捐贈', buyer: '統編', printed: '列印證明聯' },
      invoiceVoided: '作廢',
      allowances: '折讓',
      cashier: '收銀員 {name}',
      shiftSpan: '{from} ～ {to}',
      shiftOpen: '未交班',
      /** Payments taken with no shift open: the block that makes the cashiers add up to the day. */
      unshifted: '未開班收款',
      pendingInvoices: '待開立發票',
      expectedCash: '應有現金',
      countedCash: '實點現金',
      difference: '差額',
      printedAt: '列印時間',
      closedAt: '日結時間',
      carriedOver: '轉入下一營業日',
    },
    methods: {
      cash: '現金',
      credit_card: '信用卡',
      taiwan_pay: '台灣Pay',
      apple_pay: 'Apple Pay',
      line_pay: 'LINE Pay',
    },
  },
} as const

export type Messages = typeof zhTW

/** Dot paths to every string leaf of the catalog: 'nav.pos', 'store.status.active', ... */
export type MessageKey = LeafPaths<Messages>

type LeafPaths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : LeafPaths<T[K], `${P}${K}.`>
}[keyof T & string]

export { fill, type MessageParams }

export function t(key: MessageKey, params?: MessageParams): string {
  let node: unknown = zhTW
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part]
  return fill(node as string, params)
}

import { productsMessages } from './catalog/products.ts'
import { backofficeMessages } from './catalog/backoffice.ts'
import { frontOfHouseMessages } from './catalog/frontOfHouse.ts'
import { mobileMessages } from './catalog/mobile.ts'
import { payMessages } from './catalog/pay.ts'
import { einvoiceMessages } from './catalog/einvoice.ts'
import { adjustMessages } from './catalog/adjust.ts'
import { einvoicePrintMessages } from './catalog/einvoicePrint.ts'

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
  app: {
    name: '餐廳管理系統',
    tagline: '點餐、訂單、庫存與會員，一套搞定',
  },
  common: {
    loading: '載入中...',
    notBuilt: '此功能尚在建置中',
    notBuiltHint: '這個畫面將在後續版本提供，目前尚無法使用。',
    cancel: '取消',
    close: '關閉',
    save: '儲存',
    create: '新增',
    submitting: '處理中...',
    retry: '重新載入',
    loadFailed: '資料載入失敗',
    required: '必填',
    optional: '選填',
    fieldRequired: '請輸入{field}',
    fieldEmail: '電子郵件格式不正確',
    fieldMinLength: '{field}至少需要 {n} 個字元',
    fieldMoney: '{field}請輸入 0 以上的金額，最多兩位小數',
    fieldWholeNumber: '{field}請輸入 0 以上的整數',
  },
  auth: {
    oidcButton: '使用單一登入（SSO）帳號登入',
    lineButton: '使用 LINE 帳號登入',
    orLocal: '或使用帳號密碼',
    tabLogin: '登入',
    tabRegister: '註冊',
    username: '帳號',
    password: '密碼',
    confirmPassword: '確認密碼',
    email: '電子郵件',
    firstName: '名字',
    lastName: '姓氏',
    passwordHint: '至少 6 個字元',
    loginSubmit: '登入',
    registerSubmit: '註冊',
    securityNote: '為保護帳號安全，登入嘗試次數有限；多次失敗後，您的 IP 可能會被暫時封鎖。',
    failedAttempts: '失敗次數 {n}/{max}',
    locked: '已暫時鎖定，請於 {minutes} 分鐘後再試',
    registrationClosedTitle: '目前不開放自行註冊',
    registrationClosedBody: '請聯絡店長或經理為您建立帳號，再回到「登入」分頁使用帳號密碼登入。',
    loginFailedTitle: '登入失敗',
    loginFailedFallback: '帳號或密碼錯誤',
    registerFailedTitle: '註冊失敗',
    registerFailedFallback: '註冊時發生錯誤',
    passwordMismatchTitle: '密碼不一致',
    passwordMismatchBody: '兩次輸入的密碼不相同，請重新輸入',
    passwordTooShort: '密碼至少需要 6 個字元',
    providerUnavailableTitle: '無法使用此登入方式',
    oidcNotConfigured: '尚未設定單一登入（SSO），請使用帳號密碼登入。',
    lineNotConfigured: '尚未設定 LINE 登入，請使用帳號密碼登入。',
    unauthorizedTitle: '未授權',
    unauthorizedBody: '您已登出，正在重新登入...',
  },
  nav: {
    groups: {
      main: '主要',
      products: '商品',
      members: '會員',
      operations: '營運',
      system: '系統',
    },
    dashboard: '儀表板',
    pos: '點餐系統',
    orders: '訂單管理',
    tables: '桌位管理',
    qrOrdering: '掃碼點餐',
    menuManagement: '菜單管理',
    inventory: '庫存管理',
    cost: '成本分析',
    members: '會員管理',
    announcements: '公告',
    handover: '交接事項',
    activityLogs: '操作紀錄',
    reports: '報表分析',
    stores: '店面管理',
    users: '使用者管理',
    payments: '收款與日結',
    settings: '設定',
    sidebar: '功能選單',
    openMenu: '開啟選單',
    closeMenu: '關閉選單',
    collapse: '收合側邊欄',
    expand: '展開側邊欄',
    logout: '登出',
  },
  user: {
    fallbackName: '使用者',
    roleManager: '店長',
    roleStaff: '員工',
    permission: '{role}權限',
  },
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
  notFound: {
    title: '404 Page Not Found',
    body: '找不到您要的頁面，請確認網址是否正確。',
    home: '回到首頁',
  },
  // Devices module (issue 7): text printed on receipts and kitchen tickets.
  print: {
    reprint: '*** 補印 ***',
    order: '訂單',
    table: '桌號',
    tableBig: '桌 {number}',
    takeout: '外帶',
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

export type MessageParams = Record<string, string | number>

/** Fills {name} placeholders; unknown placeholders are left as they are. */
export function fill(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}

export function t(key: MessageKey, params?: MessageParams): string {
  let node: unknown = zhTW
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part]
  return fill(node as string, params)
}

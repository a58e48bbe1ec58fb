/** The 404 page (zhTW.notFound). */
export const notFoundMessages = {
  title: '404 Page Not Found',
  body: '找不到您要的頁面，請確認網址是否正確。',
  home: '回到首頁',
} as const

/** How a signed-in user is named and labelled (zhTW.user). */
export const userMessages = {
  fallbackName: '使用者',
  roleManager: '店長',
  roleStaff: '員工',
  permission: '{role}權限',
} as const

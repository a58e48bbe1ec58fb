/** Members (會員) and their points: the module's one door. */
export { createMemberService, type MemberService } from './service'
export { memberRoutes } from './routes'
export { memberOfStore, moveMemberSpend } from './spend'

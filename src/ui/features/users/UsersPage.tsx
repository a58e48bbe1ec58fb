import { zhTW } from '../../../shared/i18n/zh-TW.ts'
import { NotBuilt } from '../../components/NotBuilt.tsx'

export function UsersPage() {
  return <NotBuilt title={zhTW.nav.users} />
}

import { zhTW } from '../../../shared/i18n/zh-TW.ts'
import { NotBuilt } from '../../components/NotBuilt.tsx'

export function ReportsPage() {
  return <NotBuilt title={zhTW.nav.reports} />
}

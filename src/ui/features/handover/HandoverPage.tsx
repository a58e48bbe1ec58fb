import { zhTW } from '../../../shared/i18n/zh-TW.ts'
import { NotBuilt } from '../../components/NotBuilt.tsx'

export function HandoverPage() {
  return <NotBuilt title={zhTW.nav.handover} />
}

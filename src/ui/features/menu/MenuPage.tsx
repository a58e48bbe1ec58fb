import { zhTW } from '../../../shared/i18n/zh-TW.ts'
import { NotBuilt } from '../../components/NotBuilt.tsx'

export function MenuPage() {
  return <NotBuilt title={zhTW.pages.menu} />
}

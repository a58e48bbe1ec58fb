import { zhTW } from '../../../shared/i18n/zh-TW.ts'
import { NotBuilt } from '../../components/NotBuilt.tsx'

export function QrOrderPage() {
  return (
    <div className="standalone">
      <NotBuilt title={zhTW.pages.qrOrder} />
    </div>
  )
}

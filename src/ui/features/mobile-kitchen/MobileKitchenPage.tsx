import { Link } from 'wouter'
import { zhTW } from '../../../shared/i18n/zh-TW.ts'
import { NotBuilt } from '../../components/NotBuilt.tsx'

export function MobileKitchenPage() {
  return (
    <div className="standalone">
      <NotBuilt title={zhTW.pages.mobileKitchen}>
        <Link href="/mobile/role-select" className="btn btn-secondary btn-md">
          {zhTW.pages.backToRoles}
        </Link>
      </NotBuilt>
    </div>
  )
}

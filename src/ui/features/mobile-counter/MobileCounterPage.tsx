import { Link } from 'wouter'
import { zhTW } from '../../../shared/i18n/zh-TW.ts'
import { NotBuilt } from '../../components/NotBuilt.tsx'

export function MobileCounterPage() {
  return (
    <div className="standalone">
      <NotBuilt title={zhTW.pages.mobileCounter}>
        <Link href="/mobile/role-select" className="btn btn-secondary btn-md">
          {zhTW.pages.backToRoles}
        </Link>
      </NotBuilt>
    </div>
  )
}

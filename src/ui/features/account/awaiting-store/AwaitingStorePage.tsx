import { useSignals } from '@preact/signals-react/runtime'
import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { logoutUrl } from '../../../api/urls.ts'
import { Button } from '../../../components/Button.tsx'
import { toast } from '../../../components/Toaster.tsx'
import { authUser } from '../../../state/auth.ts'
import { useStores } from '../../../state/stores.ts'
import '../sign-in/signin.css'

const a = zhTW.auth

/**
 * A signed-in account that works at no store yet (self-registered accounts start so): nothing to
 * do but wait for a manager to assign one on /users, then check again.
 */
export function AwaitingStorePage() {
  useSignals()
  const stores = useStores()
  const checking = stores.isFetching
  // With a store now, the app (App.tsx, on the same query) leaves this page by itself.
  const recheck = async () => {
    const { data } = await stores.refetch()
    if ((data ?? []).length === 0) toast({ title: a.awaitingStoreStill })
  }
  return (
    <div className="signin">
      <div className="signin-card card" data-testid="awaiting-store">
        <header className="signin-header">
          <div className="signin-logo" aria-hidden="true">
            餐
          </div>
          <h1 className="signin-title">{a.awaitingStoreTitle}</h1>
        </header>
        <p>{fill(a.awaitingStoreBody, { username: authUser.value?.username ?? '' })}</p>
        <Button size="lg" className="btn-block" disabled={checking} onClick={() => void recheck()}>
          {checking ? zhTW.common.loading : a.awaitingStoreRecheck}
        </Button>
        <Button variant="secondary" size="lg" className="btn-block" onClick={() => window.location.assign(logoutUrl)}>
          {zhTW.nav.logout}
        </Button>
      </div>
    </div>
  )
}

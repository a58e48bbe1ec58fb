import { useMutation } from '@tanstack/react-query'
import { zhTW } from '../shared/i18n/zh-TW.ts'
import { Button } from './components/Button.tsx'
import { EmptyCard } from './components/PageStates.tsx'
import { Spinner } from './components/Spinner.tsx'
import { useStore } from './components/NoStore.tsx'
import { createStore, switchStore } from './state/stores.ts'
import MenuManagementScreen from './features/back-office/menu-management/MenuManagementScreen.tsx'

const t = zhTW.hq.editor

/**
 * The chain's menu as HQ edits it: its template (HQ's first store) in the store's own menu screens. Here,
 * beside the route table, because it puts a back-office screen into HQ's app.
 */
export default function MenuEditorScreen() {
  const { store, loading } = useStore()
  const start = useMutation({
    mutationFn: async () => switchStore((await createStore({ name: t.templateName, code: 'HQ-MENU' })).id),
    meta: { errorTitle: t.startFailed },
  })
  if (loading) return <Spinner />
  if (store) return <MenuManagementScreen />
  return (
    <EmptyCard title={t.emptyTitle} body={t.emptyBody}>
      <Button size="lg" disabled={start.isPending} onClick={() => start.mutate()}>
        {t.start}
      </Button>
    </EmptyCard>
  )
}

import { useSignals } from '@preact/signals-react/runtime'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'wouter'
import { zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../components/Button.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { Tabs } from '../../../components/Tabs.tsx'
import { useLiveRefresh } from '../../../live.ts'
import { authUser } from '../../../state/auth.ts'
import { isManager } from '../../../state/user-display.ts'
import { NoStore, useStore } from '../../../components/NoStore.tsx'
import { tablesQuery } from '../../../front-of-house-api.ts'
import { TableFormDialog } from './components/TableFormDialog.tsx'
import { CombinationsTab } from './components/CombinationsTab.tsx'
import { ConfigurationsTab } from './components/ConfigurationsTab.tsx'
import { TableList } from './components/TableList.tsx'
import '../../../components/front-of-house.css'
import './tables.css'

const tm = zhTW.frontOfHouse.tables

type TabKey = 'list' | 'configurations' | 'combinations'

function Tables({ storeId }: { storeId: number }) {
  useSignals()
  useLiveRefresh(storeId)
  const tablesQ = useQuery(tablesQuery(storeId))
  const [tab, setTab] = useState<TabKey>('list')
  const [adding, setAdding] = useState(false)
  const manager = isManager(authUser.value)
  const tables = tablesQ.data ?? []

  return (
    <section className="page">
      <PageHeader
        title={tm.title}
        subtitle={tm.subtitle}
        actions={
          <>
            <Link href="/floor" className="btn btn-primary btn-md">
              {zhTW.floor.open}
            </Link>
            <Button variant="secondary" onClick={() => setAdding(true)}>
              ＋ {tm.add}
            </Button>
          </>
        }
      />
      <Tabs<TabKey>
        value={tab}
        onChange={setTab}
        items={[
          {
            key: 'list',
            label: tm.tabList,
            content: tablesQ.isPending ? (
              <Spinner />
            ) : (
              <TableList storeId={storeId} tables={tables} manager={manager} onAdd={() => setAdding(true)} />
            ),
          },
          {
            key: 'configurations',
            label: tm.tabConfigurations,
            content: <ConfigurationsTab storeId={storeId} manager={manager} />,
          },
          {
            key: 'combinations',
            label: tm.tabCombinations,
            content: <CombinationsTab storeId={storeId} tables={tables} manager={manager} />,
          },
        ]}
      />
      <TableFormDialog storeId={storeId} open={adding} onClose={() => setAdding(false)} />
    </section>
  )
}

export default function TablesScreen() {
  useSignals()
  const { store, loading } = useStore()
  if (!store) return <NoStore title={tm.title} loading={loading} />
  return <Tables key={store.id} storeId={store.id} />
}

import { useMemo } from 'react'
import { useLocation, useSearch } from 'wouter'
import { generalMessages } from '../../../shared/i18n/catalog/general.ts'
import { mobileMessages } from '../../../shared/i18n/catalog/mobile.ts'
import { frontOfHouseMessages } from '../../../shared/i18n/catalog/frontOfHouse.ts'
import { Button } from '../../components/Button.tsx'
import { FullScreenSpinner } from '../../components/Spinner.tsx'
import { Blocking } from './Blocking.tsx'
import { parseDinerParams, type DinerParams } from './diner.ts'
import { DinerOrdering, type DinerVariant } from './DinerOrdering.tsx'
import { useDiner } from './useDiner.ts'
import '../../components/mobile/mobile.css'
import './diner.css'

const d = mobileMessages.diner

/**
 * The diner's QR ordering, shared by /mobile/customer (智慧點餐) and /qr-order: the same checks
 * and cart, each with its own header. No sign-in: the table's signed token is the key.
 */
export default function DinerScreen({ variant }: { variant: DinerVariant }) {
  const search = useSearch()
  const params = useMemo(() => parseDinerParams(search), [search])
  return params ? <DinerTablePage variant={variant} params={params} /> : <InvalidLink />
}

function InvalidLink() {
  return (
    <Blocking icon="⚠" title={d.invalidTitle}>
      <p>{d.invalidBody}</p>
    </Blocking>
  )
}

function DinerTablePage({ variant, params }: { variant: DinerVariant; params: DinerParams }) {
  const [, navigate] = useLocation()
  const diner = useDiner(params)

  switch (diner.phase) {
    case 'invalid':
      return <InvalidLink />
    case 'rescan':
      return (
        <Blocking icon="↻" title={d.rescanTitle}>
          <p>{d.rescanBody}</p>
        </Blocking>
      )
    case 'notOpen':
      return (
        <Blocking
          icon="◷"
          title={d.notOpenTitle}
          actions={
            <Button variant="secondary" size="lg" onClick={() => navigate('/mobile/role-select')}>
              {d.close}
            </Button>
          }
        >
          <p>{d.notOpenBody}</p>
          <p className="notice">{d.notOpenPolling}</p>
        </Blocking>
      )
    case 'error':
      return (
        <Blocking
          icon="⚠"
          title={generalMessages.loadFailed}
          actions={
            <Button size="lg" onClick={() => void diner.refresh()}>
              {mobileMessages.common.retry}
            </Button>
          }
        >
          <p>{frontOfHouseMessages.common.networkError}</p>
        </Blocking>
      )
    case 'loading':
      return <FullScreenSpinner />
    case 'ordering':
      return (
        <DinerOrdering
          variant={variant}
          queries={diner.queries}
          params={params}
          table={diner.table!}
          onStale={diner.refresh}
        />
      )
  }
}

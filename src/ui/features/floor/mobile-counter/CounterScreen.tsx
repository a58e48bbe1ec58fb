import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { Spinner } from '../../../components/Spinner.tsx'
import { useLiveRefresh } from '../../../live.ts'
import { tablesQuery } from '../../../front-of-house-api.ts'
import { MobileHeader } from '../../../components/mobile/MobileHeader.tsx'
import { StaffGate, StaffHeaderActions } from '../../../components/mobile/StaffGate.tsx'
import { CheckoutView } from './CheckoutView.tsx'
import { checkoutTables } from './counter.ts'
import { SeatingView } from './SeatingView.tsx'
import './counter.css'
import { RovingGroup } from '../../../components/RovingGroup.tsx'

const m = zhTW.mobile.counter

function Counter({ storeId }: { storeId: number }) {
  useLiveRefresh(storeId)
  const tables = useQuery(tablesQuery(storeId))
  const [mode, setMode] = useState<'seating' | 'checkout'>('seating')
  const list = tables.data ?? []
  const pending = checkoutTables(list).length

  return (
    <div className="m-screen">
      <MobileHeader title={m.title} right={<StaffHeaderActions storeId={storeId} />} />
      <main className="m-main">
        <RovingGroup className="m-segment" role="tablist" aria-label={m.title}>
          <button type="button" role="tab" aria-selected={mode === 'seating'} onClick={() => setMode('seating')}>
            {m.seating}
          </button>
          <button type="button" role="tab" aria-selected={mode === 'checkout'} onClick={() => setMode('checkout')}>
            {m.checkout}
            <span className={`count-pill${pending > 0 ? ' hot' : ''}`}>{pending}</span>
          </button>
        </RovingGroup>
        {tables.isPending ? <Spinner /> : null}
        {tables.data && mode === 'seating' ? <SeatingView storeId={storeId} tables={list} /> : null}
        {tables.data && mode === 'checkout' ? <CheckoutView storeId={storeId} tables={list} /> : null}
      </main>
    </div>
  )
}

/** Spec part 2 §2.11 櫃台接待: seating and checkout on the counter's phone or tablet. */
export default function CounterScreen() {
  return <StaffGate title={m.title}>{(store) => <Counter storeId={store.id} />}</StaffGate>
}

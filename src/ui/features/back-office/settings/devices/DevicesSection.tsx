import { zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { DisplaysCard } from './DisplaysCard.tsx'
import { PrintersCard } from './PrintersCard.tsx'
import { PrintJobsCard } from './PrintJobsCard.tsx'
import { StatusCard } from './StatusCard.tsx'

const v = zhTW.backoffice.devices

/** 裝置: printers, print jobs, kitchen displays (MQTT), cash drawer and status (managers). */
export function DevicesSection({ storeId }: { storeId: number }) {
  return (
    <section className="st-section" aria-labelledby="devices-heading">
      <div>
        <h2 id="devices-heading" className="st-heading">
          {v.title}
        </h2>
        <p className="muted">{v.subtitle}</p>
      </div>
      <div className="bo-grid-2">
        <StatusCard storeId={storeId} />
        <PrintersCard storeId={storeId} />
        <DisplaysCard storeId={storeId} />
        <PrintJobsCard storeId={storeId} />
      </div>
    </section>
  )
}

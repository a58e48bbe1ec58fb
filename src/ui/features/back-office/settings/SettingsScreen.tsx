import { zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { useBackOffice } from '../../../hooks/useBackOffice.ts'
import '../backoffice.css'
import './settings.css'
import { BackupSection } from './components/BackupSection.tsx'
import { AccountForms } from './components/AccountForms.tsx'
import { PersonalSection } from './components/PersonalSection.tsx'
import { StoreSettingsSection } from './components/StoreSettingsSection.tsx'
import { DiscountSettingsSection } from './components/DiscountSettingsSection.tsx'
import { SystemSection } from './components/SystemSection.tsx'
import { EinvoiceSettingsSection } from './components/EinvoiceSettingsSection.tsx'
import { DevicesSection } from './devices/DevicesSection.tsx'
import { KiosksCard } from './components/KiosksCard.tsx'

const s = zhTW.backoffice.settings

/**
 * Spec part 2 §2.9 personal settings; managers also get store and device settings, the owner system settings and
 * backups.
 */
export default function SettingsScreen() {
  const { store, manager, owner } = useBackOffice()
  return (
    <section className="page">
      <PageHeader title={s.title} subtitle={s.subtitle} />
      <PersonalSection />
      <AccountForms />
      {manager ? (
        <div className="bo-grid-2">
          {store ? <StoreSettingsSection store={store} /> : null}
          {store ? <DiscountSettingsSection store={store} /> : null}
          {store ? <EinvoiceSettingsSection store={store} /> : null}
          {store ? <KiosksCard storeId={store.id} /> : null}
          {owner ? <SystemSection /> : null}
        </div>
      ) : null}
      {owner ? <BackupSection /> : null}
      {manager && store ? <DevicesSection storeId={store.id} /> : null}
    </section>
  )
}

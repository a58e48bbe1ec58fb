import { useSignals } from '@preact/signals-react/runtime'
import { useLocation } from 'wouter'
import { zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../components/Button.tsx'
import { device } from '../../../state/device.ts'
import {
  MOBILE_ROLES,
  readForceDesktop,
  ROLE_PATHS,
  saveRole,
  setForceDesktop,
  type MobileRole,
} from '../../../state/mobile.ts'
import './role-select.css'

const r = zhTW.mobileRoles

/** Spec part2 §2.10: pick what this device is used for; the choice lasts for the browser session. */
export function RoleSelectPage() {
  useSignals()
  const [, navigate] = useLocation()
  const showDesktopSwitch = device.value.isMobile && readForceDesktop() === 'false'

  const choose = (role: MobileRole) => {
    saveRole(role)
    navigate(ROLE_PATHS[role])
  }

  return (
    <div className="standalone role-select">
      <header className="role-header">
        <h1 className="page-title">{r.title}</h1>
        <p className="page-subtitle">{r.subtitle}</p>
      </header>
      <div className="role-grid">
        {MOBILE_ROLES.map((role) => (
          <button key={role} type="button" className={`role-card role-${role}`} onClick={() => choose(role)}>
            <span className="role-label">{r[role].label}</span>
            <span className="role-description">{r[role].description}</span>
          </button>
        ))}
      </div>
      {showDesktopSwitch ? (
        <Button
          variant="secondary"
          size="lg"
          className="desktop-switch"
          onClick={() => {
            setForceDesktop(true)
            navigate('/')
          }}
        >
          {r.switchToDesktop}
        </Button>
      ) : null}
    </div>
  )
}

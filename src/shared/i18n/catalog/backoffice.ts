/**
 * Back-office group: dashboard, members, stores, reports, announcements, handover,
 * activity log, settings and devices, users, payments. One file per screen under backoffice/.
 */
import { activityMessages } from './backoffice/activity.ts'
import { announcementsMessages } from './backoffice/announcements.ts'
import { commonMessages } from './backoffice/common.ts'
import { dashboardMessages } from './backoffice/dashboard.ts'
import { devicesMessages } from './backoffice/devices.ts'
import { handoverMessages } from './backoffice/handover.ts'
import { membersMessages } from './backoffice/members.ts'
import { paymentsMessages } from './backoffice/payments.ts'
import { reportsMessages } from './backoffice/reports.ts'
import { settingsMessages } from './backoffice/settings.ts'
import { storesMessages } from './backoffice/stores.ts'
import { usersMessages } from './backoffice/users.ts'

export const backofficeMessages = {
  common: commonMessages,
  dashboard: dashboardMessages,
  members: membersMessages,
  stores: storesMessages,
  reports: reportsMessages,
  announcements: announcementsMessages,
  handover: handoverMessages,
  activity: activityMessages,
  settings: settingsMessages,
  devices: devicesMessages,
  users: usersMessages,
  payments: paymentsMessages,
} as const

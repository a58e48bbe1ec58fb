import { useEffect } from 'react'
import { authMessages } from '../shared/i18n/catalog/auth.ts'
import { oidcLoginUrl } from './api/urls.ts'
import { FullScreenSpinner } from './components/Spinner.tsx'
import { toast } from './components/Toaster.tsx'

export const LOGIN_REDIRECT_DELAY_MS = 500
let redirecting = false

/** Spec part1 §2/§8: no user on a logged-in screen → toast 未授權, then the sign-in (/api/login) after 500 ms. */
export function AuthRedirect() {
  useEffect(() => {
    if (redirecting) return
    redirecting = true
    toast({ variant: 'destructive', title: authMessages.unauthorizedTitle, description: authMessages.unauthorizedBody })
    setTimeout(() => {
      window.location.href = oidcLoginUrl
    }, LOGIN_REDIRECT_DELAY_MS)
  }, [])
  return <FullScreenSpinner />
}

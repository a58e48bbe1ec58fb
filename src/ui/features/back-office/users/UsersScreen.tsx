import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { Badge } from '../../../components/Badge.tsx'
import { Button } from '../../../components/Button.tsx'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { toast } from '../../../components/Toaster.tsx'
import { displayName } from '../../../state/user-display.ts'
import { useBackOffice } from '../../../hooks/useBackOffice.ts'
import { ManagerOnlyPage, QueryStatus } from '../../../components/PageStates.tsx'
import '../backoffice.css'
import './users.css'
import { PinDialog, ResetPasswordDialog } from './components/CredentialDialogs.tsx'
import { UserFormDialog } from './components/UserFormDialog.tsx'
import { storeListQuery } from '../stores/queries.ts'
import { updateUser, usersQuery, type ManagedUser } from './model.ts'

const u = zhTW.backoffice.users
const officeText = zhTW.backoffice.common

type Open = { kind: 'add' } | { kind: 'edit' | 'password' | 'pin' | 'deactivate'; user: ManagedUser } | null

/**
 * /users: managers list, create, edit role and stores, deactivate, reset password or PIN;
 * only for the accounts the server marks `canManage` (the owner everyone, a manager the
 * non-owners of their own stores).
 */
export default function UsersScreen() {
  const { manager, owner, user: me } = useBackOffice()
  const users = useQuery({ ...usersQuery, enabled: manager })
  const stores = useQuery(storeListQuery)
  const [open, setOpen] = useState<Open>(null)
  const activating = useMutation({
    mutationFn: ({ target, isActive }: { target: ManagedUser; isActive: boolean }) =>
      updateUser(target.id, { isActive }),
    meta: { errorTitle: officeText.updateFailedTitle },
    onSuccess: (_user, { target, isActive }) =>
      toast({ title: isActive ? u.activated_toast : u.deactivated_toast, description: displayName(target) }),
  })
  if (!manager) return <ManagerOnlyPage title={u.title} />
  const pick = (kind: 'edit' | 'password' | 'pin' | 'deactivate') => (open && open.kind === kind ? open.user : null)
  const close = () => setOpen(null)

  const deactivating = pick('deactivate')

  return (
    <section className="page">
      <PageHeader
        title={u.title}
        subtitle={u.subtitle}
        actions={<Button onClick={() => setOpen({ kind: 'add' })}>＋ {u.add}</Button>}
      />
      <QueryStatus query={users} />
      {users.data ? (
        <div className="card bo-card-flush bo-table-wrap us-table-wrap">
          <table className="bo-table us-table" data-testid="users-table">
            <thead>
              <tr>
                <th>{u.name}</th>
                <th className="us-col-username">{u.username}</th>
                <th>{u.role}</th>
                <th>{u.stores}</th>
                <th>{u.status}</th>
                <th>{u.pin}</th>
                <th>{officeText.actions}</th>
              </tr>
            </thead>
            <tbody>
              {users.data.map((x) => (
                <tr key={x.id} className={x.isActive ? undefined : 'us-inactive'} data-testid="user-row">
                  <td className="nowrap bo-strong">
                    {displayName(x)}
                    {x.id === me?.id ? u.you : ''}
                    {x.username && x.username !== displayName(x) ? (
                      <span className="us-username-inline">{x.username}</span>
                    ) : null}
                  </td>
                  <td className="us-col-username">{x.username ?? officeText.empty}</td>
                  <td className="nowrap">
                    <Badge tone={x.role === 'manager' ? 'info' : 'neutral'}>
                      {x.role === 'manager' ? u.roles.manager : u.roles.staff}
                    </Badge>
                    {x.isOwner ? (
                      <>
                        {' '}
                        <Badge tone="warning">{u.owner}</Badge>
                      </>
                    ) : null}
                  </td>
                  <td className="us-col-stores">
                    {x.stores.length ? (
                      x.stores.map((s) => s.name).join('、')
                    ) : (
                      <span className="muted">{u.noStores}</span>
                    )}
                  </td>
                  <td className="nowrap">
                    <Badge tone={x.isActive ? 'success' : 'neutral'}>{x.isActive ? u.active : u.deactivated}</Badge>
                  </td>
                  <td className="nowrap us-col-pin" data-label={u.pin}>
                    {x.hasPin ? u.hasPin : <span className="muted">{u.noPin}</span>}
                  </td>
                  <td className="us-col-actions">
                    {x.canManage ? (
                      <div className="row-actions">
                        <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: 'edit', user: x })}>
                          {officeText.edit}
                        </Button>
                        <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: 'password', user: x })}>
                          {u.resetPassword}
                        </Button>
                        <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: 'pin', user: x })}>
                          {u.setPin}
                        </Button>
                        {x.isActive ? (
                          <Button
                            size="sm"
                            variant="ghost"
                            className="bo-danger-text"
                            disabled={x.id === me?.id || x.isOwner}
                            onClick={() => setOpen({ kind: 'deactivate', user: x })}
                          >
                            {u.deactivate}
                          </Button>
                        ) : (
                          <Button
                            size="sm"
                            variant="secondary"
                            onClick={() => activating.mutate({ target: x, isActive: true })}
                          >
                            {u.activate}
                          </Button>
                        )}
                      </div>
                    ) : (
                      <span className="muted">{u.notManaged}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <UserFormDialog
        open={open?.kind === 'add' || open?.kind === 'edit'}
        editing={pick('edit')}
        stores={stores.data ?? []}
        byOwner={owner}
        onClose={close}
      />
      <ResetPasswordDialog user={pick('password')} onClose={close} />
      <PinDialog user={pick('pin')} own={pick('pin')?.id === me?.id} onClose={close} />
      <ConfirmDialog
        open={deactivating !== null}
        title={u.confirmDeactivateTitle}
        description={deactivating ? fill(u.confirmDeactivateBody, { name: displayName(deactivating) }) : ''}
        confirmLabel={u.deactivate}
        destructive
        onClose={close}
        onConfirm={() => (deactivating ? activating.mutateAsync({ target: deactivating, isActive: false }) : undefined)}
      />
    </section>
  )
}

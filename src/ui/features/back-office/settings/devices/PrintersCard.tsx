import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Badge } from '../../../../components/Badge.tsx'
import { Button } from '../../../../components/Button.tsx'
import { Card, CardHeader } from '../../../../components/Card.tsx'
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { QueryStatus } from '../../../../components/PageStates.tsx'
import { deletePrinter, printersQuery, testPrint, type Printer } from './model.ts'
import { PrinterDialog } from './PrinterDialog.tsx'

const v = zhTW.backoffice.devices
const officeText = zhTW.backoffice.common

export function PrintersCard({ storeId }: { storeId: number }) {
  const query = useQuery(printersQuery(storeId))
  const [dialog, setDialog] = useState<{ open: boolean; editing: Printer | null }>({ open: false, editing: null })
  const [deleting, setDeleting] = useState<Printer | null>(null)

  const testing = useMutation({
    mutationFn: (p: Printer) => testPrint(storeId, p.id),
    meta: { errorTitle: v.testFailedTitle },
    onSuccess: (_job, p) =>
      toast({ title: p.role === 'drawer' ? v.drawerTestQueued : v.testQueued, description: p.name }),
  })
  const removing = useMutation({
    mutationFn: (p: Printer) => deletePrinter(storeId, p.id),
    meta: { errorTitle: officeText.deleteFailedTitle },
    onSuccess: (_done, p) => toast({ title: v.printerDeleted, description: p.name }),
  })

  return (
    <Card data-testid="settings-printers">
      <CardHeader
        title={v.printers}
        actions={
          <Button size="sm" onClick={() => setDialog({ open: true, editing: null })}>
            ＋ {v.addPrinter}
          </Button>
        }
      />
      <QueryStatus query={query} />
      {query.data && query.data.length === 0 ? <p className="muted">{v.noPrinters}</p> : null}
      <ul className="bo-list">
        {(query.data ?? []).map((p) => (
          <li key={p.id}>
            <div className="bo-row-between">
              <span className="bo-row">
                <span className="bo-strong">{p.name}</span>
                <Badge tone="info">{v.roles[p.role]}</Badge>
                {p.isActive ? null : <Badge>{officeText.inactive}</Badge>}
              </span>
              <span className="row-actions">
                <Button size="sm" variant="secondary" onClick={() => testing.mutate(p)}>
                  {v.testPrint}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setDialog({ open: true, editing: p })}>
                  {officeText.edit}
                </Button>
                <Button size="sm" variant="ghost" className="bo-danger-text" onClick={() => setDeleting(p)}>
                  {officeText.delete}
                </Button>
              </span>
            </div>
            <span className="muted bo-small">
              {v.connections[p.connection]} · {p.address} · {fill(v.paper, { mm: p.paperWidth })} ·{' '}
              {v.encodings[p.encoding]}
            </span>
          </li>
        ))}
      </ul>
      <PrinterDialog
        open={dialog.open}
        editing={dialog.editing}
        storeId={storeId}
        onClose={() => setDialog({ open: false, editing: null })}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={v.confirmDeleteTitle}
        description={fill(v.confirmDeleteBody, { name: deleting?.name ?? '' })}
        confirmLabel={officeText.delete}
        destructive
        onClose={() => setDeleting(null)}
        onConfirm={() => (deleting ? removing.mutateAsync(deleting) : undefined)}
      />
    </Card>
  )
}

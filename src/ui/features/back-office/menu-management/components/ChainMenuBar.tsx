import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { t, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { api, unwrap } from '../../../../api/client.ts'
import { storeKey } from '../../../../api/keys.ts'
import { refreshStore } from '../../../../api/refresh.ts'
import { Button } from '../../../../components/Button.tsx'
import { toast } from '../../../../components/Toaster.tsx'

const c = zhTW.products.chainMenu

const chainMenuQuery = (storeId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'menu', 'chain'),
    queryFn: () => unwrap(api.api.stores({ storeId })['chain-menu'].get()),
    // A new version reaches the box by itself (the leaf's mirror); the bar shows it within a minute.
    refetchInterval: 60_000,
  })

/** 「總部新菜單 vN 待套用」 with its 套用 button, on a chain store that has a newer version than it uses. */
export function ChainMenuBar({ storeId }: { storeId: number }) {
  const client = useQueryClient()
  const state = useQuery(chainMenuQuery(storeId)).data
  const apply = useMutation({
    mutationFn: (version: number) =>
      unwrap(api.api.stores({ storeId })['chain-menu'].apply.post({ version })).then(async (r) => {
        await refreshStore(storeId, 'menu')
        return r
      }),
    meta: { errorTitle: c.failed },
    onSuccess: (r) => toast({ title: t('products.chainMenu.applied', { version: r.version }) }),
    onSettled: () => client.invalidateQueries({ queryKey: chainMenuQuery(storeId).queryKey }),
  })
  if (!state?.chain || state.latest === null || state.latest <= (state.applied ?? 0)) return null
  const latest = state.latest
  return (
    <section className="reorder-bar chain-menu-bar" role="status" data-testid="chain-menu-bar">
      <strong>{t('products.chainMenu.pending', { version: latest })}</strong>
      <p>
        {c.hint}
        {state.applied !== null ? ` ${t('products.chainMenu.appliedNote', { version: state.applied })}` : ''}
      </p>
      <Button disabled={apply.isPending} onClick={() => apply.mutate(latest)}>
        {apply.isPending ? zhTW.common.submitting : c.apply}
      </Button>
    </section>
  )
}

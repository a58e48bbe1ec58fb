import { Elysia, t } from 'elysia'
import type { authPlugin } from '../../http/auth'
import { AppError } from '../../http/app-error'
import { HqStoreBody } from '../../../shared/api/requests/chain'
import type { ChainModule } from './index'

const CodeParams = t.Object({ code: t.String({ maxLength: 64 }) })

/**
 * HQ's stores and their hub credentials, owners only, on a server started with --hq: add a store or
 * rotate its secret (the secret and the leaf's config are in this one answer, never again), revoke it.
 */
export function hqStoreRoutes({ chain, guard }: { chain: ChainModule; guard: ReturnType<typeof authPlugin> }) {
  const stores = () => {
    if (!chain.hqStores) throw new AppError('HQ_STORES_HQ_ONLY')
    return chain.hqStores
  }
  return new Elysia({ prefix: '/api/hq/stores', tags: ['hq'] })
    .use(guard)
    .get('/', () => chain.hqStores?.list() ?? [], { auth: 'owner' })
    .post(
      '/',
      async ({ body, set }) => {
        const issued = await stores().add(body)
        set.status = 201
        return issued
      },
      { auth: 'owner', body: HqStoreBody },
    )
    .post('/:code/rotate', ({ params }) => stores().rotate(params.code), { auth: 'owner', params: CodeParams })
    .post('/:code/revoke', ({ params }) => stores().revoke(params.code), { auth: 'owner', params: CodeParams })
}

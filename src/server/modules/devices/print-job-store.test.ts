import { afterEach, expect, test } from 'bun:test'
import { statSync } from 'node:fs'
import { createPrintJobStore, printJobStatements } from './print-job-store'
import { openTestDb } from './test-db'

let close: (() => void) | null = null
afterEach(() => close?.())

function withBacklog(jobs: number) {
  const t = openTestDb()
  close = () => t.close()
  const printer = t.addPrinter({ address: '127.0.0.1:9', role: 'kitchen' })
  const store = createPrintJobStore(t.db)
  const payload = Buffer.alloc(700, 0x41) // about a kitchen ticket's bytes
  t.db.sqlite.transaction(() => {
    for (let i = 0; i < jobs; i++)
      store.enqueue({ storeId: t.storeId, printerId: printer.id, kind: 'kitchen', dedupeKey: `k${i}`, payload }, 0)
  })()
  return { t, printer, store }
}

test("the queue finds a printer's next job, and the jobs to retry, through the index of jobs not yet printed", () => {
  const { t } = withBacklog(10)
  const q = printJobStatements(t.db.db)
  for (const query of [q.heads, q.retryAll]) {
    const { sql, params } = query.getQuery()
    const plan = (
      t.db.sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...(params.map(() => 1) as number[])) as { detail: string }[]
    )
      .map((r) => r.detail)
      .join('\n')
    expect(plan).toContain('print_jobs_unfinished_idx (printer_id=? AND status=?)')
  }
})

test(`sending a job and marking it printed write 6 pages or fewer to the log: a draining backlog delays the orders \
less`, () => {
  const { t, printer, store } = withBacklog(3000)
  // every frame from here on is appended
  t.db.sqlite.exec('PRAGMA wal_autocheckpoint = 0; PRAGMA wal_checkpoint(TRUNCATE)')
  const pages = () => statSync(`${t.db.path}-wal`).size / (4096 + 24) // a frame: its header and one page
  const before = pages()
  const sent = 200
  for (let i = 0; i < sent; i++) {
    const head = store.heads().find((h) => h.printerId === printer.id)!
    store.claim(head.id, 1)
    store.complete(head.id, 2)
  }
  // With the (status, next_attempt_at) and (printer_id, status) indexes of before, 10 pages a job.
  expect((pages() - before) / sent).toBeLessThanOrEqual(6)
})

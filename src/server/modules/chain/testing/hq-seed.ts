// Feeds an HQ's database the way its consumer does (hq-apply), for a browser test of HQ's screens
// without a hub: `bun hq-seed.ts <data dir>` with [event id, fact, received at][] as JSON on stdin.
// The running server shares the file (WAL); this is one more writer for a moment.
import { closeDatabase, openDatabase } from '../../../db/client'
import { createHqApplier } from '../hq-apply'
import type { Published } from '../store'

const dataDir = Bun.argv[2]
if (!dataDir) throw new Error('usage: bun hq-seed.ts <data dir> < facts.json')
const facts = JSON.parse(await Bun.stdin.text()) as [string, Published, number][]
const db = openDatabase(dataDir)
const apply = createHqApplier(db).one
for (const [eventId, fact, receivedAt] of facts) apply(eventId, fact, receivedAt)
closeDatabase(db)

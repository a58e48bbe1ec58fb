// The entry does no rendering (index.html already shows the loading spinner): it starts, all at
// once, the session check, the first screen's code and reads (the POS's menu and tables: routes.tsx),
// for a signed-in screen the shell's code, and the renderer (mount.tsx, with react-dom, the largest
// script the app has), which renders once the session is known. No load waits for another's answer:
// on a slow tablet each answer also waits for the busy main thread before the next load could start.
import './styles.css'
import { isPrivatePath, loadShell, preloadRoute } from './routes.tsx'
import { loadUser } from './state/auth.ts'
// The current store follows the query cache from the first answer on (the POS's prefetch reads it).
// Here, in the entry, it starts after the cache module has run: the shared chunk the screens'
// modules sit in runs before the entry's own modules, and would call into them too early.
import './state/stores.ts'
import { watchDevice } from './state/device.ts'
import { reloadOnStaleBuild } from './stale-build.ts'
import { rescueLostFocus } from './focus-rescue.ts'

reloadOnStaleBuild()
rescueLostFocus()
watchDevice()
const path = window.location.pathname
void loadUser()
void preloadRoute(path)
if (isPrivatePath(path)) void loadShell().catch(() => undefined)
void import('./mount.tsx')

// The entry does no rendering (index.html already shows the loading spinner): it starts the session
// check, the first screen's code and, for a signed-in screen, the shell's; once the session is known
// it loads the renderer (mount.tsx, with react-dom, the largest script the app has). By then the
// screen's reads (the POS's menu and tables) are on their way, and parsing react-dom overlaps them
// instead of holding them back: on a slow tablet that parsing keeps the main thread about 0.4 s.
import './styles.css'
import { isPrivatePath, loadShell, preloadRoute } from './routes.tsx'
import { loadUser } from './state/auth.ts'
// The current store follows the query cache from the first answer on (the POS's prefetch reads it).
// Here, in the entry, it starts after the cache module has run: the shared chunk the screens'
// modules sit in runs before the entry's own modules, and would call into them too early.
import './state/stores.ts'
import { watchDevice } from './state/device.ts'
import { reloadOnStaleBuild } from './stale-build.ts'

reloadOnStaleBuild()
watchDevice()
const path = window.location.pathname
void preloadRoute(path)
if (isPrivatePath(path)) void loadShell().catch(() => undefined)
void loadUser().then(() => import('./mount.tsx'))

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, loadShellAndScreen } from './App.tsx'
import { isPrivatePath } from './routes.tsx'
import { sessionChecked } from './state/auth.ts'

const root = document.getElementById('root')
if (!root) throw new Error('#root missing from index.html')
// The page renders once the session is known and, for a signed-in screen, with its frame and its
// code (index.html shows the spinner till then); a chunk that fails to load renders anyway, and
// shows its reload offer.
const ready = Promise.all([
  sessionChecked(),
  isPrivatePath(window.location.pathname) ? loadShellAndScreen().catch(() => undefined) : undefined,
])
void ready.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
)

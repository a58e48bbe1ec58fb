import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, loadShellAndScreen } from './App.tsx'
import { isPrivatePath } from './routes.tsx'

const root = document.getElementById('root')
if (!root) throw new Error('#root missing from index.html')
// A signed-in screen renders once, with its frame and its code (index.html shows the spinner till
// then); a chunk that fails to load renders anyway, and shows its reload offer.
const ready = isPrivatePath(window.location.pathname) ? loadShellAndScreen().catch(() => undefined) : undefined
void Promise.resolve(ready).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
)

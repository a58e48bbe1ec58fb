import './styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { loadUser } from './state/auth.ts'
import { watchDevice } from './state/device.ts'
import { reloadOnStaleBuild } from './stale-build.ts'

reloadOnStaleBuild()
watchDevice()
void loadUser()

const root = document.getElementById('root')
if (!root) throw new Error('#root missing from index.html')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)

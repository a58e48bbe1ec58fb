// @vitest-environment happy-dom
import { signal } from '@preact/signals-react'
import { useSignals } from '@preact/signals-react/runtime'
import { Component as PreactComponent } from 'preact'
import { Component } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, test, vi } from 'vitest'

const count = signal(1)
function Count() {
  useSignals()
  return <p>{count.value}</p>
}

// The diner's tests run on the runtime the page ships (vite.diner.config.ts's preactAliases).
describe("the diner's page runtime", () => {
  test('react is preact/compat, as in the built page', () => {
    expect(Component).toBe(PreactComponent)
  })

  test('a component reading a signal re-renders when it changes (useSignals is the no-op twin)', async () => {
    const root = document.createElement('div')
    createRoot(root).render(<Count />)
    await vi.waitFor(() => expect(root.textContent).toBe('1'))
    count.value = 2
    await vi.waitFor(() => expect(root.textContent).toBe('2'))
  })
})

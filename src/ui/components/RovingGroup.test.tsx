// @vitest-environment happy-dom
// The shared radio-group/tab-list keys: one Tab stop on the chosen item, arrows and Home/End move the
// choice past disabled items and wrap, a group nested inside keeps its own keys.
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, expect, test } from 'vitest'
import { RovingGroup } from './RovingGroup.tsx'

afterEach(cleanup)

function Sizes({ disabled = '' }: { disabled?: string }) {
  const [value, setValue] = useState('中')
  return (
    <RovingGroup role="radiogroup" aria-label="份量">
      {['小', '中', '大', '特大'].map((name) => (
        // biome-ignore lint/a11y/useSemanticElements: a chip button, one choice of its radiogroup
        <button
          key={name}
          type="button"
          role="radio"
          aria-checked={value === name}
          disabled={name === disabled}
          onClick={() => setValue(name)}
        >
          {name}
        </button>
      ))}
    </RovingGroup>
  )
}

const radio = (name: string) => screen.getByRole('radio', { name })
const press = (key: string) => fireEvent.keyDown(document.activeElement as Element, { key })
const stops = () => screen.getAllByRole('radio').map((el) => el.tabIndex)

test('the chosen item is the one Tab stop; arrows, Home and End move focus and choice, wrapping', () => {
  render(<Sizes />)
  expect(stops()).toEqual([-1, 0, -1, -1])
  radio('中').focus()
  press('ArrowRight')
  expect(radio('大').getAttribute('aria-checked')).toBe('true')
  expect(document.activeElement).toBe(radio('大'))
  expect(stops()).toEqual([-1, -1, 0, -1])
  press('End')
  press('ArrowDown')
  expect(document.activeElement).toBe(radio('小'))
  expect(radio('小').getAttribute('aria-checked')).toBe('true')
  press('ArrowUp')
  expect(radio('特大').getAttribute('aria-checked')).toBe('true')
  press('Home')
  expect(radio('小').getAttribute('aria-checked')).toBe('true')
})

test('a disabled item is skipped', () => {
  render(<Sizes disabled="大" />)
  radio('中').focus()
  press('ArrowRight')
  expect(radio('特大').getAttribute('aria-checked')).toBe('true')
  press('ArrowLeft')
  expect(radio('中').getAttribute('aria-checked')).toBe('true')
})

test('keys in a group nested inside move only that group', () => {
  render(
    <RovingGroup role="tablist" aria-label="外層">
      <button type="button" role="tab" aria-selected>
        外
      </button>
      <Sizes />
    </RovingGroup>,
  )
  expect(screen.getByRole('tab').tabIndex).toBe(0)
  radio('中').focus()
  press('ArrowLeft')
  expect(document.activeElement).toBe(radio('小'))
  expect(screen.getByRole('tab').getAttribute('aria-selected')).toBe('true')
})

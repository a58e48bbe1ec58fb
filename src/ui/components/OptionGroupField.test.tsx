// @vitest-environment happy-dom
// One option group's inputs: a required one-pick group keeps its pick when tapped again, an optional
// one lets it go; a many-pick group takes no more than its maximum.
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, expect, test } from 'vitest'
import type { GroupView } from '../../shared/domain/cart.ts'
import { OptionGroupField } from './OptionGroupField.tsx'

afterEach(cleanup)

const group = (minChoices: number, maxChoices: number): GroupView => ({
  id: 1,
  name: '加料',
  options: [
    { name: '珍珠', price: '10.00' },
    { name: '椰果', price: '10.00' },
    { name: '布丁', price: '0.00' },
  ],
  minChoices,
  maxChoices,
  defaultOption: null,
})

function Field({ g }: { g: GroupView }) {
  const [picked, setPicked] = useState<string[]>([])
  return (
    <>
      <OptionGroupField group={g} picked={picked} onChange={setPicked} />
      <output data-testid="picked">{picked.join(',')}</output>
    </>
  )
}

const picked = () => screen.getByTestId('picked').textContent
const tap = (name: string | RegExp) => fireEvent.click(screen.getByLabelText(name))

test('a required one-pick group: radios, the pick stays when tapped again', () => {
  render(<Field g={group(1, 1)} />)
  expect(screen.getByRole('group', { name: /加料 須選 1 項/ })).toBeTruthy()
  tap(/珍珠/)
  tap(/珍珠/)
  expect(picked()).toBe('珍珠')
  tap(/椰果/)
  expect(picked()).toBe('椰果')
  expect(screen.getAllByRole('radio')).toHaveLength(3)
})

test('an optional one-pick group: tapping the pick again clears it', () => {
  render(<Field g={group(0, 1)} />)
  tap(/珍珠/)
  expect(picked()).toBe('珍珠')
  tap(/珍珠/)
  expect(picked()).toBe('')
})

test('a many-pick group: checkboxes with price deltas, the rest wait at the maximum', () => {
  render(<Field g={group(0, 2)} />)
  expect(screen.getByText('+NT$10', { selector: 'label:first-child small' })).toBeTruthy()
  tap(/珍珠/)
  tap(/布丁/)
  expect(picked()).toBe('珍珠,布丁')
  expect((screen.getByLabelText(/椰果/) as HTMLInputElement).disabled).toBe(true)
  tap(/珍珠/)
  expect(picked()).toBe('布丁')
  expect((screen.getByLabelText(/椰果/) as HTMLInputElement).disabled).toBe(false)
})

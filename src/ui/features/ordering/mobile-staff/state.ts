/**
 * The waiter's cart and chosen table outlive switching between 點餐 and 桌位 (both routes mount
 * the screen anew), so they sit in signals rather than component state.
 */
import { signal } from '@preact/signals-react'
import type { Member } from '../../../../shared/api/front-of-house.ts'
import type { Cart } from '../../../components/mobile/cart.ts'

export const staffCart = signal<Cart>([])
export const staffTableId = signal<number | null>(null)
export const staffNotes = signal('')
/** The member the order is for: their tier's discount, as at the POS. */
export const staffMember = signal<Member | null>(null)
export const staffLayout = signal<'grid' | 'list'>('grid')

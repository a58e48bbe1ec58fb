import { useRef } from 'react'
import { cartFingerprint, orderItems, type Cart } from '../../components/mobile/cart.ts'
import { newRequestId } from '../../ids.ts'

/**
 * A guest's order body (a table's QR order or a kiosk's): the cart's lines and notes with an
 * idempotency key that stays while the cart does, so a retry after a lost answer is a replay,
 * never a second order; `forget` once the order went through.
 */
export function useGuestOrder() {
  const key = useRef<{ fp: string; id: string } | null>(null)
  return {
    body(cart: Cart, notes: string) {
      const text = notes.trim()
      const fp = cartFingerprint(cart, text)
      if (key.current?.fp !== fp) key.current = { fp, id: newRequestId() }
      return { items: orderItems(cart), notes: text || null, clientOrderId: key.current.id }
    },
    forget: () => {
      key.current = null
    },
  }
}

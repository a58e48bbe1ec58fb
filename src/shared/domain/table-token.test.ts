import { expect, test } from 'bun:test'
import { signTableToken, verifyTableToken } from './table-token'

test('a token is bound to its store, table, version and secret', async () => {
  const tok = await signTableToken('s3cret', 1, 7, 3)
  expect(tok).toHaveLength(22)
  expect(await verifyTableToken('s3cret', 1, 7, 3, tok)).toBe(true)
  expect(await verifyTableToken('s3cret', 1, 7, 4, tok)).toBe(false) // cleared since
  expect(await verifyTableToken('s3cret', 1, 8, 3, tok)).toBe(false) // another table
  expect(await verifyTableToken('s3cret', 2, 7, 3, tok)).toBe(false)
  expect(await verifyTableToken('other', 1, 7, 3, tok)).toBe(false)
  expect(await verifyTableToken('s3cret', 1, 7, 3, tok.slice(0, 21) + (tok[21] === 'A' ? 'B' : 'A'))).toBe(false)
  expect(await verifyTableToken('s3cret', 1, 7, 3, undefined)).toBe(false)
})

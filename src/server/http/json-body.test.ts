import { expect, test } from 'bun:test'
import { acceptsGzip, jsonBody, sendJson } from './json-body'

test('gzip only for clients that take it', () => {
  expect(acceptsGzip('gzip, deflate, br')).toBe(true)
  expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true)
  expect(acceptsGzip('*')).toBe(true)
  expect(acceptsGzip('gzip;q=0')).toBe(false)
  expect(acceptsGzip('deflate, br')).toBe(false)
  expect(acceptsGzip(null)).toBe(false)
})

test('the same JSON either way', async () => {
  const body = jsonBody({ name: '滷肉飯', price: '120.00' })
  const zipped = sendJson(body, new Request('http://x/', { headers: { 'accept-encoding': 'gzip' } }))
  expect(zipped.headers.get('content-encoding')).toBe('gzip')
  expect(JSON.parse(Buffer.from(Bun.gunzipSync(new Uint8Array(await zipped.arrayBuffer()))).toString())).toEqual({ name: '滷肉飯', price: '120.00' })
  const plain = sendJson(body, new Request('http://x/'))
  expect(plain.headers.get('content-encoding')).toBeNull()
  expect(plain.headers.get('vary')).toBe('accept-encoding')
  expect(await plain.json()).toEqual({ name: '滷肉飯', price: '120.00' })
})

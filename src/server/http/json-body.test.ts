import { expect, test } from 'bun:test'
import { acceptsGzip } from './accept-encoding'
import { jsonBody, sendJson } from './json-body'

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
  expect(JSON.parse(Buffer.from(Bun.gunzipSync(new Uint8Array(await zipped.arrayBuffer()))).toString())).toEqual({
    name: '滷肉飯',
    price: '120.00',
  })
  const plain = sendJson(body, new Request('http://x/'))
  expect(plain.headers.get('content-encoding')).toBeNull()
  expect(plain.headers.get('vary')).toBe('accept-encoding')
  expect(await plain.json()).toEqual({ name: '滷肉飯', price: '120.00' })
})

test('each request is answered by its own Accept-Encoding, however many different ones came before', async () => {
  const body = jsonBody({ ok: true })
  const send = (encoding: string | null) =>
    sendJson(body, new Request('http://x/', encoding === null ? {} : { headers: { 'accept-encoding': encoding } }))
  for (let i = 0; i < 200; i++) {
    expect(send(`gzip;q=0.${(i % 9) + 1}`).headers.get('content-encoding')).toBe('gzip')
    expect(send(`gzip;q=0, x-${i}`).headers.get('content-encoding')).toBeNull()
    expect(send(null).headers.get('content-encoding')).toBeNull()
  }
  const zipped = send('gzip')
  zipped.headers.set('x-one-response-only', '1') // a response's headers are its own
  expect(send('gzip').headers.get('x-one-response-only')).toBeNull()
  expect(send('gzip').headers.get('x-content-type-options')).toBe('nosniff')
})

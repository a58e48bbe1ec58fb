import { describe, expect, test } from 'bun:test'
import { createDecipheriv } from 'node:crypto'
import { decryptVerificationField, isQrAesKeyHex, QR_AES_IV_BASE64, verificationField } from './verification'

// django-taiwan-einvoice (ho600-ltd), docs/merchant_create_b2c_invoice.rst: the platform's genKey
// tool turns seed 24634102 into this key, and their qrcode_aes_encrypt.py gives this ciphertext.
const KEY = 'FE05F029154F6AA67A78B338ED2F6601'

describe('QR verification field (AES-128-CBC, fixed IV, Base64)', () => {
  test('matches a published vector: key FE05…6601, XF00001234 + 9876 → CamotDNRUN8bVyY5S1BhFQ==', () => {
    expect(verificationField('XF00001234', '9876', KEY)).toBe('CamotDNRUN8bVyY5S1BhFQ==')
    expect(verificationField('XF00001234', '9876', KEY.toLowerCase())).toBe('CamotDNRUN8bVyY5S1BhFQ==')
  })

  test('is 24 characters and decrypts with the key and the IV to number + random code', () => {
    const field = verificationField('AB12345678', '0042', '0123456789abcdef0123456789ABCDEF')
    expect(field).toHaveLength(24)
    // decrypted here with node:crypto directly, not through our own decrypt
    const d = createDecipheriv(
      'aes-128-cbc',
      Buffer.from('0123456789abcdef0123456789ABCDEF', 'hex'),
      Buffer.from(QR_AES_IV_BASE64, 'base64'),
    )
    expect(Buffer.concat([d.update(Buffer.from(field, 'base64')), d.final()]).toString('ascii')).toBe('AB123456780042')
    expect(decryptVerificationField(field, '0123456789abcdef0123456789ABCDEF')).toBe('AB123456780042')
  })

  test('the IV is the platform constant (16 bytes)', () => {
    expect(Buffer.from(QR_AES_IV_BASE64, 'base64').toString('hex')).toBe('0edf25c93a28d7b5ff5e45da42f8a1b8')
  })

  test('a key that is not 32 hex characters is refused', () => {
    for (const bad of ['', '24634102', KEY.slice(1), `${KEY}00`, KEY.replace('F', 'G')]) {
      expect(isQrAesKeyHex(bad)).toBe(false)
      expect(() => verificationField('AB12345678', '0042', bad)).toThrow(RangeError)
    }
    expect(isQrAesKeyHex(KEY)).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { checkImageFile, MAX_IMAGE_BYTES } from './image-file.ts'

describe('checkImageFile', () => {
  it('accepts JPEG, PNG and WEBP up to 500 KB', () => {
    expect(checkImageFile({ type: 'image/png', size: 100 })).toBeNull()
    expect(checkImageFile({ type: 'image/jpg', size: MAX_IMAGE_BYTES })).toBeNull()
    expect(checkImageFile({ type: 'image/webp', size: 1 })).toBeNull()
  })
  it('refuses other types before size, and files over 500 KB', () => {
    expect(checkImageFile({ type: 'image/gif', size: 10 })).toBe('type')
    expect(checkImageFile({ type: '', size: 10 })).toBe('type')
    expect(checkImageFile({ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toBe('size')
  })
})

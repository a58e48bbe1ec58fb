import { AppError } from '../../http/app-error'

export const MAX_IMAGE_BYTES = 500 * 1024
export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp'

const LABEL: Record<ImageMime, string> = { 'image/jpeg': 'JPG', 'image/png': 'PNG', 'image/webp': 'WEBP' }

/** Spec part 2 §5 allows image/jpg too; it is stored as the standard image/jpeg. */
function normaliseMime(mime: string): ImageMime | null {
  const m = mime.trim().toLowerCase()
  if (m === 'image/jpg' || m === 'image/jpeg') return 'image/jpeg'
  if (m === 'image/png' || m === 'image/webp') return m
  return null
}

const startsWith = (bytes: Uint8Array, sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b)
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0))

/** The declared type must match the file's own signature, so a renamed file cannot pass as an image. */
function hasSignature(bytes: Uint8Array, mime: ImageMime): boolean {
  if (mime === 'image/jpeg') return startsWith(bytes, [0xff, 0xd8, 0xff])
  if (mime === 'image/png') return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)
}

/**
 * A data URL ("data:image/png;base64,...") plus its declared mimeType → checked bytes.
 * Refuses other types (415), more than 500 KB decoded (413), and bytes that are not the declared kind (415).
 */
export function decodeImage(imageData: string, mimeType: string): { mime: ImageMime; bytes: Buffer } {
  const mime = normaliseMime(mimeType)
  if (!mime) throw new AppError('IMAGE_TYPE_UNSUPPORTED')
  const match = /^data:([^;,]+);base64,([A-Za-z0-9+/\s]*={0,2})$/.exec(imageData.trim())
  if (!match) throw new AppError('IMAGE_DATA_INVALID')
  if (normaliseMime(match[1]) !== mime) throw new AppError('IMAGE_TYPE_UNSUPPORTED')
  const base64 = match[2].replace(/\s/g, '')
  if (base64.length === 0 || base64.length % 4 !== 0) throw new AppError('IMAGE_DATA_INVALID')
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0
  if ((base64.length / 4) * 3 - padding > MAX_IMAGE_BYTES) throw new AppError('IMAGE_TOO_LARGE')
  const bytes = Buffer.from(base64, 'base64')
  if (!hasSignature(bytes, mime)) throw new AppError('IMAGE_CONTENT_MISMATCH', { type: LABEL[mime] })
  return { mime, bytes }
}

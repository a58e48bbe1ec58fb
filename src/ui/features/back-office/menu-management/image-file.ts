/** Image upload checks of spec part 2 §5, run before anything is sent. */
export const MAX_IMAGE_BYTES = 500 * 1024
export const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const

export type ImageProblem = 'type' | 'size' | null

export function checkImageFile(file: { type: string; size: number }): ImageProblem {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())) return 'type'
  if (file.size > MAX_IMAGE_BYTES) return 'size'
  return null
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsDataURL(file)
  })
}

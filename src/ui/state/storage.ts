/** The browser's storage, as if empty where it is blocked (private mode, storage off). */
export function readStored(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key)
  } catch {
    return null // behave as if nothing was saved
  }
}

export function writeStored(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value)
  } catch {
    // nothing to do: the value only lasts for this page then
  }
}

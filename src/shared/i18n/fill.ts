/**
 * Fills a catalog template. Its own module so a screen can import one catalog slice
 * (src/shared/i18n/catalog) and this without loading the whole catalog (the diner page
 * carries only its own few strings).
 */
export type MessageParams = Record<string, string | number>

/** Fills {name} placeholders; unknown placeholders are left as they are. */
export function fill(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}

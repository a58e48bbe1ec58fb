/** Small input rules shared by the back-office forms (members, users, handover, search boxes). */

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isValidEmail(text: string): boolean {
  return text.length <= 200 && EMAIL_RE.test(text)
}

/** Trimmed text, or null when blank: optional form fields are sent empty (spec part 2 §5). */
export function blankToNull(text: string | null | undefined): string | null {
  const t = text?.trim()
  return t ? t : null
}

/**
 * "0912-345-678", "(02) 2345 6789" → "0912345678", "0223456789"; "+886 912…" keeps its +.
 * null when what is left is not 6–15 digits.
 */
export function normalizePhone(text: string): string | null {
  const compact = text.trim().replace(/[\s\-().]/g, '')
  return /^\+?\d{6,15}$/.test(compact) ? compact : null
}

/** A LIKE pattern matching `term` anywhere, with %, _ and \ taken literally (use ESCAPE '\'). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * What no text people read on paper or a screen may hold: C0/C1 control characters and DEL (ESC
 * starts a printer command: a note holding ESC p 0 0 z opens the cash drawer; a NUL cuts a text
 * short in C code such as printer drivers; a newline or tab breaks a receipt or kitchen-ticket
 * line) and the invisible direction marks, overrides and isolates (U+202E shows what follows it
 * backwards: a name can look like another one on screen, on paper and in reports).
 */
const CONTROLS = '\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069'
const NAME_FORBIDDEN = new RegExp(`[${CONTROLS}]`)
/** The same but for tab and line breaks, which a text area's text may keep. */
const LINES_FORBIDDEN = new RegExp(`(?![\\t\\n\\r])[${CONTROLS}]`)
const EVERY_CONTROL = new RegExp(`[${CONTROLS}]`, 'g')

export function isCleanName(text: string): boolean {
  return !NAME_FORBIDDEN.test(text)
}

/**
 * Text as a printer or a display shows it: without any of those characters. Data written before
 * the API refused them (or by a route that forgot) must still not reach a printer as a command.
 */
export function displayText(text: string): string {
  return NAME_FORBIDDEN.test(text) ? text.replace(EVERY_CONTROL, '') : text
}

/**
 * A one-line note typed in a text area (it wraps a long note on a phone): Enter, a pasted tab or line break become a
 * space.
 */
export const oneLine = (text: string) => text.replace(/[\t\r\n]+/g, ' ')

/**
 * How a request-body text field is checked: `name`, a name or label (one line); `line`, free text
 * printed on a ticket or receipt or shown on a kitchen display, one line like a name; `lines`,
 * free text typed in a text area, which may keep tabs and line breaks (read on a screen; the
 * receipt footer prints each of its lines as a line).
 */
export type TextKind = 'name' | 'line' | 'lines'

export function isCleanText(text: string, kind: TextKind): boolean {
  return !(kind === 'lines' ? LINES_FORBIDDEN : NAME_FORBIDDEN).test(text)
}

const kinds = (kind: TextKind, keys: string[]) => keys.map((key) => [key, kind] as const)

/**
 * The request-body fields that hold text people read, by key, wherever they appear in a JSON body
 * (http/safe-json.ts checks them once, so a new route with a `name` or `notes` cannot forget the
 * rule); an array under such a key has each of its texts checked.
 * - names: users (username, firstName, lastName), stores (name, code), tables (number), menu items,
 *   categories, options and spice levels, members, inventory, printers, devices, table layouts
 *   (name), SOPs and announcements (title);
 * - one-line free text: order, line and QR order notes, day-close notes, the note and reason of a
 *   void, refund, discount, cancel or points change, the store's discount reasons and address, the
 *   e-invoice seller name and a 統編 buyer's name, a handover's task and assignee (an e-invoice carrier is not here: its
 *   format allows none of these characters, and a scanner's trailing Enter is trimmed off);
 * - text areas: announcement and handover note content, descriptions (menu items, SOPs, handover,
 *   table layouts), SOP step texts and guidance, the receipt footer (its lines print as lines).
 */
export const TEXT_FIELDS: ReadonlyMap<string, TextKind> = new Map([
  ...kinds('name', ['name', 'username', 'firstName', 'lastName', 'code', 'number', 'title', 'spiceLevels']),
  ...kinds('line', [
    'notes',
    'note',
    'reason',
    'discountReasons',
    'address',
    'sellerName',
    'buyerName',
    'task',
    'assignedTo',
  ]),
  ...kinds('lines', ['content', 'description', 'text', 'guidance', 'receiptFooter']),
])

/**
 * Test text holding every character no printed or displayed text may carry (shared/domain/text-rules.ts):
 * each C0 control, DEL, each C1 control, and the direction marks, overrides and isolates.
 */
export const EVERY_CONTROL = [
  ...Array.from({ length: 0x20 }, (_, c) => c),
  0x7f,
  ...Array.from({ length: 0x20 }, (_, c) => 0x80 + c),
  0x061c,
  0x200e,
  0x200f,
  0x2028,
  0x2029,
  0x202a,
  0x202b,
  0x202c,
  0x202d,
  0x202e,
  0x2066,
  0x2067,
  0x2068,
  0x2069,
]
  .map((c) => String.fromCharCode(c))
  .join('')

/** The diner's note from the attack: ESC p 0 0 z is a drawer kick on pin 2. */
export const DRAWER_KICK_NOTE = 'NOTE\u001bp00zEND'

/** `text` with every control character after its first character. */
export const withEveryControl = (text: string) => `${text.slice(0, 1)}${EVERY_CONTROL}${text.slice(1)}`

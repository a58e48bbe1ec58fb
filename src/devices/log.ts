// The devices library's port for the operations log: the server passes its logger in (it stamps
// the time and picks the format); the library says what happened, once per change of state.

/** Extra facts of an event, for the JSON format; never a password, token, cookie or device secret. */
export type LogFields = Record<string, string | number | boolean | null>

export type Logger = {
  /** `event`: a stable dotted name (printer.unreachable); `msg`: one line an installer reads. */
  info(event: string, msg: string, fields?: LogFields): void
  warn(event: string, msg: string, fields?: LogFields): void
  error(event: string, msg: string, fields?: LogFields): void
}

/** Whole seconds, for "back after 200 s". */
export const seconds = (ms: number) => Math.round(ms / 1000)

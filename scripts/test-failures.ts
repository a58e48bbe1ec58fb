// Names of the tests that failed, read from each runner's own report, so the run's last lines say
// which test to look at (a CI log is often kept only by its tail).

const clean = (text: unknown) =>
  String(text ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal colour codes in runners' messages.
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((l) => l.trim())

const firstLine = (text: unknown) =>
  clean(text)
    .find((l) => l.length > 0)
    ?.slice(0, 160) ?? ''

// An assertion's own diff (the "- expected" / "+ received" lines) says what went wrong where the
// first line only names the check: a few of them follow it.
const diffLines = (text: unknown) =>
  clean(text)
    .filter((l) => /^[-+] {1,3}\S/.test(l) && !/^[-+] (Expected|Received)/.test(l))
    .slice(0, 6)
    .map((l) => l.slice(0, 160))

const named = (where: string, title: string, error: unknown) => {
  const why = [firstLine(error), ...diffLines(error)].filter(Boolean).join(' | ')
  return why ? `${where} › ${title} — ${why}` : `${where} › ${title}`
}

type PwSuite = {
  title?: string
  file?: string
  specs?: {
    title: string
    file?: string
    line?: number
    tests: { status: string; results: { error?: { message?: string } }[] }[]
  }[]
  suites?: PwSuite[]
}

/** Playwright's JSON report: each test whose outcome was not the expected one (flaky ones passed). */
export function playwrightFailures(report: { suites?: PwSuite[] } | null): string[] {
  const out: string[] = []
  const walk = (suite: PwSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue
        const error = test.results.find((r) => r.error)?.error?.message
        out.push(named(`${spec.file ?? suite.file}:${spec.line ?? ''}`, spec.title, error))
      }
    }
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of report?.suites ?? []) walk(suite)
  return out
}

type VitestReport = {
  testResults?: {
    name: string
    message?: string
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[]
  }[]
}

/** Vitest's JSON report: failed tests, and files that failed without a failed test (did not load). */
export function vitestFailures(report: VitestReport | null, root: string): string[] {
  const out: string[] = []
  for (const file of report?.testResults ?? []) {
    const where = file.name.replace(`${root}/`, '')
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed')
    for (const a of failed) out.push(named(where, a.fullName, a.failureMessages?.[0]))
    if (failed.length === 0 && file.message) out.push(named(where, '(file)', file.message))
  }
  return out
}

const unescapeXml = (s: string) =>
  s
    .replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')

/** bun test's JUnit XML: each <testcase> holding a <failure> or <error>. */
export function junitFailures(xml: string): string[] {
  const out: string[] = []
  const cases = xml.matchAll(/<testcase\b([^>]*?)(?:\/>|>([\s\S]*?)<\/testcase>)/g)
  for (const [, attrs, body] of cases) {
    if (!body || !/<(failure|error)\b/.test(body)) continue
    const attr = (n: string) => unescapeXml(attrs.match(new RegExp(`\\b${n}="([^"]*)"`))?.[1] ?? '')
    const message = body.match(/<(?:failure|error)\b[^>]*\bmessage="([^"]*)"/)?.[1]
    out.push(named(attr('file') || attr('classname'), attr('name'), message && unescapeXml(message)))
  }
  return out
}

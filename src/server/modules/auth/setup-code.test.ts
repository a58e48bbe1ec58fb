import { afterEach, describe, expect, test } from 'bun:test'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createTestContext, type TestContext } from '../../testing/harness'
import { capturedLog } from '../../testing/log'
import { createSetupCode, normalizeSetupCode, SETUP_CODE_FILE } from './setup-code'

let ctx: TestContext
afterEach(() => ctx?.close())

const users = () => (ctx.db.sqlite.query('SELECT count(*) AS n FROM users').get() as { n: number }).n
const register = (body: Record<string, unknown>, ip?: string) =>
  ctx.request('POST', '/api/auth/local/register', {
    body: { username: 'owner', password: 'secret123', ...body },
    headers: ip ? { 'x-forwarded-for': ip } : {},
  })

describe('the first account needs the setup code', () => {
  test(`an empty database gets a code: logged in zh-TW and English, written to <data>/setup-code.txt (0600), asked \
for by /api/auth/config`, async () => {
    ctx = createTestContext()
    expect(ctx.setupCode).toMatch(/^\d{4}-\d{4}$/)
    const file = join(ctx.dir, SETUP_CODE_FILE)
    expect((statSync(file).mode & 0o777).toString(8)).toBe('600')
    expect(readFileSync(file, 'utf8').split('\n')[0]).toBe(ctx.setupCode!)
    const line = ctx.logLines().find((l) => l.includes(ctx.setupCode!))!
    expect(line).toMatch(/ INFO 設定碼 \d{4}-\d{4}：尚無店主帳號.* Setup code \d{4}-\d{4}: no owner yet/)
    expect(line).toContain(file)
    expect((await ctx.request('GET', '/api/auth/config')).body).toMatchObject({
      registrationOpen: true,
      setupCodeRequired: true,
    })
  })

  test(`missing or wrong: 403 with a zh-TW message, nothing created, no cookie; a wrong one counts like a password \
guess`, async () => {
    ctx = createTestContext()
    const missing = await register({})
    expect(missing.status).toBe(403)
    expect(missing.body.code).toBe('SETUP_CODE_REQUIRED')
    expect(missing.body.message).toContain('setup-code.txt')
    expect(missing.headers.get('set-cookie')).toBeNull()
    expect((await register({ setupCode: '   ' })).body.code).toBe('SETUP_CODE_REQUIRED')

    const wrongCode = ctx.setupCode === '0000-0000' ? '0000-0001' : '0000-0000'
    const wrong = await register({ setupCode: wrongCode })
    expect(wrong.status).toBe(403)
    expect(wrong.body).toMatchObject({ code: 'SETUP_CODE_WRONG', failedAttempts: 1, maxAttempts: 5 })
    expect(wrong.body.message).toMatch(/^設定碼錯誤（失敗 1\/5 次）/)
    expect(wrong.headers.get('set-cookie')).toBeNull()
    expect(users()).toBe(0)
    expect(existsSync(join(ctx.dir, SETUP_CODE_FILE))).toBe(true)
  })

  test(`with the code (typed without the dash, in full-width digits) the first account is the owner, the file is \
gone, and the field is ignored after`, async () => {
    ctx = createTestContext()
    const typed = ctx.setupCode!.replace('-', '').replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)))
    const first = await register({ setupCode: ` ${typed} ` })
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ username: 'owner', role: 'manager', isOwner: true })
    expect(existsSync(join(ctx.dir, SETUP_CODE_FILE))).toBe(false)
    expect(
      ctx
        .logLines()
        .some((l) => / INFO owner account owner created with the setup code; setup-code.txt removed$/.test(l)),
    ).toBe(true)
    expect((await ctx.request('GET', '/api/auth/config')).body).toMatchObject({
      registrationOpen: false,
      setupCodeRequired: false,
    })

    // Spent: the same code opens nothing, and once registration is open the field is ignored either way.
    expect((await register({ username: 'again', setupCode: ctx.setupCode })).body.code).toBe('REGISTRATION_CLOSED')
    await ctx.request('PATCH', '/api/settings/system', {
      cookie: ctx.cookieOf(first),
      body: { registrationOpen: true },
    })
    for (const [username, setupCode] of [
      ['cook', undefined],
      ['waiter', 'not-a-code'],
      ['host', ctx.setupCode],
    ] as const) {
      const later = await register({ username, setupCode })
      expect([username, later.status, later.body.role, later.body.isOwner]).toEqual([username, 201, 'staff', false])
    }
  })

  test(`a sign-in through SSO or LINE never makes the first account: it is sent back with \
setup_code_required`, async () => {
    ctx = createTestContext()
    const signIn = () =>
      ctx.services.auth.signInExternal(
        'lineSubject',
        { subject: 'U123', username: 'line-user' },
        { ip: '10.0.0.9', userAgent: null },
      )
    expect(signIn).toThrow(expect.objectContaining({ code: 'SETUP_CODE_REQUIRED' }))
    expect(users()).toBe(0)
    const owner = await ctx.register('owner')
    await ctx.request('PATCH', '/api/settings/system', { cookie: owner.cookie, body: { registrationOpen: true } })
    expect(signIn().user).toMatchObject({ username: 'line-user', role: 'staff', isOwner: false })
  })
})

describe('createSetupCode', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
  })
  function setup(opts: { owner?: boolean; codes?: string[] } = {}) {
    const dir = mkdtempSync(join(tmpdir(), 'pos-setup-'))
    dirs.push(dir)
    const codes = [...(opts.codes ?? ['48217730', '11112222'])]
    const { log, lines } = capturedLog()
    const code = createSetupCode({
      dataDir: dir,
      log,
      hasOwner: () => opts.owner ?? false,
      generate: () => codes.shift()!,
    })
    return { dir, code, lines, file: join(dir, SETUP_CODE_FILE) }
  }

  test('nothing matches before start(); each start makes a new code and the old one stops working', () => {
    const { code, file } = setup()
    expect(code.matches('4821-7730')).toBe(false)
    expect(code.start()).toBe('4821-7730')
    expect(code.matches('48217730')).toBe(true)
    expect(code.matches('4821 7730')).toBe(true)
    expect(code.matches('4821-7731')).toBe(false)
    expect(code.matches('')).toBe(false)
    expect(code.start()).toBe('1111-2222')
    expect(code.matches('4821-7730')).toBe(false)
    expect(code.matches('1111-2222')).toBe(true)
    expect(readFileSync(file, 'utf8').split('\n')[0]).toBe('1111-2222')
    code.used('owner')
    expect(code.matches('1111-2222')).toBe(false)
    expect(existsSync(file)).toBe(false)
  })

  test('with an owner: no code, no log line, and a file left by a crash is removed', () => {
    const { code, file, lines, dir } = setup({ owner: true })
    writeFileSync(file, '4821-7730\n')
    expect(code.start()).toBeNull()
    expect(existsSync(file)).toBe(false)
    expect(code.matches('4821-7730')).toBe(false)
    expect(lines()).toEqual([])
    expect(existsSync(dir)).toBe(true)
  })

  test('a link standing at the path is replaced, never written through', () => {
    const { code, file, dir } = setup()
    const target = join(dir, 'elsewhere.txt')
    writeFileSync(target, 'keep')
    symlinkSync(target, file)
    code.start()
    expect(readFileSync(target, 'utf8')).toBe('keep')
    expect(readFileSync(file, 'utf8').split('\n')[0]).toBe('4821-7730')
  })

  test('normalizeSetupCode takes dashes, spaces and full-width digits away', () => {
    expect(normalizeSetupCode(' ４８２１－７７３０ ')).toBe('48217730')
    expect(normalizeSetupCode('4821 - 7730')).toBe('48217730')
  })
})

import { afterEach, describe, expect, test } from 'vitest'
import { prisma } from '#app/server/platform/db.server.ts'
import { parseEnv, resetEnvCache } from '#app/server/platform/env.server.ts'
import { AppError } from '#app/server/platform/errors.server.ts'
import {
  RATE_LIMITS,
  checkLimits,
  clientIp,
  enforceLimits,
  PEER_ADDRESS_HEADER,
  hitRateLimit,
  pruneRateLimits,
  rateLimitMessage,
  type RateLimitRule,
} from '#app/server/platform/rate-limit.server.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'

setupTestDatabase()

let ruleCounter = 0
/** A rule with a name of its own, so tests never share buckets. */
function rule(limit: number, windowSeconds = 600): RateLimitRule {
  return { name: `test-${ruleCounter++}`, limit, windowSeconds }
}

// 10:00:00 UTC: the start of a 10-minute (and 15-minute, hourly) window.
const T0 = new Date('2026-12-01T10:00:00.000Z')
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000)

async function hits(r: RateLimitRule, key: string, n: number, now = T0) {
  const results = []
  for (let i = 0; i < n; i++) results.push(await hitRateLimit(r, key, now))
  return results
}

describe('hitRateLimit', () => {
  test('allows up to the limit, counting down what remains, then refuses', async () => {
    const r = rule(3)
    const results = await hits(r, '1.2.3.4', 5, at(30))
    expect(results.map((x) => x.allowed)).toEqual([true, true, true, false, false])
    expect(results.map((x) => x.remaining)).toEqual([2, 1, 0, 0, 0])
    expect(results.slice(0, 3).every((x) => x.retryAfterSeconds === 0)).toBe(true)
  })

  test('stores one bucket per rule, key and window, named rule:key at the window start', async () => {
    const r = rule(3)
    await hits(r, 'someone@example.com', 4, at(125))
    const rows = await prisma.rateLimitBucket.findMany({ where: { key: { startsWith: r.name } } })
    expect(rows).toEqual([{ key: `${r.name}:someone@example.com`, windowStart: T0, count: 4 }])
  })

  test('a refusal says how long until the window ends, rounded up to the second', async () => {
    const r = rule(1, 600)
    await hitRateLimit(r, 'k', at(100))
    expect(await hitRateLimit(r, 'k', at(100.2))).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 500,
    })
    expect((await hitRateLimit(r, 'k', at(599.9))).retryAfterSeconds).toBe(1)
  })

  test('a new window starts from zero', async () => {
    const r = rule(2, 600)
    await hits(r, 'k', 3, at(599))
    expect(await hitRateLimit(r, 'k', at(600))).toEqual({
      allowed: true,
      remaining: 1,
      retryAfterSeconds: 0,
    })
    const rows = await prisma.rateLimitBucket.findMany({
      where: { key: `${r.name}:k` },
      orderBy: { windowStart: 'asc' },
    })
    expect(rows.map((b) => [b.windowStart.toISOString(), b.count])).toEqual([
      [T0.toISOString(), 3],
      [at(600).toISOString(), 1],
    ])
  })

  test('windows are fixed, not sliding: hits late in one window do not carry over', async () => {
    const r = rule(2, 600)
    await hits(r, 'k', 2, at(590))
    expect((await hitRateLimit(r, 'k', at(595))).allowed).toBe(false)
    expect((await hitRateLimit(r, 'k', at(605))).allowed).toBe(true)
  })

  test('keys and rules are independent', async () => {
    const a = rule(1)
    const b = { ...rule(1), windowSeconds: a.windowSeconds }
    expect((await hitRateLimit(a, 'x', T0)).allowed).toBe(true)
    expect((await hitRateLimit(a, 'x', T0)).allowed).toBe(false)
    expect((await hitRateLimit(a, 'y', T0)).allowed).toBe(true)
    expect((await hitRateLimit(b, 'x', T0)).allowed).toBe(true)
  })

  test('20 parallel hits with a limit of 5: exactly 5 are allowed', async () => {
    const r = rule(5)
    const results = await Promise.all(
      Array.from({ length: 20 }, () => hitRateLimit(r, 'burst', T0)),
    )
    expect(results.filter((x) => x.allowed)).toHaveLength(5)
    const bucket = await prisma.rateLimitBucket.findFirstOrThrow({
      where: { key: `${r.name}:burst` },
    })
    expect(bucket.count).toBe(20)
  })

  test('a very long key is stored by its hash, still counted per key', async () => {
    const r = rule(1)
    const long = 'a'.repeat(5000)
    expect((await hitRateLimit(r, long, T0)).allowed).toBe(true)
    expect((await hitRateLimit(r, long, T0)).allowed).toBe(false)
    expect((await hitRateLimit(r, `${long}b`, T0)).allowed).toBe(true)
    const rows = await prisma.rateLimitBucket.findMany({ where: { key: { startsWith: r.name } } })
    expect(rows).toHaveLength(2)
    for (const row of rows) expect(row.key).toMatch(new RegExp(`^${r.name}:sha256:[0-9a-f]{64}$`))
  })

  test('keys are stored as data, never as SQL', async () => {
    const r = rule(1)
    const key = `x'); DROP TABLE "RateLimitBucket"; --`
    expect((await hitRateLimit(r, key, T0)).allowed).toBe(true)
    const row = await prisma.rateLimitBucket.findFirstOrThrow({
      where: { key: `${r.name}:${key}` },
    })
    expect(row.count).toBe(1)
  })

  test('a broken rule is a programming error', async () => {
    await expect(hitRateLimit({ name: 'bad', limit: 0, windowSeconds: 60 }, 'k')).rejects.toThrow(
      /limit/,
    )
    await expect(hitRateLimit({ name: 'bad', limit: 1, windowSeconds: 0.5 }, 'k')).rejects.toThrow(
      /windowSeconds/,
    )
  })
})

describe('checkLimits and enforceLimits', () => {
  test('allowed when every check is within its limit', async () => {
    expect(
      await checkLimits(
        [
          [rule(2), 'ip'],
          [rule(2), 'account'],
        ],
        T0,
      ),
    ).toEqual({ allowed: true })
  })

  test('counts every check, even when one of them refuses', async () => {
    const perIp = rule(1)
    const perAccount = rule(5)
    await checkLimits([[perIp, 'ip']], T0)
    const result = await checkLimits(
      [
        [perIp, 'ip'],
        [perAccount, 'acc'],
      ],
      T0,
    )
    expect(result).toEqual({ allowed: false, rule: perIp, key: 'ip', retryAfterSeconds: 600 })
    const bucket = await prisma.rateLimitBucket.findFirstOrThrow({
      where: { key: `${perAccount.name}:acc` },
    })
    expect(bucket.count).toBe(1)
  })

  test('reports the first refused check, or the one with the longer wait', async () => {
    const a = rule(1, 600)
    const b = rule(1, 600)
    const long = rule(1, 3600)
    const checks = [
      [a, 'k'],
      [b, 'k'],
      [long, 'k'],
    ] as const
    await checkLimits(checks.slice(0, 2), at(60))
    const tie = await checkLimits(checks.slice(0, 2), at(60))
    expect(tie).toMatchObject({ allowed: false, rule: a, retryAfterSeconds: 540 })
    await checkLimits([[long, 'k']], at(60))
    const longest = await checkLimits(checks, at(60))
    expect(longest).toMatchObject({ allowed: false, rule: long, retryAfterSeconds: 3540 })
  })

  test('enforceLimits throws a 429 AppError with the wait in words', async () => {
    const r = rule(1, 600)
    await enforceLimits([[r, 'k']], at(0))
    const error = await enforceLimits([[r, 'k']], at(1)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppError)
    expect(error).toMatchObject({
      status: 429,
      message: 'Too many attempts. Please wait 10 minutes and try again.',
      headers: { 'Retry-After': '599' },
    })
  })
})

describe('RATE_LIMITS', () => {
  test('every accounts rule is defined with a unique name and sane numbers', () => {
    const rules = Object.values(RATE_LIMITS)
    expect(Object.keys(RATE_LIMITS)).toEqual(
      expect.arrayContaining([
        'signInPerIp',
        'signInPerAccount',
        'otpSendPerIp',
        'otpSendPerPhone',
        'otpVerifyPerIpAndPhone',
        'forgotPasswordPerIp',
        'forgotPasswordPerEmail',
        'registerPerIp',
      ]),
    )
    expect(new Set(rules.map((r) => r.name)).size).toBe(rules.length)
    for (const r of rules) {
      expect(Number.isInteger(r.limit) && r.limit > 0).toBe(true)
      expect(r.windowSeconds).toBeGreaterThanOrEqual(60)
    }
  })

  test('the OTP send limit per phone refuses the fourth code in ten minutes', async () => {
    const phone = '9876543210'
    const results = await hits(RATE_LIMITS.otpSendPerPhone, phone, 4, at(1))
    expect(results.map((x) => x.allowed)).toEqual([true, true, true, false])
  })
})

describe('rateLimitMessage', () => {
  test.each([
    [1, '1 minute'],
    [59, '1 minute'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [600, '10 minutes'],
    [3600, '60 minutes'],
    [3601, '2 hours'],
    [86_400, '24 hours'],
    [0, '1 minute'],
  ])('%i seconds: wait %s', (seconds, wait) => {
    expect(rateLimitMessage(seconds)).toBe(`Too many attempts. Please wait ${wait} and try again.`)
  })
})

describe('clientIp reads only the header TRUST_PROXY names (decision 028)', () => {
  const request = (headers: Record<string, string>) => new Request('http://x/', { headers })
  const peer = (address: string) => ({ [PEER_ADDRESS_HEADER]: address })
  const withTrust = (trust: string | undefined, fly = '') => {
    process.env.TRUST_PROXY = trust ?? ''
    process.env.FLY_APP_NAME = fly
    resetEnvCache()
  }
  afterEach(() => {
    process.env.TRUST_PROXY = '1'
    delete process.env.FLY_APP_NAME
    resetEnvCache()
  })

  test('unset and off Fly: the socket address, whatever the client writes in headers', () => {
    withTrust(undefined)
    const forged = { 'Fly-Client-IP': '1.2.3.4', 'X-Forwarded-For': '5.6.7.8' }
    expect(clientIp(request({ ...forged, ...peer('49.36.1.2') }))).toBe('49.36.1.2')
    expect(clientIp(request(forged))).toBe('0.0.0.0')
    withTrust('none')
    expect(clientIp(request({ ...forged, ...peer('49.36.1.2') }))).toBe('49.36.1.2')
  })

  test('on Fly (or TRUST_PROXY=fly): Fly-Client-IP, never X-Forwarded-For', () => {
    withTrust(undefined, 'printstudio')
    expect(
      clientIp(request({ 'Fly-Client-IP': ' 49.36.1.2 ', 'X-Forwarded-For': '10.0.0.1' })),
    ).toBe('49.36.1.2')
    expect(clientIp(request({ 'X-Forwarded-For': '10.0.0.1', ...peer('172.16.0.9') }))).toBe(
      '172.16.0.9',
    )
    withTrust('fly')
    expect(clientIp(request({ 'Fly-Client-IP': '2401:4900::1' }))).toBe('2401:4900::1')
  })

  test('N proxies: the address the Nth proxy from us appended; what the client wrote is ignored', () => {
    withTrust('1')
    // The client sent "1.1.1.1, 2.2.2.2"; our proxy appended the address it saw.
    expect(clientIp(request({ 'X-Forwarded-For': '1.1.1.1, 2.2.2.2, 49.36.1.2' }))).toBe(
      '49.36.1.2',
    )
    withTrust('2')
    expect(clientIp(request({ 'X-Forwarded-For': '1.1.1.1, 49.36.1.2, 10.0.0.1' }))).toBe(
      '49.36.1.2',
    )
    // Fewer entries than proxies: the header was not written by them; the socket counts.
    expect(clientIp(request({ 'X-Forwarded-For': '10.0.0.1', ...peer('10.0.0.2') }))).toBe(
      '10.0.0.2',
    )
    expect(clientIp(request({ 'Fly-Client-IP': '1.2.3.4' }))).toBe('0.0.0.0')
  })

  test('is at most 64 characters', () => {
    withTrust('1')
    expect(clientIp(request({ 'X-Forwarded-For': 'x'.repeat(500) }))).toHaveLength(64)
  })

  test('a refused TRUST_PROXY value stops the server with its name', () => {
    expect(() => parseEnv({ ...process.env, TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/)
  })
})

describe('pruneRateLimits', () => {
  test('deletes the buckets of windows that started before the given time', async () => {
    const r = rule(5, 600)
    await hitRateLimit(r, 'old', at(-3600))
    await hitRateLimit(r, 'new', at(0))
    const deleted = await pruneRateLimits(at(-600))
    expect(deleted).toBeGreaterThanOrEqual(1)
    const keys = (
      await prisma.rateLimitBucket.findMany({ where: { key: { startsWith: `${r.name}:` } } })
    ).map((b) => b.key)
    expect(keys).toEqual([`${r.name}:new`])
  })
})

describe('keys that are not plain text (the raw SQL never sees the client NUL stripping)', () => {
  test.each([
    ['a NUL', 'a\u0000b@example.com'],
    ['a control character', 'a\u0007b@example.com'],
    ['a lone surrogate', 'a\ud800b@example.com'],
  ])('%s is stored by its hash and still counted', async (_what, key) => {
    const r = rule(2)
    const results = await hits(r, key, 3)
    expect(results.map((x) => x.allowed)).toEqual([true, true, false])
    const rows = await prisma.rateLimitBucket.findMany({ where: { key: { startsWith: r.name } } })
    expect(rows).toHaveLength(1)
    expect(rows[0]!.key).toMatch(new RegExp(`^${r.name}:sha256:[0-9a-f]{64}$`))
  })
})

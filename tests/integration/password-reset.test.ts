import { createHash, randomBytes } from 'node:crypto'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { prisma } from '#app/server/platform/db.server.ts'
import { getEnv, resetEnvCache } from '#app/server/platform/env.server.ts'
import {
  consumeResetToken,
  findResetToken,
  requestPasswordReset,
} from '#app/server/accounts/password-reset.server.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'

setupTestDatabase()

beforeAll(() => {
  // No mail server: emails are KEPT in the outbox, where these tests read them.
  delete process.env.SMTP_URL
  resetEnvCache()
})
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {})
})
// Emails are delivered after requestPasswordReset resolves: let each test's deliveries finish.
afterEach(async () => {
  await vi.waitFor(async () => {
    expect(await prisma.outboxMessage.count({ where: { status: 'PENDING' } })).toBe(0)
  })
})

const T0 = new Date('2026-12-01T10:00:00.000Z')
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000)
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

let userCounter = 0
async function createUser(firstName = 'Asha') {
  const n = userCounter++
  return prisma.user.create({
    data: {
      email: `reset-${n}@example.com`,
      firstName,
      phone: `70000000${String(n).padStart(2, '0')}`,
    },
  })
}

const emailsTo = (to: string) =>
  prisma.outboxMessage.findMany({ where: { to, channel: 'EMAIL' }, orderBy: { createdAt: 'asc' } })

/** Asks for a reset and reads the token from the newest email, as a person clicks the link. */
async function requestAndRead(email: string, now = T0) {
  await requestPasswordReset(email, { now })
  const emails = await emailsTo(email)
  const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(emails.at(-1)!.text)?.[1]
  expect(token).toBeDefined()
  return token!
}

const resetRows = (userId: string) =>
  prisma.verification.findMany({
    where: { purpose: 'PASSWORD_RESET', target: userId },
    orderBy: { createdAt: 'asc' },
  })

const consume = (token: string, now = at(60)) =>
  prisma.$transaction((tx) => consumeResetToken(token, tx, { now }))

describe('requestPasswordReset', () => {
  test('an unknown email resolves like a known one and writes nothing', async () => {
    const outbox = await prisma.outboxMessage.count()
    const codes = await prisma.verification.count()
    await expect(requestPasswordReset('nobody@example.com', { now: T0 })).resolves.toBeUndefined()
    expect(await prisma.outboxMessage.count()).toBe(outbox)
    expect(await prisma.verification.count()).toBe(codes)

    const user = await createUser()
    await expect(requestPasswordReset(user.email, { now: T0 })).resolves.toBeUndefined()
  })

  test('a known email gets one kept email with the link; only the token hash is stored', async () => {
    const user = await createUser()
    await requestPasswordReset(`  ${user.email.toUpperCase()} `, { now: T0 })

    const emails = await emailsTo(user.email)
    expect(emails).toHaveLength(1)
    const email = emails[0]!
    expect(email.subject).toBe('Reset your PrintStudio password')
    const link = /(\S+\/reset-password\/(\S+))/.exec(email.text)!
    const [url, token] = [link[1]!, link[2]!]
    expect(url).toBe(`${getEnv().APP_URL}/reset-password/${token}`)
    expect(email.text).toContain('Hello Asha,')
    expect(email.text).toContain('within 30 minutes')
    expect(email.html).toContain(`<a href="${url}">${url}</a>`)
    // 32 random bytes in base64url.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)

    const rows = await resetRows(user.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      secretHash: sha256(token),
      expiresAt: at(30 * 60),
      usedAt: null,
    })
    const stored = JSON.stringify(await prisma.verification.findMany())
    expect(stored).not.toContain(token)

    // Delivery runs after the answer; with no mail server the email is kept.
    await vi.waitFor(async () => {
      const [row] = await emailsTo(user.email)
      expect(row!.status).toBe('KEPT')
    })
  })

  test('the link uses the given app URL, without a doubled slash', async () => {
    const user = await createUser()
    await requestPasswordReset(user.email, { appUrl: 'https://printstudio.in/', now: T0 })
    const [email] = await emailsTo(user.email)
    expect(email!.text).toMatch(/\nhttps:\/\/printstudio\.in\/reset-password\/[\w-]{43}\n/)
  })

  test('names in the HTML email are escaped', async () => {
    const user = await createUser('<b>Ravi</b>')
    await requestPasswordReset(user.email, { now: T0 })
    const [email] = await emailsTo(user.email)
    expect(email!.html).toContain('Hello &lt;b&gt;Ravi&lt;/b&gt;,')
    expect(email!.html).not.toContain('<b>')
  })

  test('a newer request invalidates the older link', async () => {
    const user = await createUser()
    const first = await requestAndRead(user.email, T0)
    const second = await requestAndRead(user.email, at(120))
    expect(second).not.toBe(first)
    expect(await findResetToken(first, { now: at(121) })).toBeNull()
    expect(await consume(first, at(121))).toBeNull()
    expect(await findResetToken(second, { now: at(121) })).toEqual({ userId: user.id })
    expect(await consume(second, at(122))).toBe(user.id)
  })

  test('parallel requests leave exactly one live link', async () => {
    const user = await createUser()
    await Promise.all(
      Array.from({ length: 4 }, () => requestPasswordReset(user.email, { now: T0 })),
    )
    const rows = await resetRows(user.id)
    expect(rows).toHaveLength(4)
    expect(rows.filter((r) => r.expiresAt > T0)).toHaveLength(1)
  })
})

describe('findResetToken', () => {
  test('finds the user of a live link until it expires after 30 minutes', async () => {
    const user = await createUser()
    const token = await requestAndRead(user.email, T0)
    expect(await findResetToken(token, { now: at(30 * 60 - 1) })).toEqual({ userId: user.id })
    expect(await findResetToken(token, { now: at(30 * 60) })).toBeNull()
  })

  test('an unknown or malformed token is null', async () => {
    expect(await findResetToken(randomBytes(32).toString('base64url'))).toBeNull()
    expect(await findResetToken('')).toBeNull()
    expect(await findResetToken('not a token')).toBeNull()
    expect(await findResetToken('a'.repeat(10_000))).toBeNull()
  })

  test('the stored hash itself does not work as a token', async () => {
    const user = await createUser()
    await requestAndRead(user.email, T0)
    const [row] = await resetRows(user.id)
    expect(await findResetToken(row!.secretHash, { now: at(1) })).toBeNull()
  })
})

describe('consumeResetToken', () => {
  test('returns the user id once; afterwards the link is dead', async () => {
    const user = await createUser()
    const token = await requestAndRead(user.email, T0)
    expect(await consume(token, at(60))).toBe(user.id)
    expect((await resetRows(user.id))[0]!.usedAt).toEqual(at(60))
    expect(await consume(token, at(61))).toBeNull()
    expect(await findResetToken(token, { now: at(61) })).toBeNull()
  })

  test('an expired, unknown or malformed token is null and changes nothing', async () => {
    const user = await createUser()
    const token = await requestAndRead(user.email, T0)
    expect(await consume(token, at(30 * 60))).toBeNull()
    expect((await resetRows(user.id))[0]!.usedAt).toBeNull()
    expect(await consume(randomBytes(32).toString('base64url'))).toBeNull()
    expect(await consume('../../etc/passwd')).toBeNull()
  })

  test('two concurrent uses: exactly one succeeds', async () => {
    const user = await createUser()
    const token = await requestAndRead(user.email, T0)
    const results = await Promise.all([consume(token), consume(token), consume(token)])
    expect(results.filter((r) => r === user.id)).toHaveLength(1)
    expect(results.filter((r) => r === null)).toHaveLength(2)
  })

  test('a transaction that fails after consuming leaves the link usable', async () => {
    const user = await createUser()
    const token = await requestAndRead(user.email, T0)
    await expect(
      prisma.$transaction(async (tx) => {
        expect(await consumeResetToken(token, tx, { now: at(60) })).toBe(user.id)
        throw new Error('setting the password failed')
      }),
    ).rejects.toThrow('setting the password failed')
    expect(await consume(token, at(61))).toBe(user.id)
  })

  test('works with the plain client too', async () => {
    const user = await createUser()
    const token = await requestAndRead(user.email, T0)
    expect(await consumeResetToken(token, prisma, { now: at(5) })).toBe(user.id)
  })
})

import { createHmac } from 'node:crypto'
import type * as NodeCrypto from 'node:crypto'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { prisma } from '#app/server/platform/db.server.ts'
import { getEnv, resetEnvCache } from '#app/server/platform/env.server.ts'
import { OTP_MESSAGES, sendLoginCode, verifyLoginCode } from '#app/server/accounts/otp.server.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'

// randomInt draws the code; a test can fix the draw to make two requests get the same code.
const draw = vi.hoisted(() => ({ fixed: undefined as number | undefined }))
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof NodeCrypto>()
  const randomInt = (min: number, max: number) => draw.fixed ?? crypto.randomInt(min, max)
  return { ...crypto, default: { ...crypto, randomInt }, randomInt }
})

setupTestDatabase()

beforeAll(() => {
  // No SMS provider: messages are KEPT in the outbox, where these tests read them.
  delete process.env.SMS_API_URL
  resetEnvCache()
})
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {})
})
afterEach(() => {
  draw.fixed = undefined
})

const T0 = new Date('2026-12-01T10:00:00.000Z')
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000)

let phoneCounter = 0
/** A phone number of its own for each test. */
const newPhone = () => `98765${String(10_000 + phoneCounter++).slice(-5)}`

async function latestSms(phone: string) {
  return prisma.outboxMessage.findFirstOrThrow({
    where: { to: phone, channel: 'SMS' },
    orderBy: { createdAt: 'desc' },
  })
}

/** Sends a code and reads it back from the outbox, as a person reads the SMS. */
async function sendAndRead(phone: string, now = T0) {
  const sent = await sendLoginCode(phone, { now })
  expect(sent.ok).toBe(true)
  const sms = await latestSms(phone)
  const code = /code: (\d{6})\./.exec(sms.text)?.[1]
  expect(code).toBeDefined()
  return code!
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

const codeRows = (phone: string) =>
  prisma.verification.findMany({
    where: { purpose: 'PHONE_LOGIN', target: phone },
    orderBy: { createdAt: 'asc' },
  })

describe('sendLoginCode', () => {
  test('stores a hashed 6-digit code for 10 minutes and keeps the SMS in the outbox', async () => {
    const phone = newPhone()
    const sent = await sendLoginCode(`+91 ${phone}`, { now: T0 })
    expect(sent).toEqual({ ok: true, phone, expiresAt: at(600) })

    const sms = await latestSms(phone)
    expect(sms.status).toBe('KEPT')
    expect(sms.text).toMatch(/^PrintStudio code: \d{6}\. Valid for 10 minutes\. Never share it\.$/)
    const code = /(\d{6})/.exec(sms.text)![1]!

    const [row] = await codeRows(phone)
    expect(row).toMatchObject({ target: phone, attempts: 0, usedAt: null, expiresAt: at(600) })
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/)
    expect(row!.secretHash).not.toContain(code)
    // The documented construction: HMAC-SHA256(SESSION_SECRET, purpose:phone:rowId:code).
    const expected = createHmac('sha256', getEnv().SESSION_SECRET)
      .update(`PHONE_LOGIN:${phone}:${row!.id}:${code}`)
      .digest('hex')
    expect(row!.secretHash).toBe(expected)
  })

  test('an invalid phone writes nothing', async () => {
    const before = await prisma.outboxMessage.count()
    expect(await sendLoginCode('12345', { now: T0 })).toEqual({
      ok: false,
      message: OTP_MESSAGES.invalidPhone,
    })
    expect(await prisma.outboxMessage.count()).toBe(before)
    expect(await prisma.verification.count({ where: { target: '12345' } })).toBe(0)
  })

  test('a second code within 60 seconds is refused, with the wait in seconds', async () => {
    const phone = newPhone()
    await sendAndRead(phone, T0)
    expect(await sendLoginCode(phone, { now: at(35) })).toEqual({
      ok: false,
      message: 'We just sent you a code. Please wait 25 seconds before asking for another.',
      retryAfterSeconds: 25,
    })
    expect(await sendLoginCode(phone, { now: at(59.5) })).toMatchObject({
      message: 'We just sent you a code. Please wait 1 second before asking for another.',
    })
    expect(await prisma.outboxMessage.count({ where: { to: phone } })).toBe(1)
    expect((await sendLoginCode(phone, { now: at(60) })).ok).toBe(true)
    expect(await prisma.outboxMessage.count({ where: { to: phone } })).toBe(2)
  })

  test('parallel requests for one phone send exactly one code', async () => {
    const phone = newPhone()
    const results = await Promise.all(
      Array.from({ length: 6 }, () => sendLoginCode(phone, { now: T0 })),
    )
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(await codeRows(phone)).toHaveLength(1)
    expect(await prisma.outboxMessage.count({ where: { to: phone } })).toBe(1)
  })

  test('a new code invalidates the earlier ones', async () => {
    const phone = newPhone()
    const first = await sendAndRead(phone, T0)
    let second = first
    let seconds = 0
    // Two draws agree once in a million; ask again until they differ.
    while (second === first) {
      seconds += 61
      second = await sendAndRead(phone, at(seconds))
    }
    const rows = await codeRows(phone)
    expect(rows.slice(0, -1).every((r) => r.expiresAt <= at(seconds))).toBe(true)
    expect(rows.at(-1)!.expiresAt).toEqual(at(seconds + 600))

    expect(await verifyLoginCode(phone, first, { now: at(seconds + 1) })).toEqual({
      ok: false,
      message: OTP_MESSAGES.wrong,
    })
    expect(await verifyLoginCode(phone, second, { now: at(seconds + 2) })).toEqual({
      ok: true,
      phone,
    })
  })

  test('the same code drawn for two phones is stored under different hashes', async () => {
    draw.fixed = 4321
    const [a, b] = [newPhone(), newPhone()]
    expect(await sendAndRead(a)).toBe('004321')
    expect(await sendAndRead(b)).toBe('004321')
    const [rowA] = await codeRows(a)
    const [rowB] = await codeRows(b)
    expect(rowA!.secretHash).not.toBe(rowB!.secretHash)
    expect(await verifyLoginCode(b, '004321', { now: at(1) })).toEqual({ ok: true, phone: b })
  })

  test('the same code drawn twice for one phone is stored under different hashes', async () => {
    draw.fixed = 111111
    const phone = newPhone()
    await sendAndRead(phone, T0)
    await sendAndRead(phone, at(61))
    const rows = await codeRows(phone)
    expect(rows).toHaveLength(2)
    expect(rows[0]!.secretHash).not.toBe(rows[1]!.secretHash)
  })
})

describe('verifyLoginCode', () => {
  test('the code from the SMS signs in, once', async () => {
    const phone = newPhone()
    const code = await sendAndRead(phone)
    expect(await verifyLoginCode(`0${phone}`, code, { now: at(30) })).toEqual({ ok: true, phone })
    const [row] = await codeRows(phone)
    expect(row).toMatchObject({ usedAt: at(30), attempts: 1 })

    expect(await verifyLoginCode(phone, code, { now: at(31) })).toEqual({
      ok: false,
      message: OTP_MESSAGES.expired,
    })
  })

  test('spaces inside the typed code are ignored', async () => {
    const phone = newPhone()
    const code = await sendAndRead(phone)
    const spaced = `${code.slice(0, 3)} ${code.slice(3)} `
    expect(await verifyLoginCode(phone, spaced, { now: at(5) })).toEqual({ ok: true, phone })
  })

  test('a wrong code is counted and answered with the wrong-code message', async () => {
    const phone = newPhone()
    const code = await sendAndRead(phone)
    expect(await verifyLoginCode(phone, otherCode(code), { now: at(5) })).toEqual({
      ok: false,
      message: 'That code is not right. Check the SMS and try again.',
    })
    expect((await codeRows(phone))[0]!.attempts).toBe(1)
    expect(await verifyLoginCode(phone, code, { now: at(6) })).toEqual({ ok: true, phone })
  })

  test('a code of the wrong shape is refused without using up a try', async () => {
    const phone = newPhone()
    await sendAndRead(phone)
    for (const typo of ['12345', '1234567', 'abcdef', '']) {
      expect(await verifyLoginCode(phone, typo, { now: at(5) })).toEqual({
        ok: false,
        message: OTP_MESSAGES.wrong,
      })
    }
    expect((await codeRows(phone))[0]!.attempts).toBe(0)
  })

  test('four wrong tries still leave the fifth for the right code', async () => {
    const phone = newPhone()
    const code = await sendAndRead(phone)
    for (let i = 0; i < 4; i++) {
      expect((await verifyLoginCode(phone, otherCode(code), { now: at(10 + i) })).ok).toBe(false)
    }
    expect(await verifyLoginCode(phone, code, { now: at(20) })).toEqual({ ok: true, phone })
  })

  test('after five wrong tries the code is dead, even for the right code', async () => {
    const phone = newPhone()
    const code = await sendAndRead(phone)
    const messages = []
    for (let i = 0; i < 5; i++) {
      const result = await verifyLoginCode(phone, otherCode(code), { now: at(10 + i) })
      messages.push(result.ok ? 'ok' : result.message)
    }
    expect(messages).toEqual([
      ...Array<string>(4).fill(OTP_MESSAGES.wrong),
      'Too many wrong codes. Request a new code.',
    ])
    expect(await verifyLoginCode(phone, code, { now: at(20) })).toEqual({
      ok: false,
      message: OTP_MESSAGES.tooManyTries,
    })
    expect((await codeRows(phone))[0]).toMatchObject({ attempts: 5, usedAt: null })

    // A new code (after the resend wait) works again.
    const fresh = await sendAndRead(phone, at(120))
    expect(await verifyLoginCode(phone, fresh, { now: at(121) })).toEqual({ ok: true, phone })
  })

  test('parallel guesses cannot exceed five tries', async () => {
    const phone = newPhone()
    const code = await sendAndRead(phone)
    const results = await Promise.all(
      Array.from({ length: 12 }, () => verifyLoginCode(phone, otherCode(code), { now: at(5) })),
    )
    expect(results.every((r) => !r.ok)).toBe(true)
    expect((await codeRows(phone))[0]!.attempts).toBe(5)
    expect(await verifyLoginCode(phone, code, { now: at(6) })).toMatchObject({ ok: false })
  })

  test('the right code sent twice at once signs in only once', async () => {
    const phone = newPhone()
    const code = await sendAndRead(phone)
    const results = await Promise.all(
      Array.from({ length: 4 }, () => verifyLoginCode(phone, code, { now: at(5) })),
    )
    expect(results.filter((r) => r.ok)).toHaveLength(1)
  })

  test('a code expires 10 minutes after it was sent', async () => {
    const phone = newPhone()
    const code = await sendAndRead(phone)
    expect(await verifyLoginCode(phone, code, { now: at(600) })).toEqual({
      ok: false,
      message: 'That code has expired. Request a new code.',
    })
    expect((await codeRows(phone))[0]!.attempts).toBe(0)

    const other = newPhone()
    const late = await sendAndRead(other)
    expect(await verifyLoginCode(other, late, { now: at(599) })).toEqual({ ok: true, phone: other })
  })

  test('a phone that was never sent a code, or an invalid phone, is refused', async () => {
    expect(await verifyLoginCode(newPhone(), '123456', { now: T0 })).toEqual({
      ok: false,
      message: OTP_MESSAGES.expired,
    })
    expect(await verifyLoginCode('12345', '123456', { now: T0 })).toEqual({
      ok: false,
      message: OTP_MESSAGES.invalidPhone,
    })
  })
})

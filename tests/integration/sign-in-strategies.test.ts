/**
 * The authenticator's two strategies on their own (decision 041), as every sign-in page and call
 * runs them: a form post in, the user or a refusal out. The pages' and the API's answers around
 * them are auth.test.ts, checkout-gate.test.ts and proved-contacts.test.ts.
 */
import { BodyUsedError } from 'remix-auth-form'
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { prisma } from '#app/server/platform/db.server.ts'
import { resetEnvCache } from '#app/server/platform/env.server.ts'
import { AppError } from '#app/server/platform/errors.server.ts'
import { RATE_LIMITS } from '#app/server/platform/rate-limit.server.ts'
import { hashPassword } from '#app/server/accounts/password.server.ts'
import { OTP_MESSAGES } from '#app/server/accounts/otp.server.ts'
import { sendSignInCode } from '#app/server/accounts/phone-code.server.ts'
import { readPhoneProof } from '#app/server/accounts/users.server.ts'
import { PhoneNotRegistered, authenticator } from '#app/server/http/authenticator.server.ts'
import { PhoneCodeStrategy } from '#app/server/http/phone-code-strategy.server.ts'
import { rememberDevice } from '#app/server/http/device-cookie.server.ts'
import { AUTH_MESSAGES } from '#app/utils/auth-schemas.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'

setupTestDatabase()

beforeAll(() => {
  // No SMS provider: codes are kept in the outbox, where these tests read them.
  delete process.env.SMS_API_URL
  resetEnvCache()
})
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {})
})

let n = 0
/** A phone, an email and a client address of their own for each test. */
function person() {
  const i = n++
  return {
    email: `strategy${i}@example.com`,
    phone: `96${String(10_000_000 + i).slice(-8)}`,
    ip: `10.41.${Math.floor(i / 250)}.${i % 250}`,
    password: 'Sunrise2026',
  }
}
type Person = ReturnType<typeof person>

async function account(p: Person, { phoneProved = true } = {}) {
  return prisma.user.create({
    data: {
      email: p.email,
      firstName: 'Meera',
      lastName: 'Iyer',
      phone: p.phone,
      phoneVerifiedAt: phoneProved ? new Date() : null,
      password: { create: { hash: await hashPassword(p.password) } },
    },
    select: { id: true },
  })
}

function post(fields: Record<string, string>, ip: string, headers: HeadersInit = {}) {
  return new Request('http://localhost/login', {
    method: 'POST',
    headers: { 'X-Forwarded-For': ip, ...headers },
    body: new URLSearchParams(fields),
  })
}

/** Sends a sign-in code and reads it back from the outbox, as a person reads the SMS. */
async function codeFor(p: Person) {
  await sendSignInCode({ phone: p.phone, ip: p.ip })
  const sms = await prisma.outboxMessage.findFirstOrThrow({
    where: { to: p.phone, channel: 'SMS' },
    orderBy: { createdAt: 'desc' },
  })
  return /code: (\d{6})\./.exec(sms.text)![1]!
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

/** What the strategy threw (or null when it answered a user). */
async function refusal(attempt: Promise<unknown>) {
  try {
    await attempt
    return null
  } catch (error) {
    return error
  }
}

describe('phone-code', () => {
  const signIn = (p: Person, otp: string, phone = p.phone) =>
    authenticator.authenticate('phone-code', post({ phone, otp }, p.ip))

  test('a right code signs into the account that proved the number', async () => {
    const p = person()
    const { id } = await account(p)
    const code = await codeFor(p)
    // Any way of writing the number and spaces around the code: the same phone and code.
    const user = await signIn(p, ` ${code} `, `+91 ${p.phone.slice(0, 5)} ${p.phone.slice(5)}`)
    expect(user).toMatchObject({ id, email: p.email, phone: p.phone })
    // Used once.
    const again = await refusal(signIn(p, code))
    expect(again).toMatchObject({ status: 400, message: OTP_MESSAGES.expired })
  })

  test('a right code for a number no account proved: PhoneNotRegistered with a proof', async () => {
    const p = person()
    const error = await refusal(signIn(p, await codeFor(p)))
    expect(error).toBeInstanceOf(PhoneNotRegistered)
    const { phone, proof, code } = error as PhoneNotRegistered
    expect({ phone, code }).toEqual({ phone: p.phone, code: 'PHONE_NOT_REGISTERED' })
    expect(readPhoneProof(proof)).toBe(p.phone)
  })

  test('an account that only typed the number is not signed into, and loses it', async () => {
    const p = person()
    const { id } = await account(p, { phoneProved: false })
    expect(await refusal(signIn(p, await codeFor(p)))).toBeInstanceOf(PhoneNotRegistered)
    expect((await prisma.user.findUniqueOrThrow({ where: { id } })).phone).toBeNull()
  })

  test('a wrong code is a 400 with the reason on the code field, and signs nobody in', async () => {
    const p = person()
    await account(p)
    const code = await codeFor(p)
    const error = await refusal(signIn(p, otherCode(code)))
    expect(error).toBeInstanceOf(AppError)
    expect(error).toMatchObject({
      status: 400,
      message: OTP_MESSAGES.wrong,
      fieldErrors: { otp: [OTP_MESSAGES.wrong] },
    })
    // The right code still works afterwards.
    expect(await signIn(p, code)).toMatchObject({ email: p.email })
  })

  test('no code and a malformed number are refused before any code is checked', async () => {
    const p = person()
    expect(await refusal(signIn(p, ''))).toMatchObject({
      status: 400,
      message: AUTH_MESSAGES.phoneLoginFailed,
      fieldErrors: { otp: [AUTH_MESSAGES.codeRequired] },
    })
    const badPhone = await refusal(signIn(p, '123456', '12345'))
    expect(badPhone).toMatchObject({ status: 400, message: AUTH_MESSAGES.phoneLoginFailed })
    expect((badPhone as AppError).fieldErrors?.phone).toHaveLength(1)
  })

  test('an expired code is a 400 "expired"', async () => {
    const p = person()
    await account(p)
    const code = await codeFor(p)
    await prisma.verification.updateMany({
      where: { purpose: 'PHONE_LOGIN', target: p.phone },
      data: { expiresAt: new Date(Date.now() - 1000) },
    })
    expect(await refusal(signIn(p, code))).toMatchObject({
      status: 400,
      message: OTP_MESSAGES.expired,
    })
  })

  test('five wrong codes kill the code; the guesser is then limited (429, Retry-After)', async () => {
    const p = person()
    await account(p)
    const code = await codeFor(p)
    const wrong = otherCode(code)
    for (let i = 1; i < 5; i++) {
      expect(await refusal(signIn(p, wrong))).toMatchObject({ message: OTP_MESSAGES.wrong })
    }
    expect(await refusal(signIn(p, wrong))).toMatchObject({ message: OTP_MESSAGES.tooManyTries })
    expect(await refusal(signIn(p, code))).toMatchObject({ message: OTP_MESSAGES.tooManyTries })
    // The address-and-phone limit counts every try, right or wrong.
    for (let i = 6; i < RATE_LIMITS.otpVerifyPerIpAndPhone.limit; i++)
      await refusal(signIn(p, code))
    const limited = await refusal(signIn(p, code))
    expect(limited).toMatchObject({ status: 429, code: 'RATE_LIMITED' })
    expect(new Headers((limited as AppError).headers).get('Retry-After')).toMatch(/^\d+$/)
    // Another address is not limited by this one's guesses: its answer is about the code.
    const elsewhere = await refusal(signIn({ ...p, ip: '10.99.0.1' }, code))
    expect(elsewhere).toMatchObject({ status: 400, message: OTP_MESSAGES.tooManyTries })
  })

  test('a request whose body was read is refused as remix-auth-form refuses it', async () => {
    const strategy = new PhoneCodeStrategy(async () => ({}))
    const request = post({ phone: '9876543210', otp: '123456' }, '10.41.255.1')
    await request.text()
    expect(await refusal(strategy.authenticate(request))).toBeInstanceOf(BodyUsedError)
  })
})

describe('email-password', () => {
  const signIn = (p: Person, password = p.password, headers: HeadersInit = {}) =>
    authenticator.authenticate('email-password', post({ email: p.email, password }, p.ip, headers))

  test('the right pair answers the user; a wrong one and an unknown email the same 401', async () => {
    const p = person()
    const { id } = await account(p)
    expect(await signIn({ ...p, email: ` ${p.email.toUpperCase()} ` })).toMatchObject({ id })
    const wrong = await refusal(signIn(p, 'Wrong2026'))
    const unknown = await refusal(signIn({ ...p, email: 'nobody@example.com' }))
    for (const error of [wrong, unknown]) {
      expect(error).toMatchObject({ status: 401, message: AUTH_MESSAGES.invalidCredentials })
    }
  })

  test('guesses lock out unknown devices, not the device cookie of the account', async () => {
    const p = person()
    await account(p)
    const device = (await rememberDevice(post({}, p.ip), p.email)).split(';')[0]!
    for (let i = 0; i < RATE_LIMITS.signInPerIpAndAccount.limit; i++) {
      expect(await refusal(signIn(p, 'Wrong2026'))).toMatchObject({ status: 401 })
    }
    expect(await refusal(signIn(p))).toMatchObject({ status: 429, code: 'RATE_LIMITED' })
    expect(await signIn(p, p.password, { Cookie: device })).toMatchObject({ email: p.email })
  })
})

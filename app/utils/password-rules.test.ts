import { parseWithZod } from '@conform-to/zod'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import {
  changePasswordSchema,
  failedPasswordRules,
  newPasswordFields,
  PASSWORD_MESSAGES,
  PASSWORD_RULES,
  passwordSchema,
  passwordsMatch,
  resetPasswordSchema,
} from './password-rules.ts'

const MIN = 'Password must be at least 8 characters'
const UPPER = 'Password must contain at least one uppercase letter'
const LOWER = 'Password must contain at least one lowercase letter'
const NUMBER = 'Password must contain at least one number'
const MISMATCH = "Passwords don't match"
const CURRENT = 'Current password is required'
const MAX = 'Password must be at most 128 characters'

function messages(schema: z.ZodTypeAny, value: unknown) {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

function fieldErrors(schema: z.ZodTypeAny, value: unknown) {
  const result = schema.safeParse(value)
  return result.success ? {} : result.error.flatten().fieldErrors
}

function form(entries: Record<string, string>) {
  const formData = new FormData()
  for (const [name, value] of Object.entries(entries)) formData.append(name, value)
  return formData
}

describe('the spec texts', () => {
  test('are word for word', () => {
    expect(PASSWORD_MESSAGES).toMatchObject({
      currentRequired: CURRENT,
      minLength: MIN,
      uppercase: UPPER,
      lowercase: LOWER,
      number: NUMBER,
      mismatch: MISMATCH,
    })
    expect(PASSWORD_RULES.map((rule) => rule.message)).toEqual([MIN, UPPER, LOWER, NUMBER])
  })
})

describe('passwordSchema', () => {
  test('accepts a password that meets every rule and keeps it as typed', () => {
    expect(passwordSchema.parse('Chai2024')).toBe('Chai2024')
    expect(passwordSchema.parse('  Chai 2024  ')).toBe('  Chai 2024  ')
  })

  test.each([
    ['Chai202', [MIN]],
    ['chai2024', [UPPER]],
    ['CHAI2024', [LOWER]],
    ['ChaiChai', [NUMBER]],
  ])('%s fails only its own rule', (password, expected) => {
    expect(messages(passwordSchema, password)).toEqual(expected)
  })

  test('reports every failing rule, not only the first', () => {
    expect(messages(passwordSchema, 'abc')).toEqual([MIN, UPPER, NUMBER])
    expect(messages(passwordSchema, 'ABC')).toEqual([MIN, LOWER, NUMBER])
    expect(messages(passwordSchema, '1234')).toEqual([MIN, UPPER, LOWER])
    expect(messages(passwordSchema, '!!!!!!!!')).toEqual([UPPER, LOWER, NUMBER])
  })

  test('an empty or missing password gets every rule message', () => {
    expect(messages(passwordSchema, '')).toEqual([MIN, UPPER, LOWER, NUMBER])
    expect(messages(passwordSchema, undefined)).toEqual([MIN, UPPER, LOWER, NUMBER])
  })

  test('is at most 128 characters, alone and with other rules', () => {
    expect(passwordSchema.safeParse(`Aa1${'x'.repeat(125)}`).success).toBe(true)
    expect(messages(passwordSchema, `Aa1${'x'.repeat(126)}`)).toEqual([MAX])
    expect(messages(passwordSchema, 'a'.repeat(129))).toEqual([UPPER, NUMBER, MAX])
  })

  test('counts characters, not UTF-16 units, and knows letters beyond ASCII', () => {
    expect(messages(passwordSchema, 'Ab1🙂🙂🙂')).toEqual([MIN])
    expect(passwordSchema.safeParse('Éclair99').success).toBe(true)
    expect(messages(passwordSchema, 'ÉCLAIR99')).toEqual([LOWER])
  })

  test('a value that is not text gets a clear message', () => {
    expect(messages(passwordSchema, ['Chai2024', 'Chai2024'])).toEqual([
      'Enter the password as text',
    ])
  })
})

describe('PASSWORD_RULES and failedPasswordRules', () => {
  test('each rule tests its own requirement, for a live checklist', () => {
    const passed = (password: string) =>
      Object.fromEntries(PASSWORD_RULES.map((rule) => [rule.id, rule.test(password)]))
    expect(passed('')).toEqual({
      minLength: false,
      uppercase: false,
      lowercase: false,
      number: false,
    })
    expect(passed('a')).toEqual({
      minLength: false,
      uppercase: false,
      lowercase: true,
      number: false,
    })
    expect(passed('Chai2024')).toEqual({
      minLength: true,
      uppercase: true,
      lowercase: true,
      number: true,
    })
  })

  test('failedPasswordRules agrees with the schema', () => {
    for (const password of ['', 'abc', 'Chai2024', 'CHAI', `Aa1${'x'.repeat(200)}`]) {
      expect(failedPasswordRules(password)).toEqual(messages(passwordSchema, password))
    }
  })
})

describe('changePasswordSchema', () => {
  const valid = {
    currentPassword: 'old secret',
    newPassword: 'Chai2024',
    confirmPassword: 'Chai2024',
  }

  test('accepts matching new passwords that meet the rules', () => {
    expect(changePasswordSchema.parse(valid)).toEqual(valid)
  })

  test('requires the current password, and does not judge it by the new rules', () => {
    expect(fieldErrors(changePasswordSchema, { ...valid, currentPassword: '' })).toEqual({
      currentPassword: [CURRENT],
    })
    const { currentPassword: _, ...withoutCurrent } = valid
    expect(fieldErrors(changePasswordSchema, withoutCurrent)).toEqual({
      currentPassword: [CURRENT],
    })
    expect(changePasswordSchema.safeParse({ ...valid, currentPassword: 'x' }).success).toBe(true)
  })

  test("reports Passwords don't match on confirmPassword", () => {
    expect(fieldErrors(changePasswordSchema, { ...valid, confirmPassword: 'Chai2025' })).toEqual({
      confirmPassword: [MISMATCH],
    })
    expect(fieldErrors(changePasswordSchema, { ...valid, confirmPassword: '' })).toEqual({
      confirmPassword: [MISMATCH],
    })
  })

  test('reports every message at once on its own field', () => {
    expect(
      fieldErrors(changePasswordSchema, {
        currentPassword: '',
        newPassword: 'abc',
        confirmPassword: 'abd',
      }),
    ).toEqual({
      currentPassword: [CURRENT],
      newPassword: [MIN, UPPER, NUMBER],
      confirmPassword: [MISMATCH],
    })
  })

  test('an empty form gets the required and rule messages, and no mismatch', () => {
    expect(fieldErrors(changePasswordSchema, {})).toEqual({
      currentPassword: [CURRENT],
      newPassword: [MIN, UPPER, LOWER, NUMBER],
    })
  })

  test('works through conform as a posted form', () => {
    const empty = parseWithZod(
      form({ currentPassword: '', newPassword: 'short', confirmPassword: '' }),
      { schema: changePasswordSchema },
    )
    expect(empty.status).toBe('error')
    expect(empty.status === 'error' && empty.error).toEqual({
      currentPassword: [CURRENT],
      newPassword: [MIN, UPPER, NUMBER],
      confirmPassword: [MISMATCH],
    })
    const ok = parseWithZod(form(valid), { schema: changePasswordSchema })
    expect(ok.status === 'success' && ok.value).toEqual(valid)
  })
})

describe('resetPasswordSchema', () => {
  test('applies the same rules to password and the same mismatch message', () => {
    expect(
      resetPasswordSchema.parse({ password: 'Chai2024', confirmPassword: 'Chai2024' }),
    ).toEqual({ password: 'Chai2024', confirmPassword: 'Chai2024' })
    expect(fieldErrors(resetPasswordSchema, { password: 'chai', confirmPassword: 'Chai' })).toEqual(
      {
        password: [MIN, UPPER, NUMBER],
        confirmPassword: [MISMATCH],
      },
    )
  })

  test('works through conform as a posted form', () => {
    const submission = parseWithZod(form({ password: '', confirmPassword: 'x' }), {
      schema: resetPasswordSchema,
    })
    expect(submission.status === 'error' && submission.error).toEqual({
      password: [MIN, UPPER, LOWER, NUMBER],
      confirmPassword: [MISMATCH],
    })
  })
})

describe('newPasswordFields and passwordsMatch', () => {
  test('compose into a form with its own fields (register)', () => {
    const register = z
      .object({ email: z.string().email('Enter a valid email'), ...newPasswordFields })
      .superRefine(passwordsMatch('password'))
    expect(
      fieldErrors(register, { email: 'x', password: 'Chai2024', confirmPassword: 'Chai2023' }),
    ).toEqual({ email: ['Enter a valid email'], confirmPassword: [MISMATCH] })
  })
})

import { parseWithZod } from '@conform-to/zod'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { z } from 'zod'
import { AppError } from '../platform/errors.server.ts'
import { refuse } from './action-reply.server.ts'

const schema = z.object({ email: z.string(), password: z.string() })
const form = () => {
  const formData = new FormData()
  formData.set('email', 'asha@example.com')
  formData.set('password', 'secret-1')
  return parseWithZod(formData, { schema })
}
const limited = new AppError(429, 'Too many attempts. Try again in 5 minutes.', {
  headers: { 'Retry-After': '300' },
})
const named = new AppError(400, 'Check the email.', { fieldErrors: { email: ['Taken.'] } })

afterEach(() => vi.restoreAllMocks())

describe('refuse: a conform form', () => {
  test('keeps status, message, field errors and Retry-After, hides fields', () => {
    const reply = refuse(limited, { submission: form(), hideFields: ['password'] })
    expect(reply.init?.status).toBe(429)
    expect(new Headers(reply.init?.headers).get('Retry-After')).toBe('300')
    expect(reply.data.error).toEqual({ '': [limited.message] })
    expect(reply.data.initialValue).toEqual({ email: 'asha@example.com' })
  })

  test('the message above the form too, unless summary is off and the refusal names fields', () => {
    expect(refuse(named, { submission: form() }).data.error).toEqual({
      '': ['Check the email.'],
      email: ['Taken.'],
    })
    expect(refuse(named, { submission: form(), summary: false }).data.error).toEqual({
      email: ['Taken.'],
    })
    expect(refuse(limited, { submission: form(), summary: false }).data.error).toEqual({
      '': [limited.message],
    })
  })

  test('body wraps the reply in the page data', () => {
    const reply = refuse(named, {
      submission: form(),
      body: (result, refusal) => ({ intent: 'x', result, code: refusal.status }),
    })
    expect(reply.data).toMatchObject({ intent: 'x', code: 400, result: { status: 'error' } })
  })
})

describe('refuse: anything but an AppError', () => {
  test('is logged and answered with the fallback and 500', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const reply = refuse(new Error('boom'), { submission: form(), fallback: 'Could not save.' })
    expect(reply.init?.status).toBe(500)
    expect(reply.data.error).toEqual({ '': ['Could not save.'] })
    expect(log).toHaveBeenCalledOnce()
  })

  test('is rethrown without a fallback; a thrown Response always passes through', () => {
    const bug = new Error('boom')
    expect(() => refuse(bug, { body: (r) => ({ problem: r.message }) })).toThrow(bug)
    const redirect = new Response(null, { status: 303, headers: { Location: '/login' } })
    expect(() => refuse(redirect, { body: () => ({}), fallback: 'x' })).toThrow()
    expect(refuse(redirect, { fallback: 'x' })).toBe(redirect)
  })
})

describe('refuse: other shapes', () => {
  test('every Set-Cookie of the route and the refusal is kept (a refused sign-in ends the session)', () => {
    const refused = new AppError(401, 'Incorrect email or password.', {
      headers: [
        ['Set-Cookie', 'ps_session=; Max-Age=0; Path=/'],
        ['Set-Cookie', 'ps_device=abc; Path=/'],
      ],
    })
    const reply = refuse(refused, {
      submission: form(),
      headers: [['Set-Cookie', 'ps_cart=c1; Path=/']],
    })
    expect(new Headers(reply.init?.headers).getSetCookie()).toEqual([
      'ps_cart=c1; Path=/',
      'ps_session=; Max-Age=0; Path=/',
      'ps_device=abc; Path=/',
    ])
  })

  test('page data with the route headers and the refusal status', () => {
    const reply = refuse(limited, {
      body: (r) => ({ done: false, problem: r.message }),
      headers: { 'Referrer-Policy': 'no-referrer' },
    })
    expect(reply.data).toEqual({ done: false, problem: limited.message })
    const headers = new Headers(reply.init?.headers)
    expect([
      reply.init?.status,
      headers.get('Referrer-Policy'),
      headers.get('Retry-After'),
    ]).toEqual([429, 'no-referrer', '300'])
  })

  test('JSON: the API failure shape, never cached', async () => {
    const response = refuse(new AppError(400, 'Bad', { fieldErrors: { a: ['x'] }, code: 'C' }), {
      fallback: 'Failed.',
    })
    expect(response.status).toBe(400)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual({
      success: false,
      message: 'Bad',
      errors: { a: ['x'] },
      code: 'C',
    })
  })

  test('text: the message as plain text', async () => {
    const response = refuse(limited, { fallback: 'Failed.', as: 'text' })
    expect(response.status).toBe(429)
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8')
    expect(response.headers.get('Retry-After')).toBe('300')
    expect(await response.text()).toBe(limited.message)
  })
})

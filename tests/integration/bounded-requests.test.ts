/**
 * Issue 21 (decision 030): one anonymous request must not freeze or kill an instance. The edge's
 * body limits are driven over real HTTP through server/body-limits.ts in front of the whole app
 * (DOS-1, DOS-2 caps, DOS-3); the form parser's speed is measured on its own (DOS-2).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseWithZod } from '@conform-to/zod'
import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { z } from 'zod'
import { BODY_LIMITS, BODY_MESSAGES, FORM_LIMITS } from '#app/server/http/body-limits.server.ts'
import { UPLOAD_MESSAGES } from '#app/server/designs/uploads.server.ts'
import { readUploadForm } from '#app/server/http/body.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { appForFile } from '#tests/setup/app.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { createRequestHandler, installBodyLimits } from '../../server/body-limits.ts'

setupTestDatabase()
const app = appForFile()

let server: http.Server
let base: string
beforeAll(async () => {
  const edge = express()
  installBodyLimits(edge)
  edge.all(
    '*',
    createRequestHandler({
      build: app.build,
      mode: 'production',
      getLoadContext: () => ({ cspNonce: 'test-nonce' }),
    }),
  )
  server = edge.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

interface Answer {
  status: number
  type: string
  text: string
  ms: number
}

/**
 * A POST over HTTP. `declared` sets a Content-Length larger than what is sent (only the first
 * `body` bytes go out, the rest never does): the answer must come without the body being read.
 */
function post(
  path: string,
  body: string | Buffer,
  { type, declared }: { type: string; declared?: number },
): Promise<Answer> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { 'Content-Type': type }
    if (declared) headers['Content-Length'] = declared
    else headers['Transfer-Encoding'] = 'chunked'
    const req = http.request(`${base}${path}`, { method: 'POST', headers }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type'] ?? ''),
          text,
          ms: performance.now() - started,
        }),
      )
    })
    // The server may close its side before all of an oversized body went out.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error)
    })
    req.write(body)
    if (!declared) req.end()
  })
}

const FORM = 'application/x-www-form-urlencoded'

async function counts() {
  const [messages, webhooks, carts] = await Promise.all([
    prisma.contactMessage.count(),
    prisma.webhookEvent.count(),
    prisma.cart.count(),
  ])
  return { messages, webhooks, carts }
}

const validContact = new URLSearchParams({
  name: 'Meera Iyer',
  email: 'meera@example.com',
  phone: '+91 98450-12345',
  subject: 'Bulk / corporate order',
  message: 'We need 2,000 visiting cards for our new office by next Friday.',
}).toString()

describe('DOS-2: forms with many fields', () => {
  test('the form parser is linear: 40,000 values of one name parse in well under a second', () => {
    const form = new FormData()
    for (let i = 0; i < 40_000; i++) form.append('f', 'x')
    const started = performance.now()
    const submission = parseWithZod(form, { schema: z.object({ email: z.string() }) })
    expect(performance.now() - started).toBeLessThan(3000)
    expect((submission.payload.f as unknown[]).length).toBe(40_000)
  }, 60_000)

  test('a contact form with thousands of fields is refused at once in our words, nothing stored', async () => {
    const before = await counts()
    const many = `${validContact}&${'f=x&'.repeat(5_000)}f=x`
    expect(many.length).toBeLessThan(BODY_LIMITS.form)
    const answer = await post('/contact', many, { type: FORM })
    expect(answer).toMatchObject({ status: 400, text: BODY_MESSAGES.tooManyFields })
    expect(answer.ms).toBeLessThan(500)

    const repeated = `${validContact}&${'subject=x&'.repeat(FORM_LIMITS.repeats)}`
    expect(await post('/contact', repeated, { type: FORM })).toMatchObject({
      status: 400,
      text: BODY_MESSAGES.tooManyFields,
    })
    expect(await counts()).toEqual(before)
  })

  test('an ordinary contact form still goes through the edge and is stored', async () => {
    const before = await prisma.contactMessage.count()
    const answer = await post('/contact', validContact, { type: FORM })
    expect(answer.status).toBe(303)
    expect(await prisma.contactMessage.count()).toBe(before + 1)
  })

  test('a design upload form on /cart with too many fields is refused', async () => {
    const boundary = 'x'
    const parts = Array.from(
      { length: FORM_LIMITS.fields + 1 },
      (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`,
    ).join('')
    const request = new Request('http://localhost/cart', {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body: `${parts}--${boundary}--\r\n`,
    })
    await expect(readUploadForm(request, ['design'])).rejects.toMatchObject({
      status: 400,
      message: BODY_MESSAGES.tooManyFields,
    })
  })
})

describe('DOS-1: one body-size limit per kind of route, before the body is read', () => {
  const huge = 250 * 1024 * 1024

  test.each([
    ['/contact', FORM],
    ['/login', FORM],
    ['/payment/callback?order=x', FORM],
    ['/api/cart/item', 'application/json'],
    ['/api/auth/login', 'application/json'],
    ['/api/webhooks/razorpay', 'application/json'],
  ])('a 250 MB body declared to %s is a 413 within milliseconds, unread', async (path, type) => {
    const answer = await post(path, 'a=1', { type, declared: huge })
    expect(answer.status).toBe(413)
    expect(answer.ms).toBeLessThan(500)
    if (path.startsWith('/api/')) {
      expect(JSON.parse(answer.text)).toEqual({ success: false, message: BODY_MESSAGES.tooLarge })
    } else expect(answer.text).toBe(BODY_MESSAGES.tooLarge)
  })

  test('a body sent without a length is cut off at its limit, nothing written', async () => {
    const before = await counts()
    const json = JSON.stringify({ productId: 'x', pad: 'x'.repeat(BODY_LIMITS.api) })
    const cart = await post('/api/cart/item', json, { type: 'application/json' })
    expect(cart.status).toBe(413)
    expect(JSON.parse(cart.text)).toMatchObject({ success: false, message: BODY_MESSAGES.tooLarge })
    const webhook = await post(
      '/api/webhooks/razorpay',
      JSON.stringify({ event: 'payment.captured', pad: 'x'.repeat(BODY_LIMITS.webhook) }),
      { type: 'application/json' },
    )
    expect(webhook.status).toBe(413)
    const callback = await post(
      '/payment/callback?order=x',
      `a=${'x'.repeat(BODY_LIMITS.callback)}`,
      {
        type: FORM,
      },
    )
    expect(callback).toMatchObject({ status: 413, text: BODY_MESSAGES.tooLarge })
    const contact = await post('/contact', `${validContact}&m=${'x'.repeat(BODY_LIMITS.form)}`, {
      type: FORM,
    })
    expect(contact).toMatchObject({ status: 413, text: BODY_MESSAGES.tooLarge })
    expect(await counts()).toEqual(before)
  })
})

describe('DOS-3: the upload endpoints take multipart only', () => {
  test('19 MB of urlencoded fields to /api/upload/single-image is a 413 at once', async () => {
    const body = Buffer.alloc(19 * 1024 * 1024, 'f=x&')
    const answer = await post('/api/upload/single-image', body, {
      type: FORM,
      declared: body.length,
    })
    expect(answer.status).toBe(413)
    expect(answer.ms).toBeLessThan(1000)
  })

  test('an urlencoded body under the limit is not parsed: the image is simply missing', async () => {
    const answer = await app.fetch('/api/upload/single-image', {
      method: 'POST',
      headers: { 'Content-Type': FORM },
      body: 'image=x&'.repeat(400),
    })
    expect(answer.status).toBe(400)
    const body = (await answer.json()) as { success: boolean; message: string }
    expect(body.success).toBe(false)
    expect(body.message).not.toBe(UPLOAD_MESSAGES.unreadableForm)
  })
})

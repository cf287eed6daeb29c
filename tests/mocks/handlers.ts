import crypto from 'node:crypto'
import { http, HttpResponse, type RequestHandler } from 'msw'

/** What the fakes were sent, for tests to inspect. */
export const mockRecords = {
  razorpayOrders: [] as Array<{ id: string; amount: number; currency: string; receipt?: string }>,
  cloudinaryUploads: [] as Array<{ publicId: string; bytes: number }>,
  sms: [] as Array<{ to: string; message: string }>,
  reset() {
    this.razorpayOrders.length = 0
    this.cloudinaryUploads.length = 0
    this.sms.length = 0
  },
}

const id = (prefix: string) => `${prefix}_${crypto.randomBytes(7).toString('hex')}`
const now = () => Math.floor(Date.now() / 1000)

/** Razorpay REST API (the razorpay SDK calls https://api.razorpay.com/v1). */
const razorpay: RequestHandler[] = [
  http.post('https://api.razorpay.com/v1/orders', async ({ request }) => {
    const body = (await request.json()) as {
      amount?: number
      currency?: string
      receipt?: string
      notes?: object
    }
    if (!Number.isInteger(body.amount) || (body.amount ?? 0) < 100) {
      return HttpResponse.json(
        {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Order amount less than minimum amount allowed',
          },
        },
        { status: 400 },
      )
    }
    const order = {
      id: id('order'),
      entity: 'order',
      amount: body.amount!,
      amount_paid: 0,
      amount_due: body.amount!,
      currency: body.currency ?? 'INR',
      receipt: body.receipt,
      status: 'created',
      attempts: 0,
      notes: body.notes ?? {},
      created_at: now(),
    }
    mockRecords.razorpayOrders.push(order)
    return HttpResponse.json(order)
  }),
  http.get('https://api.razorpay.com/v1/orders/:orderId', ({ params }) => {
    const order = mockRecords.razorpayOrders.find((o) => o.id === params.orderId)
    if (!order) {
      return HttpResponse.json(
        { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } },
        { status: 400 },
      )
    }
    return HttpResponse.json({ ...order, entity: 'order', status: 'created' })
  }),
  http.get('https://api.razorpay.com/v1/payments/:paymentId', ({ params }) =>
    HttpResponse.json({
      id: params.paymentId,
      entity: 'payment',
      status: 'captured',
      method: 'card',
      captured: true,
      created_at: now(),
    }),
  ),
  http.post(
    'https://api.razorpay.com/v1/payments/:paymentId/refund',
    async ({ params, request }) => {
      const body = (await request.json().catch(() => ({}))) as { amount?: number }
      return HttpResponse.json({
        id: id('rfnd'),
        entity: 'refund',
        payment_id: params.paymentId,
        amount: body.amount,
        status: 'processed',
        created_at: now(),
      })
    },
  ),
]

/** Cloudinary upload API (the cloudinary SDK posts multipart to api.cloudinary.com). */
const cloudinary: RequestHandler[] = [
  http.post('https://api.cloudinary.com/v1_1/:cloud/image/upload', async ({ params, request }) => {
    const form = await request.formData()
    const file = form.get('file')
    const bytes = typeof file === 'string' ? file.length : (file?.size ?? 0)
    const publicId = String(form.get('public_id') ?? id('printstudio/upload'))
    mockRecords.cloudinaryUploads.push({ publicId, bytes })
    return HttpResponse.json({
      public_id: publicId,
      version: now(),
      format: 'png',
      resource_type: 'image',
      bytes,
      width: Number(form.get('width') ?? 1000),
      height: Number(form.get('height') ?? 1000),
      secure_url: `https://res.cloudinary.com/${params.cloud}/image/upload/${publicId}.png`,
      url: `http://res.cloudinary.com/${params.cloud}/image/upload/${publicId}.png`,
    })
  }),
  http.post('https://api.cloudinary.com/v1_1/:cloud/image/destroy', () =>
    HttpResponse.json({ result: 'ok' }),
  ),
]

/**
 * The SMS provider adapter speaks a small JSON API: POST {SMS_API_URL}/messages with
 * { to, message } and a bearer key. Any host ending in .mock.test is this fake.
 */
const sms: RequestHandler[] = [
  http.post(/^https:\/\/[^/]+\.mock\.test\/messages$/, async ({ request }) => {
    if (!request.headers.get('authorization')?.startsWith('Bearer ')) {
      return HttpResponse.json({ error: 'missing api key' }, { status: 401 })
    }
    const body = (await request.json()) as { to?: string; message?: string }
    if (!body.to || !/^\d{10}$/.test(body.to) || !body.message) {
      return HttpResponse.json(
        { error: 'to (10 digits) and message are required' },
        { status: 422 },
      )
    }
    mockRecords.sms.push({ to: body.to, message: body.message })
    return HttpResponse.json({ id: id('sms'), status: 'queued' }, { status: 202 })
  }),
]

export const handlers: RequestHandler[] = [...razorpay, ...cloudinary, ...sms]

import crypto from 'node:crypto'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { razorpayStandInHandlers } from '../../app/server/payments/standin/standin-api.server.ts'
import {
  resetStandInShiprocket,
  shiprocketStandInHandlers,
} from '../../app/server/shipping/standin/standin-shiprocket.server.ts'
import { forgetShiprocketTokens } from '../../app/server/shipping/shiprocket.server.ts'
import {
  resetStandIn,
  standInOrders,
  type RazorpayOrder,
} from '../../app/server/payments/standin/standin.server.ts'

/** What the fakes were sent, for tests to inspect. */
export const mockRecords = {
  /** The orders created on the stand-in Razorpay, oldest first. */
  get razorpayOrders(): RazorpayOrder[] {
    return standInOrders()
  },
  cloudinaryUploads: [] as Array<{ publicId: string; bytes: number }>,
  sms: [] as Array<{ to: string; message: string }>,
  reset() {
    resetStandIn()
    resetStandInShiprocket()
    forgetShiprocketTokens()
    this.cloudinaryUploads.length = 0
    this.sms.length = 0
  },
}

const id = (prefix: string) => `${prefix}_${crypto.randomBytes(7).toString('hex')}`
const now = () => Math.floor(Date.now() / 1000)

/**
 * Razorpay REST API (the razorpay SDK calls https://api.razorpay.com/v1): the stand-in Razorpay's
 * handlers, the same ones a stand-in server runs without keys (decision 020). Its signed
 * payments and webhooks: standInPay, standInFail, standInWebhook.
 */
const razorpay: RequestHandler[] = razorpayStandInHandlers

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

export const handlers: RequestHandler[] = [
  ...razorpay,
  ...cloudinary,
  ...sms,
  // Shiprocket's REST API: the stand-in Shiprocket (decision 058).
  ...shiprocketStandInHandlers,
]

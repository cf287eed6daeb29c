/**
 * The stand-in Shiprocket (decision 058): the part of Shiprocket's REST API the adapter calls, in
 * process, as MSW handlers, like the stand-in Razorpay (decision 020). Without a Shiprocket account
 * a demo or development server answers the adapter's calls with these handlers; with MOCKS=true
 * (dev, tests) tests/mocks uses the same ones. Like Shiprocket it creates a second order when asked
 * twice (it has no idempotency key), refuses to cancel a parcel the courier has, and reports each
 * scan to our webhook with the configured x-api-key; under `npm start` it walks every booked parcel
 * from pickup to delivery on a timer.
 *
 * State lives on globalThis: the Express entry and the Remix build each load this module.
 */
import crypto from 'node:crypto'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { getEnv } from '../../platform/env.server.ts'
import {
  SHIPROCKET_API,
  SHIPROCKET_WEBHOOK_PATH,
  shippingConfig,
} from '../shipping-config.server.ts'

export interface StandInScan {
  date: string
  status: string
  activity: string
  location: string
  'sr-status': number
  'sr-status-label': string
}

export interface StandInParcel {
  id: number
  channel_order_id: string
  shipment_id: number
  awb: string
  courier: string
  statusId: number
  statusLabel: string
  pickupDate: string | null
  city: string
  scans: StandInScan[]
}

interface StandInState {
  parcels: Map<number, StandInParcel>
  tokens: Set<string>
  nextId: number
  /** Requests the stand-in answered, for tests: "POST /orders/create/adhoc". */
  calls: string[]
}

function state(): StandInState {
  const g = globalThis as { __standInShiprocket?: StandInState }
  return (g.__standInShiprocket ??= {
    parcels: new Map(),
    tokens: new Set(),
    nextId: 1000,
    calls: [],
  })
}

/** Forgets every parcel and token (tests). */
export function resetStandInShiprocket() {
  const s = state()
  s.parcels.clear()
  s.tokens.clear()
  s.calls.length = 0
}

export function standInParcels(): StandInParcel[] {
  return [...state().parcels.values()]
}

export function standInCalls(): string[] {
  return [...state().calls]
}

/** "2026-11-29 14:05:00" in IST, as Shiprocket writes times. */
function istTime(at: Date) {
  return new Date(at.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')
}

/** The next day that is not a Sunday, in IST, "YYYY-MM-DD". */
function nextPickupDay(now: Date) {
  const day = new Date(now.getTime() + 5.5 * 3_600_000 + 86_400_000)
  if (day.getUTCDay() === 0) day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}

/** The journey a parcel makes after its pickup is scheduled: Shiprocket's codes and labels. */
export const STANDIN_JOURNEY = [
  { id: 42, label: 'PICKED UP', activity: 'Shipment picked up from the seller', at: 'Bengaluru' },
  {
    id: 18,
    label: 'IN TRANSIT',
    activity: 'Shipment in transit to the destination hub',
    at: 'Bengaluru Hub',
  },
  { id: 17, label: 'OUT FOR DELIVERY', activity: 'Out for delivery', at: '' },
  { id: 7, label: 'DELIVERED', activity: 'Delivered to the consignee', at: '' },
] as const

function addScan(
  parcel: StandInParcel,
  id: number,
  label: string,
  activity: string,
  location: string,
  at = new Date(),
) {
  parcel.statusId = id
  parcel.statusLabel = label
  const scan = {
    date: istTime(at),
    status: label,
    activity,
    location,
    'sr-status': id,
    'sr-status-label': label,
  }
  parcel.scans.push(scan)
  return scan
}

const json = (body: unknown, status = 200) =>
  HttpResponse.json(body as Record<string, unknown>, { status })

function authorised(request: Request) {
  const header = request.headers.get('authorization') ?? ''
  return state().tokens.has(header.replace(/^Bearer\s+/i, ''))
}

const unauthorised = () => json({ message: 'Token has expired', status_code: 401 }, 401)

function record(request: Request) {
  const url = new URL(request.url)
  state().calls.push(`${request.method} ${url.pathname.replace('/v1/external', '')}`)
}

const parcelBy = (field: 'shipment_id' | 'awb', value: unknown) =>
  standInParcels().find((p) => String(p[field]) === String(value))

export const shiprocketStandInHandlers: RequestHandler[] = [
  http.post(`${SHIPROCKET_API}/auth/login`, async ({ request }) => {
    record(request)
    const body = (await request.json().catch(() => ({}))) as { email?: string; password?: string }
    const config = shippingConfig()
    if (body.email !== config.email || body.password !== config.password)
      return json({ message: 'Invalid email and password combination', status_code: 403 }, 403)
    const token = `standin.${crypto.randomBytes(12).toString('hex')}`
    state().tokens.add(token)
    return json({ id: 1, email: body.email, company_id: 1, token })
  }),

  http.get(`${SHIPROCKET_API}/orders`, ({ request }) => {
    record(request)
    if (!authorised(request)) return unauthorised()
    const search = new URL(request.url).searchParams.get('search') ?? ''
    const data = standInParcels()
      .filter((p) => !search || p.channel_order_id.includes(search) || p.awb === search)
      .map((p) => ({
        id: p.id,
        channel_order_id: p.channel_order_id,
        status: p.statusLabel,
        shipments: [{ id: p.shipment_id, awb: p.awb, courier: p.courier }],
      }))
    return json({ data, meta: { pagination: { total: data.length } } })
  }),

  http.post(`${SHIPROCKET_API}/orders/create/adhoc`, async ({ request }) => {
    record(request)
    if (!authorised(request)) return unauthorised()
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>
    const errors: Record<string, string[]> = {}
    if (!body.order_id) errors.order_id = ['The order id field is required.']
    if (!/^[1-9]\d{5}$/.test(String(body.billing_pincode ?? '')))
      errors.billing_pincode = ['The billing pincode must be 6 digits.']
    if (!Array.isArray(body.order_items) || !body.order_items.length)
      errors.order_items = ['The order items field is required.']
    if (!(Number(body.weight) > 0)) errors.weight = ['The weight must be greater than 0.']
    if (body.pickup_location !== shippingConfig().pickupLocation)
      errors.pickup_location = ['Wrong Pickup location entered.']
    if (Object.keys(errors).length) return json({ message: 'Oops! Invalid Data.', errors }, 422)
    const s = state()
    const id = ++s.nextId
    const express = /express|same_day/i.test(String(body.comment ?? ''))
    const parcel: StandInParcel = {
      id,
      channel_order_id: String(body.order_id),
      shipment_id: id + 500_000,
      awb: '',
      courier: express ? 'Blue Dart Air (stand-in)' : 'Delhivery Surface (stand-in)',
      statusId: 11,
      statusLabel: 'NEW',
      pickupDate: null,
      city: String(body.billing_city ?? ''),
      scans: [],
    }
    s.parcels.set(id, parcel)
    return json({
      order_id: id,
      shipment_id: parcel.shipment_id,
      status: 'NEW',
      status_code: 1,
      awb_code: '',
      courier_name: '',
    })
  }),

  http.post(`${SHIPROCKET_API}/courier/assign/awb`, async ({ request }) => {
    record(request)
    if (!authorised(request)) return unauthorised()
    const body = (await request.json().catch(() => ({}))) as { shipment_id?: unknown }
    const parcel = parcelBy('shipment_id', body.shipment_id)
    if (!parcel) return json({ message: 'Shipment not found', status_code: 400 }, 400)
    if (!parcel.awb) {
      parcel.awb = `7${String(parcel.shipment_id).padStart(12, '0')}`
      addScan(parcel, 1, 'AWB ASSIGNED', 'AWB assigned', '')
    }
    return json({
      awb_assign_status: 1,
      response: {
        data: {
          awb_code: parcel.awb,
          courier_name: parcel.courier,
          courier_company_id: 1,
          shipment_id: parcel.shipment_id,
        },
      },
    })
  }),

  http.post(`${SHIPROCKET_API}/courier/generate/pickup`, async ({ request }) => {
    record(request)
    if (!authorised(request)) return unauthorised()
    const body = (await request.json().catch(() => ({}))) as { shipment_id?: unknown[] }
    const parcel = parcelBy('shipment_id', body.shipment_id?.[0])
    if (!parcel?.awb) return json({ message: 'Please assign the AWB first', status_code: 400 }, 400)
    if (!parcel.pickupDate) {
      parcel.pickupDate = nextPickupDay(new Date())
      addScan(parcel, 3, 'PICKUP SCHEDULED', `Pickup scheduled for ${parcel.pickupDate}`, '')
      walkLater(parcel.awb)
    }
    return json({
      pickup_status: 1,
      response: {
        pickup_scheduled_date: `${parcel.pickupDate} 10:00:00`,
        pickup_token_number: `Reference No: ${parcel.id}`,
        status: 3,
        data: `Pickup is scheduled for ${parcel.pickupDate}`,
      },
    })
  }),

  http.post(`${SHIPROCKET_API}/courier/generate/label`, async ({ request }) => {
    record(request)
    if (!authorised(request)) return unauthorised()
    return json({ label_created: 1, label_url: 'https://standin.invalid/label.pdf', response: '' })
  }),

  http.post(`${SHIPROCKET_API}/manifests/generate`, async ({ request }) => {
    record(request)
    if (!authorised(request)) return unauthorised()
    return json({ status: 1, manifest_url: 'https://standin.invalid/manifest.pdf' })
  }),

  http.get(`${SHIPROCKET_API}/courier/track/awb/:awb`, ({ request, params }) => {
    record(request)
    if (!authorised(request)) return unauthorised()
    const parcel = parcelBy('awb', params.awb)
    if (!parcel) return json({ tracking_data: { track_status: 0, error: 'Awb not found' } })
    return json({
      tracking_data: {
        track_status: 1,
        shipment_status: parcel.statusId,
        shipment_track: [
          {
            awb_code: parcel.awb,
            courier_name: parcel.courier,
            current_status: parcel.statusLabel,
          },
        ],
        shipment_track_activities: [...parcel.scans].reverse(),
        track_url: `https://shiprocket.co/tracking/${parcel.awb}`,
      },
    })
  }),

  http.post(`${SHIPROCKET_API}/orders/cancel/shipment/awbs`, async ({ request }) => {
    record(request)
    if (!authorised(request)) return unauthorised()
    const body = (await request.json().catch(() => ({}))) as { awbs?: unknown[] }
    const parcel = parcelBy('awb', body.awbs?.[0])
    if (!parcel) return json({ message: 'AWB not found' }, 400)
    if (![1, 3, 8].includes(parcel.statusId))
      return json({ message: 'Shipment cannot be cancelled: it has been picked up.' }, 400)
    addScan(parcel, 8, 'CANCELED', 'Shipment cancelled by the seller', '')
    return json({ message: 'Bulk Shipment cancellation is in progress. Please wait for 24 hours.' })
  }),
]

/** The webhook Shiprocket sends for a parcel's latest scan: the body, as sent. */
export function standInWebhookBody(awb: string) {
  const parcel = parcelBy('awb', awb)
  if (!parcel) throw new Error(`No stand-in parcel with AWB ${awb}`)
  const last = parcel.scans.at(-1)
  return JSON.stringify({
    awb: parcel.awb,
    courier_name: parcel.courier,
    current_status: parcel.statusLabel,
    current_status_id: parcel.statusId,
    shipment_status: parcel.statusLabel,
    shipment_status_id: parcel.statusId,
    current_timestamp: last?.date ?? istTime(new Date()),
    order_id: parcel.channel_order_id,
    sr_order_id: parcel.id,
    awb_assigned_date: parcel.scans[0]?.date ?? null,
    pickup_scheduled_date: parcel.pickupDate,
    etd: null,
    scans: [...parcel.scans].reverse(),
    is_return: 0,
    channel_id: 1,
  })
}

/**
 * The parcel's next step on its journey (picked up, in transit, out for delivery, delivered), or
 * the step named; returns the webhook body for it, or null when the journey is over.
 */
export function standInAdvance(awb: string, to?: { id: number; label: string; activity?: string }) {
  const parcel = parcelBy('awb', awb)
  if (!parcel) throw new Error(`No stand-in parcel with AWB ${awb}`)
  const step = to ?? STANDIN_JOURNEY[STANDIN_JOURNEY.findIndex((s) => s.id === parcel.statusId) + 1]
  if (!step || parcel.statusId === 8) return null
  const where = 'at' in step && step.at ? step.at : parcel.city
  const activity = ('activity' in step && step.activity) || step.label
  addScan(parcel, step.id, step.label, activity, where)
  return standInWebhookBody(awb)
}

/** Posts a webhook body to our own server with the configured token, as Shiprocket does. */
export function deliverStandInWebhook(appUrl: string, body: string) {
  return fetch(new URL(SHIPROCKET_WEBHOOK_PATH, appUrl), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': 'Shiprocket-Webhook (stand-in)',
      'x-api-key': shippingConfig().webhookToken,
    },
    body,
  })
}

/** Seconds between two steps of a parcel's journey under npm start. */
export const STANDIN_STEP_SECONDS = 30

/**
 * Under `npm start` (not in tests, which step parcels themselves), a booked parcel is picked up,
 * travels and is delivered, one step every STANDIN_STEP_SECONDS, each step a webhook to us.
 */
function walkLater(awb: string) {
  const env = getEnv()
  if (env.NODE_ENV === 'test') return
  const step = () => {
    const body = standInAdvance(awb)
    if (!body) return
    deliverStandInWebhook(env.APP_URL, body)
      .then((response) => {
        if (!response.ok)
          console.error(`Stand-in Shiprocket: webhook for ${awb} answered ${response.status}`)
      })
      .catch((error: unknown) =>
        console.error(`Stand-in Shiprocket: webhook for ${awb} failed`, error),
      )
      .finally(() => setTimeout(step, STANDIN_STEP_SECONDS * 1000).unref())
  }
  setTimeout(step, STANDIN_STEP_SECONDS * 1000).unref()
}

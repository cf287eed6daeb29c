import { AppError } from '../platform/errors.server.ts'
import { SHIPROCKET_API, shippingConfig, type ShippingConfig } from './shipping-config.server.ts'
import {
  COURIER_UNAVAILABLE,
  type BookedParcel,
  type ParcelBooking,
  type ParcelTracking,
  type ShippingProvider,
  type TrackingScan,
} from './shipping-provider.server.ts'
import { shiprocketStatus } from './shiprocket-status.server.ts'

/**
 * Shiprocket's REST API (https://apiv2.shiprocket.in/v1/external, apidocs.shiprocket.in) behind the
 * ShippingProvider port. A bearer token from POST /auth/login is valid for 10 days: it is kept for
 * 9 and asked again once when Shiprocket answers 401. Every call has a timeout, so a slow
 * Shiprocket fails the booking cleanly and staff may press again.
 *
 * Shiprocket has no idempotency key: POST /orders/create/adhoc twice makes two orders. So a
 * booking first looks for its own reference (our key, sent as `order_id`) with GET
 * /orders?search=, and only creates the order when none exists; an order that has its AWB keeps it.
 */

type Json = Record<string, unknown>

const DEFAULT_TIMEOUT_MS = 10_000
const TOKEN_DAYS = 9

/** Shiprocket's public tracking page for an AWB (it names the courier and links to its site). */
export const trackingPageUrl = (awb: string) =>
  `https://shiprocket.co/tracking/${encodeURIComponent(awb)}`

/** The login token, per account, shared by the app's module copies (like the stand-in's state). */
const tokens = ((
  globalThis as { __shiprocketTokens?: Map<string, { token: string; until: number }> }
).__shiprocketTokens ??= new Map())

/** Forgets the cached login tokens (tests). */
export function forgetShiprocketTokens() {
  tokens.clear()
}

class ShiprocketRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** The message Shiprocket gives for a refusal (`message`, or the first of `errors`). */
function refusalMessage(body: Json): string {
  if (typeof body.message === 'string' && body.message) return body.message
  const errors = body.errors as Record<string, unknown> | undefined
  const first = errors && Object.values(errors)[0]
  if (Array.isArray(first) && first.length) return String(first[0])
  return 'Shiprocket refused the request'
}

export function shiprocketProvider({
  config = shippingConfig(),
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: { config?: ShippingConfig; timeoutMs?: number } = {}): ShippingProvider {
  async function login(): Promise<string> {
    const cached = tokens.get(config.email)
    if (cached && cached.until > Date.now()) return cached.token
    const body = await send(
      'POST',
      '/auth/login',
      { email: config.email, password: config.password },
      null,
    )
    const token = String(body.token ?? '')
    if (!token) throw new ShiprocketRefused(401, 'Shiprocket gave no token')
    tokens.set(config.email, { token, until: Date.now() + TOKEN_DAYS * 86_400_000 })
    return token
  }

  async function send(method: string, path: string, body: unknown, token: string | null) {
    const response = await fetch(`${SHIPROCKET_API}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const text = await response.text()
    let json: Json = {}
    try {
      json = text ? (JSON.parse(text) as Json) : {}
    } catch {
      json = { message: text.slice(0, 200) }
    }
    if (!response.ok) throw new ShiprocketRefused(response.status, refusalMessage(json))
    return json
  }

  /** One authenticated call; a 401 logs in again once (the token was revoked or expired early). */
  async function call(what: string, method: string, path: string, body?: unknown): Promise<Json> {
    try {
      try {
        return await send(method, path, body, await login())
      } catch (error) {
        if (!(error instanceof ShiprocketRefused) || error.status !== 401) throw error
        tokens.delete(config.email)
        return await send(method, path, body, await login())
      }
    } catch (error) {
      if (error instanceof ShiprocketRefused && error.status >= 400 && error.status < 500) {
        console.error(`shiprocket: ${what} refused (${error.status}): ${error.message}`)
        throw new AppError(422, `The courier refused: ${error.message}`, {
          code: 'COURIER_REFUSED',
        })
      }
      console.error(`shiprocket: ${what} failed: ${(error as Error)?.message ?? error}`)
      throw new AppError(502, COURIER_UNAVAILABLE, { code: 'COURIER_UNAVAILABLE' })
    }
  }

  /** The order an earlier attempt with this key created, with its shipment (and AWB, if any). */
  async function findOrder(key: string) {
    const list = await call('find order', 'GET', `/orders?search=${encodeURIComponent(key)}`)
    const rows = (Array.isArray(list.data) ? list.data : []) as Json[]
    const row = rows.find((r) => String(r.channel_order_id ?? '') === key)
    if (!row) return null
    const shipment = ((row.shipments as Json[] | undefined) ?? [])[0] ?? {}
    return {
      orderId: String(row.id ?? ''),
      shipmentId: String(shipment.id ?? ''),
      awb: String(shipment.awb ?? ''),
      courierName: String(shipment.courier ?? ''),
    }
  }

  async function createOrder(input: ParcelBooking) {
    const c = input.customer
    const [firstName, ...rest] = c.name.trim().split(/\s+/)
    const created = await call('create order', 'POST', '/orders/create/adhoc', {
      order_id: input.key,
      order_date: input.placedAt.toISOString().slice(0, 16).replace('T', ' '),
      pickup_location: config.pickupLocation,
      comment: `PrintStudio order ${input.orderNumber} (${input.speed.toLowerCase()})`,
      billing_customer_name: firstName ?? c.name,
      billing_last_name: rest.join(' '),
      billing_address: c.line1,
      billing_address_2: c.line2,
      billing_city: c.city,
      billing_pincode: c.pinCode,
      billing_state: c.state,
      billing_country: 'India',
      billing_email: c.email,
      billing_phone: c.phone,
      shipping_is_billing: true,
      order_items: input.items.map((item) => ({
        name: item.name,
        sku: item.sku,
        units: item.units,
        selling_price: (item.pricePaise / 100).toFixed(2),
      })),
      payment_method: 'Prepaid',
      sub_total: (input.subTotalPaise / 100).toFixed(2),
      length: input.lengthCm,
      breadth: input.breadthCm,
      height: input.heightCm,
      weight: Math.max(0.01, input.weightGrams / 1000),
    })
    return {
      orderId: String(created.order_id ?? ''),
      shipmentId: String(created.shipment_id ?? ''),
      awb: String(created.awb_code ?? ''),
      courierName: String(created.courier_name ?? ''),
    }
  }

  return {
    name: config.mode === 'standin' ? 'standin' : 'shiprocket',

    async book(input): Promise<BookedParcel> {
      const order = (await findOrder(input.key)) ?? (await createOrder(input))
      if (!order.shipmentId)
        throw new AppError(422, 'The courier refused: no shipment was created', {
          code: 'COURIER_REFUSED',
        })
      let { awb, courierName } = order
      if (!awb) {
        const assigned = await call('assign AWB', 'POST', '/courier/assign/awb', {
          shipment_id: order.shipmentId,
        })
        const data = ((assigned.response as Json | undefined)?.data ?? {}) as Json
        awb = String(data.awb_code ?? '')
        courierName = String(data.courier_name ?? '')
        if (!awb)
          throw new AppError(422, `The courier refused: ${refusalMessage(assigned)}`, {
            code: 'COURIER_REFUSED',
          })
      }
      const pickup = await call('schedule pickup', 'POST', '/courier/generate/pickup', {
        shipment_id: [Number(order.shipmentId) || order.shipmentId],
      })
      const when = String(
        ((pickup.response as Json | undefined)?.pickup_scheduled_date as string | undefined) ?? '',
      )
      const pickupDate = /^\d{4}-\d{2}-\d{2}/.test(when)
        ? new Date(`${when.slice(0, 10)}T00:00:00Z`)
        : null
      return {
        providerOrderId: order.orderId,
        providerShipmentId: order.shipmentId,
        awb,
        courierName: courierName || 'Courier',
        trackingUrl: trackingPageUrl(awb),
        pickupDate,
      }
    },

    async cancel(awb) {
      await call('cancel shipment', 'POST', '/orders/cancel/shipment/awbs', { awbs: [awb] })
    },

    async track(awb): Promise<ParcelTracking> {
      const body = await call('track', 'GET', `/courier/track/awb/${encodeURIComponent(awb)}`)
      const data = (body.tracking_data ?? {}) as Json
      const track = ((data.shipment_track as Json[] | undefined) ?? [])[0] ?? {}
      const activities = (data.shipment_track_activities as Json[] | undefined) ?? []
      const scans: TrackingScan[] = activities.flatMap((a) => {
        const scan = scanFrom(a)
        return scan ? [scan] : []
      })
      const providerStatus = String(track.current_status ?? '')
      return {
        status: shiprocketStatus(data.shipment_status, providerStatus),
        providerStatus,
        scans,
      }
    },
  }
}

/** Shiprocket's time "2026-11-29 14:05:00" (IST, no zone) or an ISO string, as a Date. */
export function shiprocketTime(value: unknown): Date | null {
  const text = String(value ?? '').trim()
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(text)
  const date = local ? new Date(`${local[1]}T${local[2]}+05:30`) : new Date(text)
  return Number.isNaN(date.getTime()) ? null : date
}

/** One scan of a webhook's `scans` or a tracking answer's `shipment_track_activities`. */
export function scanFrom(a: Json): TrackingScan | null {
  const occurredAt = shiprocketTime(a.date)
  if (!occurredAt) return null
  const label = String(a['sr-status-label'] ?? a.status ?? '')
  return {
    status: shiprocketStatus(a['sr-status'], label),
    providerStatus: label.slice(0, 100),
    location: String(a.location ?? '').slice(0, 200),
    description: String(a.activity ?? '').slice(0, 500),
    occurredAt,
  }
}

import { DeliverySpeedLine, ShipmentScans } from '#app/components/orders/shipment-scans.tsx'
import { parseWithZod } from '@conform-to/zod'
import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { pageMeta } from '#app/components/page-meta.ts'
import { IntroHero } from '#app/components/ui/page-hero.tsx'
import { TrackForm } from './track-form.tsx'
import { CourierTracking, OrderTimeline } from '#app/components/orders/order-parts.tsx'
import {
  RATE_LIMITS,
  checkLimits,
  clientIp,
  rateLimitMessage,
} from '#app/server/platform/rate-limit.server.ts'
import { catalogCacheHeaders } from '#app/server/http/cache.server.ts'
import { findOrderForTracking, type TrackedOrder } from '#app/server/orders/orders.server.ts'
import { loaderHeaders } from '#app/utils/headers.ts'
import { normaliseOrderNumber } from '#app/utils/order-status.ts'
import { phoneDigits } from '#app/utils/phone.ts'
import { SITE } from '#app/utils/site.ts'

export const TrackSchema = z.object({
  number: z
    .string({ required_error: 'Enter your order number' })
    .max(40, 'Enter the order number from your confirmation email, like PS-260001')
    .transform((value, ctx) => {
      const number = normaliseOrderNumber(value)
      if (!number) {
        ctx.addIssue({
          code: 'custom',
          message: 'Enter the order number from your confirmation email, like PS-260001',
        })
        return z.NEVER
      }
      return number
    }),
  contact: z
    .string({ required_error: 'Enter the email or phone number used on the order' })
    .trim()
    .max(254, 'Enter the email or phone number used on the order')
    .refine(
      (value) => (value.includes('@') ? value.length >= 3 : phoneDigits(value) !== null),
      'Enter the email address or the 10-digit phone number used on the order',
    ),
})

const NOT_FOUND =
  "We couldn't find an order with those details. Check the order number in your confirmation email."

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  if (!params.has('number') && !params.has('contact')) {
    return data(
      { result: null, order: null, notFound: false },
      { headers: catalogCacheHeaders(request, { personal: 'header' }) },
    )
  }
  // From here the URL holds someone's order details: no public Cache-Control, so never cached.
  const submission = parseWithZod(params, { schema: TrackSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), order: null, notFound: false }, { status: 400 })
  }
  const limited = await checkLimits([[RATE_LIMITS.trackOrderPerIp, clientIp(request)]])
  if (!limited.allowed) {
    return data(
      {
        result: submission.reply({ formErrors: [rateLimitMessage(limited.retryAfterSeconds)] }),
        order: null,
        notFound: false,
      },
      {
        status: 429,
        headers: { 'Retry-After': String(limited.retryAfterSeconds) },
      },
    )
  }
  const order = await findOrderForTracking(submission.value)
  return data({ result: submission.reply(), order, notFound: !order })
}

export const headers = loaderHeaders

export default function TrackOrderPage() {
  const { result, order, notFound } = useLoaderData<typeof loader>()
  return (
    <>
      <IntroHero
        eyebrow="Order tracking"
        title="Track your order"
        intro="Enter your order number and the email or phone number you used at checkout to see where your print is, from the press to your door."
      />

      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 lg:grid-cols-[1fr_1.5fr]">
        <div className="space-y-6">
          <TrackForm result={result} />
          <p className="px-2 text-sm text-black/60">
            Can&apos;t find your order number? It is in the confirmation email we sent when you
            paid. Or{' '}
            <Link to="/contact" className="font-medium text-brand-600 hover:underline">
              contact us
            </Link>{' '}
            or call{' '}
            <a href={SITE.phoneHref} className="font-medium text-brand-600 hover:underline">
              {SITE.phoneDisplay}
            </a>
            .
          </p>
        </div>
        <div>
          {order ? (
            <OrderStatusCard order={order} />
          ) : notFound ? (
            <p
              role="alert"
              className="rounded-3xl bg-white p-6 text-lg font-medium ring-1 ring-black/5 md:p-10"
            >
              {NOT_FOUND}
            </p>
          ) : (
            <HowItWorks />
          )}
        </div>
      </div>
    </>
  )
}

const STEPS = ['PAID', 'IN_PRODUCTION', 'SHIPPED', 'DELIVERED'] as const
const STEP_LABELS = ['Paid', 'Printing', 'Shipped', 'Delivered']

function OrderStatusCard({ order }: { order: TrackedOrder }) {
  const reached = STEPS.indexOf(order.status as (typeof STEPS)[number])
  const stopped = ['CANCELLED', 'REFUNDED', 'EXPIRED'].includes(order.status)
  return (
    <article
      aria-labelledby="order-heading"
      className="rounded-3xl bg-white p-6 ring-1 ring-black/5 md:p-10"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="order-heading" className="text-2xl font-semibold tracking-tight">
            Order {order.number}
          </h2>
          <p className="mt-1 text-sm text-black/60">Placed {order.placedLabel}</p>
        </div>
        <p
          className={`rounded-full px-3 py-1 text-sm font-semibold ${
            stopped ? 'bg-black/5 text-black/70' : 'bg-brand-50 text-brand-700'
          }`}
        >
          <span className="sr-only">Status: </span>
          {order.statusLabel}
        </p>
      </div>

      {stopped ? null : (
        <ol aria-label="Progress" className="mt-8 grid grid-cols-4 gap-2">
          {STEP_LABELS.map((label, i) => (
            <li key={label} className="text-xs font-medium">
              <span
                className={`block h-1.5 rounded-full ${i <= reached ? 'bg-brand-500' : 'bg-black/10'}`}
              />
              <span className={`mt-2 block ${i <= reached ? 'text-ink' : 'text-black/60'}`}>
                {label}
                <span className="sr-only">{i <= reached ? ' (done)' : ' (to come)'}</span>
              </span>
            </li>
          ))}
        </ol>
      )}

      <div className="mt-8 space-y-1 rounded-2xl bg-paper p-4">
        <p className="font-medium">{order.dispatch}</p>
        <DeliverySpeedLine delivery={order.delivery} />
      </div>

      {order.tracking ? (
        <div className="mt-6">
          <CourierTracking tracking={order.tracking} />
          <ShipmentScans shipment={order.shipment} />
        </div>
      ) : null}

      <section aria-labelledby="items-heading" className="mt-8">
        <h3 id="items-heading" className="font-semibold">
          Items
        </h3>
        <ul className="mt-3 divide-y divide-black/5 text-sm">
          {order.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-4 py-3">
              <span className="font-medium">{item.productName}</span>
              <span className="text-right text-black/60">
                {item.quantity} × {item.tierQuantity} {item.unit}
              </span>
            </li>
          ))}
        </ul>
      </section>

      {order.events.length ? (
        <section aria-labelledby="history-heading" className="mt-8">
          <h3 id="history-heading" className="font-semibold">
            Status history
          </h3>
          <div className="mt-4">
            <OrderTimeline entries={order.events} />
          </div>
        </section>
      ) : null}
    </article>
  )
}

function HowItWorks() {
  const steps = [
    {
      title: 'Checked',
      body: 'A designer checks your file for bleed, resolution and safe margins.',
    },
    {
      title: 'Printed',
      body: `Express items paid before ${SITE.expressCutoff} IST are printed within 24 hours.`,
    },
    { title: 'On its way', body: 'You get the courier and tracking number as soon as it ships.' },
  ]
  return (
    <div className="rounded-3xl bg-ink p-6 text-white md:p-10">
      <h2 className="text-xl font-semibold tracking-tight">From our press to your door</h2>
      <ol className="mt-6 space-y-5">
        {steps.map((step, i) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-full bg-white/10 text-sm font-semibold"
            >
              {i + 1}
            </span>
            <div>
              <p className="font-medium">{step.title}</p>
              <p className="mt-1 text-sm text-white/65">{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
      <Link
        to="/shipping-info"
        className="mt-8 inline-block text-sm font-semibold text-white underline-offset-4 hover:underline"
      >
        Shipping times and charges →
      </Link>
    </div>
  )
}

export const meta = () =>
  pageMeta(
    'Track your order',
    'Check the status of your PrintStudio order: production, dispatch, courier and tracking number, with your order number and email or phone.',
  )

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'

import { Link } from '@remix-run/react'
import type { TrackedOrder } from '#app/server/orders/tracking.server.ts'
import { SITE } from '#app/utils/site.ts'

const STEPS = ['PAID', 'IN_PRODUCTION', 'SHIPPED', 'DELIVERED'] as const
const STEP_LABELS = ['Paid', 'Printing', 'Shipped', 'Delivered']

export function OrderStatusCard({ order }: { order: TrackedOrder }) {
  const reached = STEPS.indexOf(order.status as (typeof STEPS)[number])
  const stopped = order.status === 'CANCELLED' || order.status === 'REFUNDED'
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

      <p className="mt-8 rounded-2xl bg-paper p-4 font-medium">{order.dispatch}</p>

      {order.courier || order.trackingNumber ? (
        <dl className="mt-6 grid gap-4 text-sm sm:grid-cols-2">
          {order.courier ? (
            <div>
              <dt className="text-black/60">Courier</dt>
              <dd className="mt-1 font-medium">{order.courier}</dd>
            </div>
          ) : null}
          {order.trackingNumber ? (
            <div>
              <dt className="text-black/60">Tracking number</dt>
              <dd className="mt-1 font-mono font-medium">{order.trackingNumber}</dd>
            </div>
          ) : null}
        </dl>
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
          <ol className="mt-4 space-y-5 border-l border-black/10 pl-5">
            {order.events.map((event, i) => (
              <li key={event.id} className="relative">
                <span
                  aria-hidden="true"
                  className={`absolute top-1.5 -left-[25px] size-2.5 rounded-full ring-4 ring-white ${
                    i === 0 ? 'bg-brand-500' : 'bg-black/25'
                  }`}
                />
                <p className="font-medium">{event.statusLabel}</p>
                <p className="text-sm text-black/60">{event.atLabel}</p>
                {event.note ? <p className="mt-1 text-sm text-black/70">{event.note}</p> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </article>
  )
}

export function HowItWorks() {
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

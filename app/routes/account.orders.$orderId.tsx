import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { requireUserId } from '#app/server/http/auth.server.ts'
import { getOrder } from '#app/server/orders/orders.server.ts'
import { formatPaise } from '#app/utils/money.ts'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { Card } from '#app/components/ui/card.tsx'

/** The two side cards under the order: smaller padding and an h3 under the page's h2s. */
const SIDE_CARD = { heading: 'h3', padding: 'p-5', titleClassName: 'font-semibold' } as const

export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await requireUserId(request)
  const order = await getOrder(userId, params.orderId ?? '')
  return data({ order })
}

export default function OrderPage() {
  const { order } = useLoaderData<typeof loader>()
  const address = order.shippingAddress
  return (
    <article className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <div>
          <Link to="/account/orders" className="text-sm text-black/60 hover:text-black">
            ← All orders
          </Link>
          <h2 className="mt-1 text-2xl font-semibold tracking-tight">Order {order.number}</h2>
          <p className="text-sm text-black/60">Placed {order.placedLabel}</p>
        </div>
        <p className="rounded-full bg-ink px-4 py-1.5 text-sm font-semibold text-white">
          {order.statusLabel}
        </p>
      </div>

      <section aria-labelledby="items" className="rounded-2xl bg-white ring-1 ring-black/5">
        <h3 id="items" className="border-b border-black/5 px-5 py-3 font-semibold">
          Items
        </h3>
        <ul className="divide-y divide-black/5">
          {order.items.map((item) => (
            <li key={item.id} className="flex gap-4 px-5 py-4">
              <img
                src={
                  item.imageId ? `/api/images/${item.imageId}` : `/images/products/${item.slug}.svg`
                }
                alt=""
                width={64}
                height={64}
                loading="lazy"
                className="size-16 shrink-0 rounded-lg bg-paper object-contain"
              />
              <div className="min-w-0 flex-1">
                <Link to={`/product/${item.slug}`} className="font-medium hover:underline">
                  {item.productName}
                </Link>
                <p className="text-sm text-black/60">
                  {item.quantity} × {item.tierQuantity} {item.unit}
                  {item.options.length
                    ? ` · ${item.options.map((o) => `${o.option}: ${o.value}`).join(', ')}`
                    : ''}
                </p>
              </div>
              <p className="font-medium tabular-nums">{formatPaise(item.totalPaise)}</p>
            </li>
          ))}
        </ul>
        <dl className="space-y-1 border-t border-black/5 px-5 py-4 text-sm">
          <div className="flex justify-between">
            <dt className="text-black/60">Subtotal</dt>
            <dd className="tabular-nums">{formatPaise(order.subtotalPaise)}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-black/60">Shipping</dt>
            <dd className="tabular-nums">
              {order.shippingPaise ? formatPaise(order.shippingPaise) : 'Free'}
            </dd>
          </div>
          {order.discountPaise ? (
            <div className="flex justify-between">
              <dt className="text-black/60">Discount</dt>
              <dd className="tabular-nums">−{formatPaise(order.discountPaise)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between pt-1 text-base font-semibold">
            <dt>Total</dt>
            <dd className="tabular-nums">{formatPaise(order.totalPaise)}</dd>
          </div>
        </dl>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <Card id="history" title="Status history" {...SIDE_CARD}>
          <ol className="mt-3 space-y-3 border-l-2 border-black/10 pl-4">
            {order.events.map((event) => (
              <li key={event.id}>
                <p className="font-medium">{event.statusLabel}</p>
                <p className="text-sm text-black/60">
                  {event.atLabel}
                  {event.note ? ` · ${event.note}` : ''}
                </p>
              </li>
            ))}
          </ol>
          {order.courier ? (
            <p className="mt-4 text-sm">
              Courier: <strong>{order.courier}</strong>
              {order.trackingNumber ? ` · Tracking number ${order.trackingNumber}` : ''}
            </p>
          ) : null}
        </Card>
        <Card id="delivery" title="Delivery address" {...SIDE_CARD}>
          <address className="mt-3 text-sm leading-6 not-italic">
            {address.name}
            <br />
            {[address.line1, address.line2].filter(Boolean).join(', ')}
            {address.landmark ? (
              <>
                <br />
                {address.landmark}
              </>
            ) : null}
            <br />
            {address.city}, {address.state} {address.pinCode}
            <br />
            Phone {address.phone}
          </address>
          <p className="mt-4 text-sm text-black/60">
            Updates go to {order.email}. Questions?{' '}
            <Link to="/contact" className="font-medium text-brand-600 hover:underline">
              Contact us
            </Link>{' '}
            with your order number.
          </p>
        </Card>
      </div>
    </article>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  privatePageMeta(`Order ${data?.order.number ?? ''}`)

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'

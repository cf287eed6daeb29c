import { DeliverySpeedLine } from '#app/components/orders/shipment-scans.tsx'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { DeliveryAddress, OrderItems, OrderTotals } from '#app/components/orders/order-parts.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { requireUserId } from '#app/server/http/auth.server.ts'
import { getOrder } from '#app/server/orders/orders.server.ts'
import { loaderHeaders } from '#app/utils/headers.ts'

/**
 * /order-confirmation?order={id}: where payment lands. The owner only (anyone else: 404; signed
 * out: sign in and come back). While the payment is still being confirmed (a webhook awaited) the
 * page refreshes itself every 5 seconds through a meta refresh, the same with or without JavaScript.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request)
  const orderId = new URL(request.url).searchParams.get('order') ?? ''
  const order = await getOrder(userId, orderId)
  if (!order) throw new Response('Order not found', { status: 404 })
  return data({ order }, { headers: { 'Cache-Control': 'private, no-store' } })
}

export const headers = loaderHeaders

export const REFRESH_SECONDS = 5

const HEADLINES = {
  paid: 'Thank you! Your order is confirmed',
  refunded: 'This order was refunded',
  confirming: 'We are confirming your payment',
  checking: 'We are checking your payment',
  expired: 'This order expired before it was paid',
  cancelled: 'This order was cancelled',
} as const

export default function OrderConfirmationPage() {
  const { order } = useLoaderData<typeof loader>()
  const state = order.payment.state

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <header className="rounded-3xl bg-white p-6 ring-1 ring-black/5 md:p-10">
        <p className="text-sm font-semibold text-brand-700">Order {order.number}</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight">{HEADLINES[state]}</h1>
        <div role="status" className="mt-4 space-y-2 text-black/70">
          {state === 'paid' ? (
            <p>
              <span className="rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200">
                Paid
              </span>{' '}
              {order.payment.paidAtLabel ? `on ${order.payment.paidAtLabel}. ` : ''}A confirmation
              is on its way to {order.email}.
            </p>
          ) : null}
          {state === 'confirming' ? (
            <p>
              Your payment reached the bank and we are waiting for its confirmation. This usually
              takes a few seconds; this page updates itself. There is no need to pay again.
            </p>
          ) : null}
          {state === 'checking' ? (
            <p>
              We are checking your payment by hand and we&apos;ll email you at {order.email} as soon
              as it&apos;s done. You don&apos;t need to pay again.
            </p>
          ) : null}
          {state === 'expired' || state === 'cancelled' ? (
            <p>
              {state === 'expired'
                ? 'We did not receive the payment in time, so this order will not be printed.'
                : 'This order will not be printed.'}{' '}
              <Link to="/cart" className="font-medium text-brand-600 hover:underline">
                Back to your cart
              </Link>
            </p>
          ) : null}
          {state === 'refunded' ? <p>The money is on its way back to you.</p> : null}
        </div>
        <div className="mt-6 space-y-1 rounded-2xl bg-paper p-4">
          <p className="font-medium">{order.dispatch}</p>
          <DeliverySpeedLine delivery={order.delivery} />
        </div>
        {order.points ? (
          <p className="mt-3 text-sm">
            Loyalty points earned:{' '}
            <strong>
              {order.points.earned} {order.points.earned === 1 ? 'point' : 'points'}
              {order.points.pending ? ', usable once your order is delivered' : ''}
            </strong>
          </p>
        ) : null}
        <ul className="mt-6 flex flex-wrap gap-3 text-sm font-semibold">
          {order.invoice ? (
            <li>
              <a
                href={order.invoice.url}
                className="inline-block rounded-full bg-ink px-5 py-2.5 text-white"
              >
                Download tax invoice (PDF)
              </a>
            </li>
          ) : null}
          <li>
            <Link
              to={order.urls.detail}
              className="inline-block rounded-full px-5 py-2.5 ring-1 ring-black/15"
            >
              View this order in My Account
            </Link>
          </li>
        </ul>
      </header>

      <section aria-labelledby="items" className="rounded-2xl bg-white ring-1 ring-black/5">
        <h2 id="items" className="border-b border-black/5 px-5 py-3 font-semibold">
          Items
        </h2>
        <OrderItems items={order.items} />
        <OrderTotals totals={order.totals} />
      </section>

      <Card
        id="delivery"
        title="Delivery address"
        heading="h2"
        padding="p-5"
        titleClassName="font-semibold"
      >
        <div className="mt-3">
          <DeliveryAddress address={order.address} />
        </div>
      </Card>
    </div>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...privatePageMeta(data ? `Order ${data.order.number}` : 'Order confirmation'),
  // Without JavaScript the page asks again while the payment is being confirmed.
  ...(data?.order.payment.state === 'confirming'
    ? [{ httpEquiv: 'refresh', content: String(REFRESH_SECONDS) } as const]
    : []),
]

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'

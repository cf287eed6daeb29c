import { DeliverySpeedLine, ShipmentScans } from '#app/components/orders/shipment-scans.tsx'
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { FormMessage } from '#app/components/forms.tsx'
import {
  CourierTracking,
  DeliveryAddress,
  OrderItems,
  OrderTimeline,
  OrderTotals,
} from '#app/components/orders/order-parts.tsx'
import { REORDER_NOTICE } from '#app/components/orders/reorder-notice.tsx'
import { AwaitingArtwork } from '#app/components/orders/artwork-upload.tsx'
import { ARTWORK_TEXT } from '#app/utils/artwork.ts'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { Card } from '#app/components/ui/card.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { requireUserId } from '#app/server/http/auth.server.ts'
import { readCartId, serializeCartCookie } from '#app/server/http/cart-cookie.server.ts'
import { getOrder } from '#app/server/orders/orders.server.ts'
import { reorder } from '#app/server/orders/reorder.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { formatPaise } from '#app/utils/money.ts'
import { useIsPending } from '#app/utils/use-is-pending.ts'

/** The two side cards under the order: smaller padding and an h3 under the page's h2s. */
const SIDE_CARD = { heading: 'h3', padding: 'p-5', titleClassName: 'font-semibold' } as const

export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await requireUserId(request)
  const order = await getOrder(userId, params.orderId ?? '')
  if (!order) throw new Response('Order not found', { status: 404 })
  const artworkReceived = new URL(request.url).searchParams.get('artwork') === 'received'
  return data({ order, artworkReceived })
}

/** "Order again": the same items and designs back in the cart, then the cart with a notice. */
export async function action({ request, params }: ActionFunctionArgs) {
  const userId = await requireUserId(request)
  const form = await request.formData().catch(() => new FormData())
  if (form.get('intent') !== 'order-again') {
    return data({ error: 'Unknown action.' }, { status: 400 })
  }
  try {
    const result = await reorder({
      userId,
      orderId: params.orderId ?? '',
      cartId: await readCartId(request),
    })
    const headers = new Headers()
    if (result.cartChanged) headers.append('Set-Cookie', await serializeCartCookie(result.cartId))
    const query = new URLSearchParams({ notice: REORDER_NOTICE })
    for (const name of result.skipped) query.append('skipped', name)
    return redirect(`/cart?${query}`, { status: 303, headers })
  } catch (error) {
    return refuse(error, { body: (refusal) => ({ error: refusal.message }) })
  }
}

const plural = (n: number) => `${n} loyalty ${n === 1 ? 'point' : 'points'}`

/** The points this order leaves the shopper, after any the refund or cancellation took back. */
function pointsText(
  points: { earned: number; withdrawn: number; net: number; pending: boolean },
  status: string,
) {
  const why = status === 'CANCELLED' ? 'the cancellation' : 'the refund'
  if (!points.withdrawn) {
    return `${plural(points.earned)} earned${points.pending ? ', usable once your order is delivered' : ''}.`
  }
  if (!points.net) {
    return `The ${plural(points.earned)} this order earned were withdrawn after ${why}.`
  }
  return `${plural(points.net)} from this order: ${points.earned} earned, ${points.withdrawn} withdrawn after ${why}.`
}

export default function OrderPage() {
  const { order, artworkReceived } = useLoaderData<typeof loader>()
  const awaitingArtwork = order.items.some((item) => item.awaitingArtwork)
  const actionData = useActionData<typeof action>()
  const reordering = useIsPending({ state: 'submitting' })
  const payment = order.payment
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
          {awaitingArtwork ? ARTWORK_TEXT.awaiting : order.statusLabel}
        </p>
      </div>
      {artworkReceived ? (
        <FormMessage tone="success">
          {ARTWORK_TEXT.received}: thank you.
          {awaitingArtwork ? ' We are still waiting for the other files below.' : ''}
        </FormMessage>
      ) : null}
      <AwaitingArtwork orderId={order.id} items={order.items} />

      <div className="flex flex-wrap items-center gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="order-again" />
          <SubmitButton pending={reordering} pendingText="Adding to your cart…">
            Order again
          </SubmitButton>
        </Form>
        {order.invoice ? (
          <a
            href={order.invoice.url}
            className="rounded-full px-5 py-3 text-sm font-semibold ring-1 ring-black/15 hover:bg-black/5"
          >
            Tax invoice {order.invoice.number} (PDF)
          </a>
        ) : null}
        {order.creditNotes.map((note) => (
          <a
            key={note.id}
            href={note.url}
            className="rounded-full px-5 py-3 text-sm font-semibold ring-1 ring-black/15 hover:bg-black/5"
          >
            Credit note {note.number}, {formatPaise(note.amountPaise)} (PDF)
          </a>
        ))}
      </div>
      {actionData?.error ? <FormMessage tone="error">{actionData.error}</FormMessage> : null}

      <div className="space-y-1 rounded-2xl bg-paper p-4">
        <p className="font-medium">{order.dispatch}</p>
        <DeliverySpeedLine delivery={order.delivery} />
      </div>

      <section aria-labelledby="items" className="rounded-2xl bg-white ring-1 ring-black/5">
        <h3 id="items" className="border-b border-black/5 px-5 py-3 font-semibold">
          Items
        </h3>
        <OrderItems items={order.items} />
        <OrderTotals totals={order.totals} />
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <Card id="history" title="Order history" {...SIDE_CARD}>
          <div className="mt-4">
            <OrderTimeline entries={order.events} />
          </div>
          {order.tracking ? (
            <div className="mt-4">
              <CourierTracking tracking={order.tracking} />
              <ShipmentScans shipment={order.shipment} />
            </div>
          ) : null}
        </Card>
        <div className="space-y-6">
          <Card id="payment" title="Payment" {...SIDE_CARD}>
            <dl className="mt-3 space-y-1 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-black/60">Status</dt>
                <dd>{order.statusLabel}</dd>
              </div>
              {payment.methodLabel ? (
                <div className="flex justify-between gap-4">
                  <dt className="text-black/60">Paid by</dt>
                  <dd>{payment.methodLabel}</dd>
                </div>
              ) : null}
              {payment.paidAtLabel ? (
                <div className="flex justify-between gap-4">
                  <dt className="text-black/60">Paid on</dt>
                  <dd>{payment.paidAtLabel}</dd>
                </div>
              ) : null}
              {payment.amountPaise !== null ? (
                <div className="flex justify-between gap-4">
                  <dt className="text-black/60">Amount</dt>
                  <dd className="tabular-nums">{formatPaise(payment.amountPaise)}</dd>
                </div>
              ) : null}
              {order.placeOfSupply ? (
                <div className="flex justify-between gap-4">
                  <dt className="text-black/60">Place of supply</dt>
                  <dd>{order.placeOfSupply}</dd>
                </div>
              ) : null}
              {order.gstin ? (
                <div className="flex justify-between gap-4">
                  <dt className="text-black/60">GSTIN</dt>
                  <dd className="font-mono">
                    {order.gstin}
                    {order.businessName ? ` (${order.businessName})` : ''}
                  </dd>
                </div>
              ) : null}
            </dl>
            {order.points ? (
              <p className="mt-3 text-sm text-black/70" data-testid="order-points">
                {pointsText(order.points, order.status)}
              </p>
            ) : null}
          </Card>
          <Card id="delivery" title="Delivery address" {...SIDE_CARD}>
            <div className="mt-3">
              <DeliveryAddress address={order.address} />
            </div>
            <p className="mt-4 text-sm text-black/60">
              Updates go to {order.email}. Questions?{' '}
              <Link to="/contact" className="font-medium text-brand-600 hover:underline">
                Contact us
              </Link>{' '}
              with your order number.
            </p>
          </Card>
        </div>
      </div>
    </article>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  privatePageMeta(`Order ${data?.order.number ?? ''}`)

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'

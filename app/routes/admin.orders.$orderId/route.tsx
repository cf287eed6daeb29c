import { parseWithZod } from '@conform-to/zod'
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import {
  isRouteErrorResponse,
  Link,
  useActionData,
  useLoaderData,
  useRouteError,
  useSearchParams,
} from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { FormMessage } from '#app/components/forms.tsx'
import { DeliveryAddress, OrderTotals } from '#app/components/orders/order-parts.tsx'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { Card } from '#app/components/ui/card.tsx'
import { getAdminOrder } from '#app/server/admin/order-detail.server.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { cancelOrder } from '#app/server/payments/cancel-order.server.ts'
import { moveOrder, shipOrder } from '#app/server/orders/fulfilment.server.ts'
import { addOrderNote, resendOrderConfirmation } from '#app/server/orders/order-notes.server.ts'
import { newRefundKey, requestRefund, retryRefund } from '#app/server/payments/refunds.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { bookShipment, cancelShipment } from '#app/server/shipping/book.server.ts'
import { ADMIN_ORDER_MESSAGES, adminOrderActionSchema } from '#app/utils/admin-order.ts'
import { OrderItemsForStaff } from './items.tsx'
import { CreditNotes, Payments, RefundForm, Refunds } from './money.tsx'
import { ShipmentCard } from './shipment.tsx'
import { StaffActions } from './staff-actions.tsx'
import { NoteForm, StaffTimeline } from './timeline.tsx'

/**
 * /admin/orders/{orderId}: one order for staff, and every staff action on it (decision 022). Each
 * action is a POST form with an `intent`; the status changes carry the status the page showed, so
 * two admins acting at once never repeat or skip a step (the second is told, 409). A success
 * answers 303 back here with `?done=` naming what happened, so it works the same without
 * JavaScript and a reload never posts again.
 */

const DONE_MESSAGES: Record<string, string> = {
  production: 'Moved to production.',
  shipped: 'Marked shipped. The customer was emailed and texted the tracking link.',
  delivered: 'Marked delivered. The points the order earned are now usable.',
  cancelled: 'Order cancelled. The customer was emailed.',
  'cancelled-refund': 'Order cancelled and its refund asked of Razorpay. The customer was emailed.',
  'cancelled-refund-pending':
    'Order cancelled, but Razorpay could not be reached for the refund: it is saved as pending below. Use Retry to send it.',
  refund: 'Refund asked of Razorpay. It shows as processed once Razorpay confirms it.',
  'refund-again': 'This refund was already asked for: nothing new was sent.',
  'refund-retried': 'Refund sent to Razorpay again with the same key.',
  resent: 'Order confirmation email sent again.',
  note: 'Note added.',
  booked:
    'Booked with the courier: print the label and stick it on the parcel. The order moves to shipped when the courier picks it up.',
  'booking-cancelled': 'Booking cancelled with the courier.',
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const order = await getAdminOrder(params.orderId ?? '')
  if (!order) throw new Response('Order not found', { status: 404 })
  return data({ order, refundKey: newRefundKey() })
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  const orderId = params.orderId ?? ''
  const formData = await request.formData().catch(() => new FormData())
  const intent = String(formData.get('intent') ?? '')
  const submission = parseWithZod(formData, { schema: adminOrderActionSchema })
  if (submission.status !== 'success') {
    const known = adminOrderActionSchema.options.some((o) => o.shape.intent.value === intent)
    return data(
      {
        intent,
        result: submission.reply(
          known ? undefined : { formErrors: [ADMIN_ORDER_MESSAGES.unknownIntent] },
        ),
      },
      { status: 400 },
    )
  }
  const value = submission.value
  const actor = admin.email
  const back = (done: string) =>
    redirect(`/admin/orders/${encodeURIComponent(orderId)}?done=${done}`, { status: 303 })
  try {
    switch (value.intent) {
      case 'start-production':
        await moveOrder({ orderId, from: value.seen, to: 'IN_PRODUCTION', actor })
        return back('production')
      case 'mark-delivered':
        await moveOrder({ orderId, from: value.seen, to: 'DELIVERED', actor })
        return back('delivered')
      case 'ship':
        await shipOrder({
          orderId,
          from: value.seen,
          actor,
          courier: value.courier,
          trackingNumber: value.trackingNumber,
        })
        return back('shipped')
      case 'cancel': {
        const result = await cancelOrder({
          orderId,
          from: value.seen,
          actor,
          reason: value.reason ?? '',
        })
        return back(
          result.refundsPending
            ? 'cancelled-refund-pending'
            : result.refundPaise
              ? 'cancelled-refund'
              : 'cancelled',
        )
      }
      case 'refund': {
        const result = await requestRefund({
          orderId,
          paymentId: value.paymentId || null,
          amountPaise: value.amount,
          reason: value.reason,
          idempotencyKey: value.idempotencyKey,
          actor,
        })
        return back(result.reused ? 'refund-again' : 'refund')
      }
      case 'retry-refund':
        await retryRefund({ orderId, refundId: value.refundId })
        return back('refund-retried')
      case 'resend-confirmation':
        await resendOrderConfirmation({ orderId, actor })
        return back('resent')
      case 'book-shipment':
        await bookShipment({ orderId, actor, weightGrams: value.weightGrams })
        return back('booked')
      case 'cancel-shipment':
        await cancelShipment({ orderId, actor })
        return back('booking-cancelled')
      case 'add-note':
        await addOrderNote({
          orderId,
          actor,
          text: value.note,
          visibleToCustomer: value.visibility === 'customer',
        })
        return back('note')
    }
  } catch (error) {
    return refuse(error, {
      submission,
      summary: false,
      body: (result, refusal) => {
        if (refusal.status === 404) throw new Response('Order not found', { status: 404 })
        return { intent, result }
      },
    })
  }
}

export default function AdminOrderPage() {
  const { order, refundKey } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [search] = useSearchParams()
  const done = DONE_MESSAGES[search.get('done') ?? '']
  const lastResult = (intent: string) =>
    actionData?.intent === intent ? actionData.result : undefined
  return (
    <article className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <div>
          <Link to="/admin/orders" className="text-sm text-black/60 hover:text-black">
            ← Orders
          </Link>
          <h1 className="mt-1 font-display text-3xl tracking-tight">Order {order.number}</h1>
          <p className="text-sm text-black/60">
            Placed {order.placedLabel}
            {order.paidLabel ? ` · paid ${order.paidLabel}` : ''}
          </p>
        </div>
        <p
          className="rounded-full bg-ink px-4 py-1.5 text-sm font-semibold text-white"
          data-testid="order-status"
        >
          {order.statusLabel}
        </p>
      </div>
      {done && !actionData ? <FormMessage tone="success">{done}</FormMessage> : null}

      <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          <StaffActions order={order} lastResult={lastResult} />
          <ShipmentCard order={order} lastResult={lastResult} />

          <section aria-labelledby="items" className="rounded-2xl bg-white ring-1 ring-black/5">
            <h2 id="items" className="border-b border-black/5 px-5 py-3 font-semibold">
              Items
            </h2>
            <OrderItemsForStaff items={order.items} />
            <OrderTotals totals={order.totals} />
            <p className="border-t border-black/5 px-5 py-3 text-sm">
              {order.invoice ? (
                <a href={order.invoice.url} className="font-medium text-brand-600 hover:underline">
                  Tax invoice {order.invoice.number} of {order.invoice.dateLabel} (PDF)
                </a>
              ) : (
                <span className="text-black/60">No tax invoice: the order was never paid.</span>
              )}
            </p>
          </section>

          <Card
            id="money"
            title="Payments and refunds"
            padding="p-5"
            titleClassName="font-semibold"
          >
            <Payments payments={order.payments} />
            <Refunds refunds={order.refunds} lastResult={lastResult('retry-refund')} />
            {order.can.refund ? (
              <RefundForm
                payments={order.payments}
                refundKey={refundKey}
                lastResult={lastResult('refund')}
              />
            ) : null}
            <CreditNotes notes={order.creditNotes} />
          </Card>

          <Card id="timeline" title="Timeline" padding="p-5" titleClassName="font-semibold">
            <NoteForm lastResult={lastResult('add-note')} />
            <StaffTimeline events={order.events} />
          </Card>
        </div>

        <div className="space-y-6">
          <Card id="customer" title="Customer" padding="p-5" titleClassName="font-semibold">
            <dl className="mt-3 space-y-2 text-sm">
              <div>
                <dt className="text-black/60">Name</dt>
                <dd className="font-medium">
                  {order.customer.userId ? (
                    <Link
                      to={`/admin/users/${order.customer.userId}`}
                      className="text-brand-600 hover:underline"
                    >
                      {order.customer.userName ?? order.customer.name}
                    </Link>
                  ) : (
                    <>
                      {order.customer.name} <span className="text-black/55">(guest)</span>
                    </>
                  )}
                </dd>
              </div>
              <div>
                <dt className="text-black/60">Email</dt>
                <dd className="break-all">
                  <a href={`mailto:${order.customer.email}`} className="hover:underline">
                    {order.customer.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-black/60">Phone</dt>
                <dd>
                  <a href={`tel:+91${order.customer.phone}`} className="hover:underline">
                    {order.customer.phone}
                  </a>
                </dd>
              </div>
              {order.gstin ? (
                <div>
                  <dt className="text-black/60">GSTIN</dt>
                  <dd className="font-mono">{order.gstin}</dd>
                </div>
              ) : null}
              {order.businessName ? (
                <div>
                  <dt className="text-black/60">Business name</dt>
                  <dd>{order.businessName}</dd>
                </div>
              ) : null}
              {order.placeOfSupply ? (
                <div>
                  <dt className="text-black/60">Place of supply</dt>
                  <dd>{order.placeOfSupply}</dd>
                </div>
              ) : null}
            </dl>
          </Card>
          <Card id="delivery" title="Delivery" padding="p-5" titleClassName="font-semibold">
            <div className="mt-3">
              <DeliveryAddress address={order.address} />
            </div>
            <dl className="mt-4 space-y-1 text-sm">
              {order.dispatchByLabel ? (
                <div className="flex justify-between gap-3">
                  <dt className="text-black/60">Dispatch by</dt>
                  <dd className={order.dispatchOverdue ? 'font-semibold text-red-700' : ''}>
                    {order.dispatchByLabel}
                    {order.dispatchOverdue ? ' (overdue)' : ''}
                  </dd>
                </div>
              ) : null}
              {order.courier ? (
                <div className="flex justify-between gap-3">
                  <dt className="text-black/60">Courier</dt>
                  <dd>{order.courier}</dd>
                </div>
              ) : null}
              {order.trackingNumber ? (
                <div className="flex justify-between gap-3">
                  <dt className="text-black/60">Tracking number</dt>
                  <dd className="font-mono">{order.trackingNumber}</dd>
                </div>
              ) : null}
            </dl>
          </Card>
          <Card id="milestones" title="Milestones" padding="p-5" titleClassName="font-semibold">
            <dl className="mt-3 space-y-1 text-sm">
              {order.milestones.map((m) => (
                <div key={m.label} className="flex justify-between gap-3">
                  <dt className="text-black/60">{m.label}</dt>
                  <dd>{m.atLabel}</dd>
                </div>
              ))}
            </dl>
            {order.holdReason && order.status === 'ON_HOLD' ? (
              <p className="mt-3 text-sm text-red-800">On hold: {order.holdReason}</p>
            ) : null}
            {order.expiresLabel ? (
              <p className="mt-3 text-sm text-black/60">Expires unpaid at {order.expiresLabel}.</p>
            ) : null}
          </Card>
          {order.points ? (
            <Card id="points" title="Loyalty points" padding="p-5" titleClassName="font-semibold">
              <dl className="mt-3 space-y-1 text-sm" data-testid="order-points">
                <div className="flex justify-between gap-3">
                  <dt className="text-black/60">Earned</dt>
                  <dd>
                    {order.points.earned}
                    {order.points.earned && order.points.pending ? ' (pending delivery)' : ''}
                  </dd>
                </div>
                <div className="flex justify-between gap-3">
                  <dt className="text-black/60">Withdrawn by refunds or cancelling</dt>
                  <dd>{order.points.reversed}</dd>
                </div>
                <div className="flex justify-between gap-3">
                  <dt className="text-black/60">Used on the order</dt>
                  <dd>{order.points.used}</dd>
                </div>
                <div className="flex justify-between gap-3">
                  <dt className="text-black/60">Given back</dt>
                  <dd>{order.points.restored}</dd>
                </div>
              </dl>
            </Card>
          ) : null}
        </div>
      </div>
    </article>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  privatePageMeta(data ? `Order ${data.order.number}` : 'Order not found')

/** An unknown order id: a 404 inside the admin layout, with the way back to the list. */
export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="rounded-2xl bg-white p-8 ring-1 ring-black/5">
        <h1 className="text-2xl font-semibold">Order not found</h1>
        <p className="mt-3 text-black/70">
          There is no order with that id. It may have been deleted, or the link is wrong.
        </p>
        <Link
          to="/admin/orders"
          className="mt-6 inline-block rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white hover:bg-black"
        >
          Back to orders
        </Link>
      </section>
    )
  }
  return <GeneralErrorBoundary />
}

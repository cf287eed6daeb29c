import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { FormMessage, SubmitButton } from '#app/components/forms.tsx'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { Card } from '#app/components/ui/card.tsx'
import { rerunWebhookDelivery, webhookDelivery } from '#app/server/admin/webhooks.server.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { useIsPending } from '#app/utils/use-is-pending.ts'

/** /admin/webhooks/{id}: one delivery, its payload and checks, and **Re-run**. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  try {
    return data({ delivery: await webhookDelivery(params.id ?? '') })
  } catch (error) {
    // A delivery that is not there is the page's 404, not a page.
    throw refuse(error, { as: 'text' })
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request)
  const formData = await request.formData().catch(() => new FormData())
  if (formData.get('intent') !== 'rerun')
    return data({ ok: false, message: 'Unknown action.' }, { status: 400 })
  try {
    const result = await rerunWebhookDelivery(params.id ?? '')
    return data({
      ok: true,
      message: result.changed
        ? `Re-run applied: ${result.text}.`
        : `Re-run finished: nothing changed (${result.text}).`,
    })
  } catch (error) {
    return refuse(error, { body: (refusal) => ({ ok: false, message: refusal.message }) })
  }
}

export default function AdminWebhook() {
  const { delivery } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const rerunning = useIsPending()
  const facts: [string, ReactNode][] = [
    ['Received', delivery.receivedLabel],
    [
      'Event id',
      <span key="event-id" className="font-mono break-all">
        {delivery.eventId}
      </span>,
    ],
    ['Type', delivery.eventType],
    [
      'Signature',
      delivery.signatureValid ? (
        <span className="text-emerald-800">Valid</span>
      ) : (
        <span className="font-medium text-red-700">Invalid: the payload was not trusted</span>
      ),
    ],
    ['Status', delivery.statusLabel],
    ['Outcome', delivery.outcome || '—'],
    ['Processed', delivery.processedLabel ?? 'Not yet'],
    ['Processing time', delivery.processingLabel],
    ['Deliveries', delivery.deliveries],
    ['Processing runs', delivery.attempts],
    [
      'Order',
      delivery.order ? (
        <Link to={`/admin/orders/${delivery.order.id}`} className="underline">
          {delivery.order.number}
        </Link>
      ) : (
        '—'
      ),
    ],
  ]
  return (
    <div className="space-y-6">
      <Link to="/admin/webhooks" className="text-sm text-black/60 hover:text-black">
        ← Webhooks
      </Link>
      <h1 className="font-display text-3xl tracking-tight">
        {delivery.eventType} <span className="text-black/50">delivery</span>
      </h1>
      {result ? (
        <FormMessage tone={result.ok ? 'success' : 'error'}>{result.message}</FormMessage>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[1fr_1.4fr]">
        <Card id="delivery-facts" title="Delivery" padding="p-5" titleClassName="font-semibold">
          <dl className="mt-3 space-y-2 text-sm">
            {facts.map(([label, value]) => (
              <div key={label} className="grid grid-cols-[8.5rem_1fr] gap-2">
                <dt className="text-black/60">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {delivery.error ? (
            <div className="mt-4">
              <FormMessage tone="error">Error: {delivery.error}</FormMessage>
            </div>
          ) : null}
          {delivery.canRerun ? (
            <Form method="post" className="mt-5 space-y-2">
              <input type="hidden" name="intent" value="rerun" />
              <SubmitButton pending={rerunning} pendingText="Re-running…">
                Re-run
              </SubmitButton>
              <p className="text-xs text-black/60">
                Applies this payload again through the same handler. A payment or refund already
                applied is never applied twice.
              </p>
            </Form>
          ) : (
            <p className="mt-5 text-sm text-black/60">
              A delivery whose signature did not match cannot be re-run.
            </p>
          )}
        </Card>
        <Card id="delivery-payload" title="Payload" padding="p-5" titleClassName="font-semibold">
          {/* Focusable so the scrolling payload can be read with the keyboard. */}
          <pre
            tabIndex={0}
            aria-label="Payload as received"
            className="mt-3 max-h-[32rem] overflow-auto rounded-xl bg-paper p-4 text-xs leading-relaxed"
          >
            {delivery.payloadText}
          </pre>
          {delivery.signature ? (
            <p className="mt-3 text-xs break-all text-black/55">
              X-Razorpay-Signature: <span className="font-mono">{delivery.signature}</span>
            </p>
          ) : null}
        </Card>
      </div>
    </div>
  )
}

export const meta = () => privatePageMeta('Webhook delivery')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'

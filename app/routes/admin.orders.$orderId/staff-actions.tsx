import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { FormMessage, TextareaField, TextField } from '#app/components/forms.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { useZodForm } from '#app/components/ui/use-zod-form.ts'
import type { AdminOrder } from '#app/server/admin/order-detail.server.ts'
import {
  cancelSchema,
  markDeliveredSchema,
  resendConfirmationSchema,
  shipSchema,
  startProductionSchema,
} from '#app/utils/admin-order.ts'
import { formatPaise } from '#app/utils/money.ts'
import { useIntentPending } from '#app/utils/use-is-pending.ts'

type LastResult = (intent: string) => SubmissionResult<string[]> | undefined

/** What the order's status allows staff to do next, each a form of its own. */
export function StaffActions({ order, lastResult }: { order: AdminOrder; lastResult: LastResult }) {
  const { can } = order
  const any =
    can.startProduction ||
    can.ship ||
    can.deliver ||
    can.cancel ||
    can.resendConfirmation ||
    Boolean(order.manualShipNote)
  return (
    <section
      aria-labelledby="actions"
      className="space-y-5 rounded-2xl bg-white p-5 ring-1 ring-black/5"
    >
      <h2 id="actions" className="font-semibold">
        Next step
      </h2>
      {!any ? (
        <p className="text-sm text-black/60">
          Nothing more to do: this order is {order.statusLabel.toLowerCase()}.
        </p>
      ) : null}
      {can.startProduction ? (
        <MoveForm
          intent="start-production"
          schema={startProductionSchema}
          seen={order.status}
          lastResult={lastResult('start-production')}
          label="Start production"
          pendingText="Moving…"
          hint="The order is paid: move it to the press."
        />
      ) : null}
      {can.ship ? <ShipForm seen={order.status} lastResult={lastResult('ship')} /> : null}
      {order.manualShipNote ? (
        <p className="text-sm text-black/70" data-testid="manual-ship-note">
          {order.manualShipNote}{' '}
          <a href="#courier" className="font-medium text-brand-600 hover:underline">
            See the booking
          </a>
        </p>
      ) : null}
      {can.deliver ? (
        <MoveForm
          intent="mark-delivered"
          schema={markDeliveredSchema}
          seen={order.status}
          lastResult={lastResult('mark-delivered')}
          label="Mark delivered"
          pendingText="Saving…"
          hint="The courier has delivered it: the points it earned become usable."
        />
      ) : null}
      {can.resendConfirmation ? (
        <MoveForm
          intent="resend-confirmation"
          schema={resendConfirmationSchema}
          seen={order.status}
          lastResult={lastResult('resend-confirmation')}
          label="Resend confirmation email"
          pendingText="Sending…"
          secondary
          hint={`Sends the order confirmation to ${order.customer.email} again.`}
        />
      ) : null}
      {can.cancel ? <CancelForm order={order} lastResult={lastResult('cancel')} /> : null}
    </section>
  )
}

function MoveForm({
  intent,
  schema,
  seen,
  lastResult,
  label,
  pendingText,
  hint,
  secondary = false,
}: {
  intent: string
  schema:
    typeof startProductionSchema | typeof markDeliveredSchema | typeof resendConfirmationSchema
  seen: string
  lastResult: SubmissionResult<string[]> | undefined
  label: string
  pendingText: string
  hint: ReactNode
  secondary?: boolean
}) {
  const pending = useIntentPending(intent)
  const [form] = useZodForm({ id: `order-${intent}`, schema, lastResult })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="seen" value={seen} />
      <FormMessage tone="error" id={form.errorId}>
        {form.errors?.[0]}
      </FormMessage>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton
          pending={pending}
          pendingText={pendingText}
          variant={secondary ? 'secondary' : 'primary'}
        >
          {label}
        </SubmitButton>
        <p className="text-sm text-black/60">{hint}</p>
      </div>
    </Form>
  )
}

function ShipForm({
  seen,
  lastResult,
}: {
  seen: string
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const pending = useIntentPending('ship')
  const [form, fields] = useZodForm({ id: 'order-ship', schema: shipSchema, lastResult })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <input type="hidden" name="intent" value="ship" />
      <input type="hidden" name="seen" value={seen} />
      <FormMessage tone="error" id={form.errorId}>
        {form.errors?.[0]}
      </FormMessage>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.courier} label="Courier" autoComplete="off" maxLength={60} />
        <TextField
          field={fields.trackingNumber}
          label="Tracking number"
          autoComplete="off"
          maxLength={40}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={pending} pendingText="Saving…">
          Mark shipped and notify the customer
        </SubmitButton>
        <p className="text-sm text-black/60">
          The customer gets an email and an SMS with the tracking link.
        </p>
      </div>
    </Form>
  )
}

function CancelForm({
  order,
  lastResult,
}: {
  order: AdminOrder
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const pending = useIntentPending('cancel')
  const [form, fields] = useZodForm({ id: 'order-cancel', schema: cancelSchema, lastResult })
  const refund = order.refundLeftPaise
  const effect =
    order.status === 'PENDING_PAYMENT'
      ? 'No money has been taken. Razorpay is asked first, so an order paid a moment ago is not cancelled unseen. Points it used go back to the customer.'
      : refund > 0
        ? `Everything not refunded yet, ${formatPaise(refund)}, is refunded to the customer's original payment method. Points it earned are withdrawn and points it used go back.`
        : 'No money is left to refund. Points it earned are withdrawn and points it used go back.'
  const open = Boolean(lastResult)
  return (
    <details open={open} className="rounded-xl bg-red-50/60 p-4 ring-1 ring-red-200">
      <summary className="cursor-pointer text-sm font-semibold text-red-800">
        Cancel this order
      </summary>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="seen" value={order.status} />
        <p className="text-sm">{effect} The customer is emailed.</p>
        <FormMessage tone="error" id={form.errorId}>
          {form.errors?.[0]}
        </FormMessage>
        <TextareaField field={fields.reason} label="Reason (staff only)" rows={2} maxLength={500} />
        <div>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              name={fields.confirm.name}
              value="yes"
              aria-describedby={fields.confirm.errors ? fields.confirm.errorId : undefined}
              aria-invalid={fields.confirm.errors ? true : undefined}
            />
            Yes, cancel order {order.number}
          </label>
          {fields.confirm.errors ? (
            <p id={fields.confirm.errorId} className="mt-1 text-sm font-medium text-red-700">
              {fields.confirm.errors[0]}
            </p>
          ) : null}
        </div>
        <SubmitButton pending={pending} pendingText="Cancelling…" variant="danger">
          Cancel order
        </SubmitButton>
      </Form>
    </details>
  )
}

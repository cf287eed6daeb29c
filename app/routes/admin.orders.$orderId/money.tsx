import {
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
} from '@conform-to/react'
import { Form } from '@remix-run/react'
import { Field, FormMessage, inputClass, TextField } from '#app/components/forms.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { useZodForm } from '#app/components/ui/use-zod-form.ts'
import type { AdminOrder } from '#app/server/admin/order-detail.server.ts'
import { paiseToRupeesInput, refundSchema, retryRefundSchema } from '#app/utils/admin-order.ts'
import { formatPaise } from '#app/utils/money.ts'
import { useIntentPending } from '#app/utils/use-is-pending.ts'

const PAYMENT_STATUS: Record<string, string> = {
  CREATED: 'Not paid',
  AUTHORIZED: 'Authorised',
  CAPTURED: 'Captured',
  FAILED: 'Failed',
  REFUNDED: 'Refunded in full',
}
const REFUND_STATUS: Record<string, string> = {
  PENDING: 'Pending',
  PROCESSED: 'Processed',
  FAILED: 'Failed',
}

/** Razorpay's method names as people say them. */
const METHODS: Record<string, string> = {
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Net banking',
  wallet: 'Wallet',
  emi: 'EMI',
  paylater: 'Pay later',
}

const th = 'px-3 py-2 text-left font-medium'
const td = 'px-3 py-2 align-top'

export function Payments({ payments }: { payments: AdminOrder['payments'] }) {
  if (!payments.length)
    return <p className="mt-3 text-sm text-black/60">No payment was started for this order.</p>
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-sm" data-testid="payments">
        <caption className="sr-only">Payments</caption>
        <thead className="bg-paper text-xs text-black/60 uppercase">
          <tr>
            <th scope="col" className={th}>
              Payment
            </th>
            <th scope="col" className={th}>
              Method
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={`${th} text-right`}>
              Captured
            </th>
            <th scope="col" className={`${th} text-right`}>
              Refunded
            </th>
            <th scope="col" className={`${th} text-right`}>
              Left to refund
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-black/5">
          {payments.map((p) => (
            <tr key={p.id}>
              <td className={td}>
                <span className="font-mono text-xs">
                  {p.providerPaymentId ?? p.providerOrderId}
                </span>
                <span className="block text-xs text-black/55">
                  {p.capturedAtLabel ?? p.createdAtLabel}
                </span>
                {p.error ? <span className="block text-xs text-red-700">{p.error}</span> : null}
              </td>
              <td className={td}>{p.method ? (METHODS[p.method] ?? p.method) : '—'}</td>
              <td className={td}>{PAYMENT_STATUS[p.status] ?? p.status}</td>
              <td className={`${td} text-right tabular-nums`}>{formatPaise(p.capturedPaise)}</td>
              <td className={`${td} text-right tabular-nums`}>
                {formatPaise(p.refundedPaise)}
                {p.pendingRefundPaise ? (
                  <span className="block text-xs text-black/55">
                    + {formatPaise(p.pendingRefundPaise)} pending
                  </span>
                ) : null}
              </td>
              <td className={`${td} text-right tabular-nums`}>
                {formatPaise(Math.max(0, p.leftPaise))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function Refunds({
  refunds,
  lastResult,
}: {
  refunds: AdminOrder['refunds']
  lastResult: SubmissionResult<string[]> | undefined
}) {
  if (!refunds.length) return null
  return (
    <div className="mt-5">
      <h3 className="text-sm font-semibold">Refunds</h3>
      <ul className="mt-2 divide-y divide-black/5 text-sm" data-testid="refunds">
        {refunds.map((r) => (
          <li key={r.id} className="flex flex-wrap items-start justify-between gap-3 py-2">
            <div>
              <p>
                <span className="font-medium tabular-nums">{formatPaise(r.amountPaise)}</span>{' '}
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                    r.status === 'PROCESSED'
                      ? 'bg-emerald-50 text-emerald-800'
                      : r.status === 'FAILED'
                        ? 'bg-red-50 text-red-800'
                        : 'bg-amber-50 text-amber-900'
                  }`}
                >
                  {REFUND_STATUS[r.status] ?? r.status}
                </span>
              </p>
              <p className="text-black/70">{r.reason}</p>
              <p className="text-xs text-black/55">
                Asked by {r.createdBy} on {r.createdAtLabel}
                {r.processedAtLabel ? ` · processed ${r.processedAtLabel}` : ''}
                {r.providerRefundId ? ` · ${r.providerRefundId}` : ''}
              </p>
              {r.creditNote ? (
                <a
                  href={r.creditNote.url}
                  className="text-xs font-medium text-brand-600 hover:underline"
                >
                  Credit note {r.creditNote.number} (PDF)
                </a>
              ) : null}
            </div>
            {r.canRetry ? <RetryRefund refundId={r.id} lastResult={lastResult} /> : null}
          </li>
        ))}
      </ul>
    </div>
  )
}

function RetryRefund({
  refundId,
  lastResult,
}: {
  refundId: string
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const pending = useIntentPending('retry-refund')
  const [form] = useZodForm({
    id: `order-retry-refund-${refundId}`,
    schema: retryRefundSchema,
    lastResult,
  })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-1 text-right">
      <input type="hidden" name="intent" value="retry-refund" />
      <input type="hidden" name="refundId" value={refundId} />
      <SubmitButton pending={pending} pendingText="Sending…" variant="secondary">
        Retry sending to Razorpay
      </SubmitButton>
      <FormMessage tone="error" id={form.errorId}>
        {form.errors?.[0]}
      </FormMessage>
    </Form>
  )
}

/**
 * Refund part or all of a payment. The amount starts at everything left; the hidden key was made
 * when the page was drawn, so submitting this form twice refunds once.
 */
export function RefundForm({
  payments,
  refundKey,
  lastResult,
}: {
  payments: AdminOrder['payments']
  refundKey: string
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const pending = useIntentPending('refund')
  const refundable = payments.filter((p) => p.leftPaise >= 100)
  const first = [...refundable].sort((a, b) => b.leftPaise - a.leftPaise)[0]
  const [form, fields] = useZodForm({
    id: 'order-refund',
    schema: refundSchema,
    lastResult,
    defaultValue: {
      amount: first ? paiseToRupeesInput(first.leftPaise) : '',
      paymentId: first?.id ?? '',
    },
  })
  if (!first) return null
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="mt-5 space-y-3 rounded-xl bg-paper p-4"
      aria-labelledby="refund-heading"
    >
      <h3 id="refund-heading" className="text-sm font-semibold">
        Refund
      </h3>
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name={fields.idempotencyKey.name} value={refundKey} />
      <FormMessage tone="error" id={form.errorId}>
        {form.errors?.[0] ?? fields.idempotencyKey.errors?.[0]}
      </FormMessage>
      {refundable.length > 1 ? (
        <Field
          label="Payment"
          id={fields.paymentId.id}
          errorId={fields.paymentId.errorId}
          errors={fields.paymentId.errors}
        >
          <select {...getSelectProps(fields.paymentId)} className={inputClass}>
            {refundable.map((p) => (
              <option key={p.id} value={p.id}>
                {p.providerPaymentId}: {formatPaise(p.leftPaise)} left
              </option>
            ))}
          </select>
        </Field>
      ) : (
        <input {...getInputProps(fields.paymentId, { type: 'hidden' })} />
      )}
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <TextField
          field={fields.amount}
          label="Amount in rupees"
          inputMode="decimal"
          autoComplete="off"
          hint={`At most ${formatPaise(first.leftPaise)}.`}
        />
        <TextField field={fields.reason} label="Reason" autoComplete="off" maxLength={200} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={pending} pendingText="Asking Razorpay…">
          Refund through Razorpay
        </SubmitButton>
        <p className="text-sm text-black/60">
          The customer gets a GST credit note and an email once Razorpay processes it.
        </p>
      </div>
    </Form>
  )
}

export function CreditNotes({ notes }: { notes: AdminOrder['creditNotes'] }) {
  if (!notes.length) return null
  return (
    <div className="mt-5">
      <h3 className="text-sm font-semibold">Credit notes</h3>
      <ul className="mt-2 space-y-1 text-sm" data-testid="credit-notes">
        {notes.map((note) => (
          <li key={note.id} className="flex flex-wrap justify-between gap-3">
            <a href={note.url} className="font-medium text-brand-600 hover:underline">
              {note.number} (PDF)
            </a>
            <span className="text-black/60">
              {note.dateLabel} · {formatPaise(note.amountPaise)}, GST {formatPaise(note.taxPaise)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { Field, FormMessage, inputClass } from '#app/components/forms.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { useZodForm } from '#app/components/ui/use-zod-form.ts'
import type { AdminOrder } from '#app/server/admin/order-detail.server.ts'
import { bookShipmentSchema, cancelShipmentSchema } from '#app/utils/admin-order.ts'
import { PARCEL_DEFAULTS } from '#app/utils/shipment.ts'
import { useIntentPending } from '#app/utils/use-is-pending.ts'

type LastResult = (intent: string) => SubmissionResult<string[]> | undefined

/**
 * The courier (decision 058): Book shipment on an order in production, then the AWB, the label,
 * the pickup date and the courier's scans; cancelling a booking before pickup. Typing a courier and
 * tracking number (Next step) stays for parcels sent another way.
 */
export function ShipmentCard({ order, lastResult }: { order: AdminOrder; lastResult: LastResult }) {
  const { shipment } = order
  const live = shipment.live
  if (!live && !shipment.canBook) return null
  return (
    <Card id="courier" title="Courier" padding="p-5" titleClassName="font-semibold">
      {shipment.standIn ? (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          Stand-in courier: test bookings, nothing is picked up (no Shiprocket account is set).
        </p>
      ) : null}
      {live ? (
        <div className="mt-3 space-y-3 text-sm">
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]" data-testid="shipment">
            <dt className="text-black/60">Status</dt>
            <dd className={live.problem ? 'font-semibold text-red-700' : 'font-medium'}>
              {live.unfinished
                ? 'Booking not finished: press Book shipment again'
                : live.statusLabel}
            </dd>
            {live.awb ? (
              <>
                <dt className="text-black/60">Courier</dt>
                <dd>{live.courierName}</dd>
                <dt className="text-black/60">AWB</dt>
                <dd className="font-mono break-all">
                  {live.trackingUrl ? (
                    <a
                      href={live.trackingUrl}
                      className="text-brand-600 hover:underline"
                      rel="noreferrer"
                      target="_blank"
                    >
                      {live.awb}
                    </a>
                  ) : (
                    live.awb
                  )}
                </dd>
              </>
            ) : null}
            {live.pickupLabel ? (
              <>
                <dt className="text-black/60">Pickup</dt>
                <dd>{live.pickupLabel}</dd>
              </>
            ) : null}
            <dt className="text-black/60">Weight</dt>
            <dd>{live.weightGrams} g</dd>
            <dt className="text-black/60">Booked</dt>
            <dd className="break-words">
              {live.bookedLabel} by {live.bookedBy}
            </dd>
          </dl>
          {live.labelUrl ? (
            <p className="flex flex-wrap gap-x-4 gap-y-1">
              <a href={live.labelUrl} className="font-medium text-brand-600 hover:underline">
                Label (A6, PDF)
              </a>
              <a
                href={`${live.labelUrl}?format=a4`}
                className="font-medium text-brand-600 hover:underline"
              >
                Label on A4 (PDF)
              </a>
            </p>
          ) : null}
          {live.events.length ? (
            <ol className="space-y-1 border-l-2 border-black/10 pl-3" aria-label="Courier scans">
              {live.events.map((e) => (
                <li key={e.id}>
                  <span className="font-medium">{e.providerStatus || e.statusLabel}</span>
                  {e.location ? `, ${e.location}` : ''}
                  <span className="text-black/55"> · {e.atLabel}</span>
                  {e.description && e.description !== e.providerStatus ? (
                    <span className="block text-black/60">{e.description}</span>
                  ) : null}
                </li>
              ))}
            </ol>
          ) : null}
        </div>
      ) : null}
      {shipment.canBook ? (
        <BookForm lastResult={lastResult('book-shipment')} retry={Boolean(live?.unfinished)} />
      ) : null}
      {live?.canCancel ? <CancelBookingForm lastResult={lastResult('cancel-shipment')} /> : null}
    </Card>
  )
}

function BookForm({
  lastResult,
  retry,
}: {
  lastResult: SubmissionResult<string[]> | undefined
  retry: boolean
}) {
  const pending = useIntentPending('book-shipment')
  const [form, fields] = useZodForm({ id: 'order-book', schema: bookShipmentSchema, lastResult })
  const weight = fields.weightGrams
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
      <input type="hidden" name="intent" value="book-shipment" />
      <FormMessage tone="error" id={form.errorId}>
        {form.errors?.[0]}
      </FormMessage>
      <div className="max-w-48">
        <Field
          label="Parcel weight (grams)"
          id={weight.id}
          errorId={weight.errorId}
          errors={weight.errors}
        >
          <input
            {...getInputProps(weight, { type: 'number' })}
            className={inputClass}
            min={10}
            max={30000}
            step={1}
            defaultValue={weight.initialValue ?? String(PARCEL_DEFAULTS.weightGrams)}
          />
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={pending} pendingText="Booking…">
          {retry ? 'Book shipment again' : 'Book shipment'}
        </SubmitButton>
        <p className="text-sm text-black/60">
          The courier assigns an AWB and a pickup date; print the label it gives.
        </p>
      </div>
    </Form>
  )
}

function CancelBookingForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const pending = useIntentPending('cancel-shipment')
  const [form] = useZodForm({
    id: 'order-cancel-booking',
    schema: cancelShipmentSchema,
    lastResult,
  })
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3 space-y-2">
      <input type="hidden" name="intent" value="cancel-shipment" />
      <FormMessage tone="error" id={form.errorId}>
        {form.errors?.[0]}
      </FormMessage>
      <SubmitButton pending={pending} pendingText="Cancelling…" variant="secondary">
        Cancel booking
      </SubmitButton>
    </Form>
  )
}

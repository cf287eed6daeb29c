import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { FormMessage, TextareaField } from '#app/components/forms.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { useZodForm } from '#app/components/ui/use-zod-form.ts'
import type { AdminOrder } from '#app/server/admin/order-detail.server.ts'
import { ORDER_NOTE_MAX, noteSchema } from '#app/utils/admin-order.ts'
import { useIntentPending } from '#app/utils/use-is-pending.ts'

/** Every change, newest first, with who made it and whether the customer sees it. */
export function StaffTimeline({ events }: { events: AdminOrder['events'] }) {
  if (!events.length) return <p className="mt-4 text-sm text-black/60">No events yet.</p>
  return (
    <ol className="mt-5 space-y-4 border-l border-black/10 pl-5" data-testid="timeline">
      {events.map((event) => (
        <li key={event.id} className="relative">
          <span
            aria-hidden="true"
            className={`absolute top-1.5 -left-[25px] size-2.5 rounded-full ring-4 ring-white ${
              event.kind === 'note' ? 'bg-amber-500' : 'bg-black/25'
            }`}
          />
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{event.title}</span>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-medium ${
                event.visibleToCustomer ? 'bg-brand-50 text-brand-700' : 'bg-black/5 text-black/70'
              }`}
            >
              {event.visibleToCustomer ? 'Customer sees this' : 'Staff only'}
            </span>
          </p>
          <p className="text-xs text-black/60">
            {event.atLabel} · by {event.actor}
          </p>
          {event.note ? (
            <p className="mt-1 text-sm whitespace-pre-line text-black/75">{event.note}</p>
          ) : null}
        </li>
      ))}
    </ol>
  )
}

/** A staff note: private by default, or shown on the customer's order page and on tracking. */
export function NoteForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const pending = useIntentPending('add-note')
  const [form, fields] = useZodForm({
    id: 'order-note',
    schema: noteSchema,
    lastResult,
    defaultValue: { visibility: 'private' },
  })
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
      <input type="hidden" name="intent" value="add-note" />
      <FormMessage tone="error" id={form.errorId}>
        {form.errors?.[0]}
      </FormMessage>
      <TextareaField field={fields.note} label="Add a note" rows={3} maxLength={ORDER_NOTE_MAX} />
      <fieldset className="text-sm">
        <legend className="font-medium">Who sees it</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name={fields.visibility.name}
              value="private"
              defaultChecked={fields.visibility.initialValue !== 'customer'}
            />
            Staff only
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name={fields.visibility.name}
              value="customer"
              defaultChecked={fields.visibility.initialValue === 'customer'}
            />
            The customer too (order page and tracking)
          </label>
        </div>
        {fields.visibility.errors ? (
          <p className="mt-1 font-medium text-red-700">{fields.visibility.errors[0]}</p>
        ) : null}
      </fieldset>
      <SubmitButton pending={pending} pendingText="Adding…" variant="secondary">
        Add note
      </SubmitButton>
    </Form>
  )
}

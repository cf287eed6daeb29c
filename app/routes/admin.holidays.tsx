import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { Field, FormMessage, inputClass } from '#app/components/forms.tsx'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { requireAdmin } from '#app/server/http/auth.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'
import { addHoliday, listHolidays, removeHoliday } from '#app/server/delivery/holidays.server.ts'
import { formatCalendarDay } from '#app/utils/dates.ts'

/**
 * /admin/holidays: the days the shop neither prints nor dispatches, besides Sundays. Delivery
 * dates on the product page, the cart and checkout skip them within a minute (issue 25).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const notice = new URL(request.url).searchParams.get('notice')
  const holidays = await listHolidays()
  return data({
    holidays: holidays.map((h) => ({
      day: h.day.toISOString().slice(0, 10),
      label: formatCalendarDay(h.day),
      name: h.name,
    })),
    notice:
      notice === 'added' ? 'Holiday added.' : notice === 'removed' ? 'Holiday removed.' : null,
  })
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request)
  const form = await request.formData().catch(() => new FormData())
  const intent = String(form.get('intent') ?? '')
  const day = String(form.get('day') ?? '')
  const name = String(form.get('name') ?? '')
  try {
    if (intent === 'remove') {
      await removeHoliday(day)
      return redirect('/admin/holidays?notice=removed', 303)
    }
    await addHoliday({ day, name })
    return redirect('/admin/holidays?notice=added', 303)
  } catch (error) {
    return refuse(error, {
      body: (refusal) => ({
        message: refusal.message,
        fieldErrors: refusal.fieldErrors ?? {},
        typed: { day, name },
      }),
    })
  }
}

export default function AdminHolidaysPage() {
  const { holidays, notice } = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  return (
    <div className="max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Holidays</h1>
        <p className="mt-1 text-sm text-black/60">
          Days the shop neither prints nor dispatches, besides every Sunday. Delivery dates shown to
          shoppers skip them.
        </p>
      </div>
      {notice ? <FormMessage tone="success">{notice}</FormMessage> : null}
      <Form method="post" className="grid gap-4 rounded-xl p-4 ring-1 ring-black/10 sm:grid-cols-3">
        <FormMessage tone="error" id="holiday-error">
          {refused?.message}
        </FormMessage>
        <Field
          label="Date"
          id="holiday-day"
          errorId="holiday-day-error"
          errors={refused?.fieldErrors.day}
        >
          <input
            id="holiday-day"
            name="day"
            type="date"
            required
            defaultValue={refused?.typed.day}
            className={inputClass}
          />
        </Field>
        <Field
          label="Name"
          id="holiday-name"
          errorId="holiday-name-error"
          errors={refused?.fieldErrors.name}
        >
          <input
            id="holiday-name"
            name="name"
            required
            maxLength={80}
            placeholder="Diwali"
            defaultValue={refused?.typed.name}
            className={inputClass}
          />
        </Field>
        <div className="flex items-end">
          <button
            type="submit"
            name="intent"
            value="add"
            className="rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white"
          >
            Add holiday
          </button>
        </div>
      </Form>
      {holidays.length ? (
        <ul className="divide-y divide-black/10 rounded-xl ring-1 ring-black/10">
          {holidays.map((h) => (
            <li key={h.day} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span>
                <span className="font-medium">{h.label}</span>
                <span className="block text-sm text-black/60">{h.name}</span>
              </span>
              <Form method="post">
                <input type="hidden" name="day" value={h.day} />
                <button
                  type="submit"
                  name="intent"
                  value="remove"
                  aria-label={`Remove ${h.name}, ${h.label}`}
                  className="rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-black/15 hover:ring-black/40"
                >
                  Remove
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-black/60">No holidays yet: only Sundays are skipped.</p>
      )}
    </div>
  )
}

export const meta = () => privatePageMeta('Holidays')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'

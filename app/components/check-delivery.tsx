import { Form } from '@remix-run/react'
import type { DeliveryBox } from '#app/server/delivery/delivery-view.server.ts'
import { inputClass } from '#app/components/forms.tsx'

/**
 * "Check delivery": a plain GET form (the page answers for `?pin=` and remembers it for the
 * session), and what the server said about that PIN code. `keep` carries the page's other query
 * values (the product's chosen options) through the form.
 */
export function CheckDelivery({
  box,
  action,
  keep = {},
  id = 'check-delivery',
}: {
  box: DeliveryBox | null
  action: string
  keep?: Record<string, string>
  id?: string
}) {
  const error = box && 'error' in box ? box.error : null
  return (
    <section aria-labelledby={`${id}-title`} className="mt-4 rounded-xl p-4 ring-1 ring-black/10">
      <h2 id={`${id}-title`} className="text-sm font-semibold">
        Check delivery
      </h2>
      <Form
        method="get"
        action={action}
        preventScrollReset
        replace
        className="mt-2 flex flex-wrap items-end gap-2"
      >
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {/* Not "PIN code": the checkout's address has that field, and two fields of one name
            are one too many for a screen reader (and for getByLabel). */}
        <label htmlFor={`${id}-pin`} className="sr-only">
          Deliver to (6-digit PIN)
        </label>
        <input
          id={`${id}-pin`}
          name="pin"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={7}
          placeholder="PIN code"
          defaultValue={box?.pin ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-answer`}
          className={`${inputClass} w-36`}
        />
        <button
          type="submit"
          className="rounded-full px-5 py-2.5 text-sm font-semibold ring-1 ring-black/15 hover:ring-black/40"
        >
          Check
        </button>
      </Form>
      <div id={`${id}-answer`} aria-live="polite" className="mt-2 text-sm">
        {!box ? (
          <p className="text-black/60">Enter your PIN code to see when your order arrives.</p>
        ) : error ? (
          <p className="font-medium text-red-700">{error}</p>
        ) : 'deliverable' in box && !box.deliverable ? (
          <p className="font-medium text-red-700">
            We cannot deliver to {box.pin}. {box.message}
          </p>
        ) : 'deliverable' in box && box.deliverable ? (
          <div className="space-y-1">
            <p>
              Delivers to <strong>{box.place}</strong> ({box.pin}).
            </p>
            <ul className="space-y-1">
              {box.speeds.map((s) => (
                <li key={s.speed}>
                  {s.label}: <strong>{s.dates}</strong> · {s.fee}
                </li>
              ))}
            </ul>
            <p className="text-black/60">
              Dispatched by {box.dispatch} when you order before 1 pm IST today.
            </p>
          </div>
        ) : null}
      </div>
    </section>
  )
}

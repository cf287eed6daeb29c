import { useFetcher } from '@remix-run/react'
import { formatPaise } from '#app/utils/money.ts'

/**
 * The delivery speeds for the chosen address, each with its arrival dates and fee (decision 057):
 * radio buttons inside the checkout form. Without JavaScript the choice goes with "Place order"
 * (a changed total is shown before paying); with it, a change is saved at once and the totals
 * follow.
 */
export function SpeedChoice({
  speeds,
  chosen,
  error,
  pinCode,
}: {
  speeds: { speed: string; label: string; dates: string; fee: number }[]
  chosen: string
  error: string | null
  pinCode: string | null
}) {
  const fetcher = useFetcher()
  const pending = fetcher.formData?.get('deliverySpeed')
  const current = typeof pending === 'string' ? pending : chosen
  if (!speeds.length)
    return (
      <p className="mt-3 text-sm" data-testid="speed-choice">
        Standard delivery. Choose or add a delivery address to see Express and its dates.
      </p>
    )
  return (
    <fieldset className="mt-3 space-y-2" data-testid="speed-choice">
      <legend className="text-sm font-medium">Delivery speed</legend>
      {speeds.map((s) => (
        <label
          key={s.speed}
          className="flex items-start gap-3 rounded-lg p-3 text-sm ring-1 ring-black/10 has-[:checked]:ring-2 has-[:checked]:ring-ink"
        >
          <input
            type="radio"
            name="deliverySpeed"
            value={s.speed}
            defaultChecked={s.speed === current}
            className="mt-1 size-4 shrink-0"
            onChange={() =>
              fetcher.submit(
                { intent: 'speed', deliverySpeed: s.speed, pinCode: pinCode ?? '' },
                { method: 'post', action: '/checkout' },
              )
            }
          />
          <span className="min-w-0 flex-1">
            <strong className="font-medium">{s.label}</strong>
            <span className="block text-black/70">Arrives {s.dates}</span>
          </span>
          <span className="font-medium">{s.fee === 0 ? 'Free' : formatPaise(s.fee)}</span>
        </label>
      ))}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

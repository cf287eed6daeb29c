import { useFetcher } from '@remix-run/react'
import { inputClass } from '#app/components/ui/field.tsx'
import type { EnteredCode } from '#app/utils/promotions.ts'

type CodeReply = { error?: string; code?: { value: string; error: string } | null }

/**
 * "Have a code?": one form posted to the cart's action, on the cart and at checkout (`returnTo`).
 * Without JavaScript it is a plain POST: the code applies and the page comes back, or the page
 * answers the reason with the code still typed. With JavaScript the same post goes by fetcher.
 */
export function PromoCodeForm({
  codes,
  refused,
  returnTo = 'cart',
}: {
  codes: EnteredCode[]
  refused: { value: string; error: string } | null
  returnTo?: 'cart' | 'checkout'
}) {
  const fetcher = useFetcher<CodeReply>()
  const shown = fetcher.data?.code ?? (fetcher.state === 'idle' ? refused : null)
  const busy = fetcher.state !== 'idle'
  return (
    <section
      id="code"
      aria-labelledby="code-title"
      className="rounded-2xl bg-white p-5 ring-1 ring-black/5"
    >
      <h2 id="code-title" className="text-base font-semibold">
        Have a code?
      </h2>
      {codes.length ? (
        <ul className="mt-3 space-y-2 text-sm" data-testid="promo-codes">
          {codes.map((c) => (
            <li key={c.code} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <span className="font-mono font-semibold">{c.code}</span>{' '}
                {c.applied ? (
                  <span className="text-brand-700">applied</span>
                ) : (
                  <span className="text-red-700">{c.reason}</span>
                )}
              </span>
              <fetcher.Form method="post" action="/cart">
                <input type="hidden" name="intent" value="remove-code" />
                <input type="hidden" name="code" value={c.code} />
                <input type="hidden" name="returnTo" value={returnTo} />
                <button type="submit" className="text-sm font-medium underline" disabled={busy}>
                  Remove<span className="sr-only"> code {c.code}</span>
                </button>
              </fetcher.Form>
            </li>
          ))}
        </ul>
      ) : null}
      <fetcher.Form method="post" action="/cart" className="mt-3">
        <input type="hidden" name="intent" value="apply-code" />
        <input type="hidden" name="returnTo" value={returnTo} />
        <label htmlFor="promo-code" className="block text-sm font-medium">
          Discount code
        </label>
        <div className="flex gap-2">
          <input
            id="promo-code"
            name="code"
            key={shown?.value ?? ''}
            defaultValue={shown?.value ?? ''}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? 'promo-code-error' : undefined}
            className={`${inputClass} min-w-0 flex-1 uppercase`}
          />
          <button
            type="submit"
            disabled={busy}
            className="mt-1.5 rounded-xl bg-ink px-4 text-sm font-semibold text-white hover:bg-black"
          >
            Apply
          </button>
        </div>
        {shown ? (
          <p id="promo-code-error" role="alert" className="mt-1.5 text-sm text-red-700">
            {shown.error}
          </p>
        ) : null}
      </fetcher.Form>
    </section>
  )
}

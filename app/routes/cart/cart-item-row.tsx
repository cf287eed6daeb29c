import { Link, useFetcher } from '@remix-run/react'
import type { CartLine } from '#app/server/cart/cart.server.ts'
import { formatPaise } from '#app/utils/money.ts'
import type { action } from './route.tsx'

/** One line of the cart: its own fetcher forms change the quantity or remove it in place. */
export function CartItemRow({ item }: { item: CartLine }) {
  const fetcher = useFetcher<typeof action>()
  const pendingQuantity = fetcher.formData ? Number(fetcher.formData.get('quantity')) : null
  const removing =
    fetcher.formData?.get('intent') === 'remove' ||
    (pendingQuantity !== null && pendingQuantity <= 0)
  if (removing) return null
  const quantity = pendingQuantity ?? item.quantity
  const error = fetcher.data && 'error' in fetcher.data ? fetcher.data.error : null

  return (
    <li className="grid grid-cols-[auto_5.5rem_1fr] gap-4 p-4 sm:grid-cols-[auto_7rem_1fr_auto]">
      <div className="pt-1">
        <input
          type="checkbox"
          name="itemId"
          value={item.id}
          form="bulk-remove"
          aria-label={`Select ${item.name}`}
          className="size-4"
        />
      </div>
      <img
        src={item.imageUrl}
        alt={item.design ? `Preview of your design ${item.design.name}` : ''}
        width={112}
        height={84}
        className="aspect-[4/3] w-full rounded-lg bg-paper object-cover ring-1 ring-black/5"
      />
      <div>
        <h2 className="font-medium">
          <Link to={`/product/${item.slug}`} className="hover:text-brand-600">
            {item.name}
          </Link>
        </h2>
        <p className="mt-0.5 text-sm text-black/60">
          {item.tierQuantity} {item.unit}
          {item.options.map((o) => ` · ${o.value}`).join('')}
        </p>
        {item.hasUpload ? (
          <p className="mt-0.5 text-sm text-black/60">With your uploaded design</p>
        ) : null}
        {item.design ? <DesignLine design={item.design} preflight={item.preflight} /> : null}
        {!item.available ? (
          <p className="mt-1 text-sm font-medium text-red-700">
            No longer available: remove it to check out.
          </p>
        ) : null}
        <p className="mt-1 text-sm">
          {formatPaise(item.pricePerUnitPaise)} <span className="text-black/55">per set</span>
        </p>
        {error ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <div className="col-span-3 flex items-center justify-between gap-3 sm:col-span-1 sm:flex-col sm:items-end">
        <fetcher.Form method="post" action="/cart" className="flex items-center gap-2">
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="itemId" value={item.id} />
          <input type="hidden" name="previousQuantity" value={item.quantity} />
          <label className="sr-only" htmlFor={`qty-${item.id}`}>
            Quantity of {item.name}
          </label>
          <input
            id={`qty-${item.id}`}
            name="quantity"
            type="number"
            min={0}
            max={100}
            defaultValue={quantity}
            key={quantity}
            className="w-16 rounded-lg border border-black/15 px-2 py-1.5 text-sm"
          />
          <button
            type="submit"
            className="rounded-full px-3 py-1.5 text-sm ring-1 ring-black/15 hover:ring-black/40"
          >
            Update
          </button>
        </fetcher.Form>
        <p className="font-semibold" data-testid="line-total">
          {formatPaise(item.pricePerUnitPaise * quantity)}
        </p>
        <fetcher.Form method="post" action="/cart">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="itemId" value={item.id} />
          <input type="hidden" name="previousQuantity" value={item.quantity} />
          <button type="submit" className="text-sm text-black/60 underline hover:text-red-700">
            Remove <span className="sr-only">{item.name}</span>
          </button>
        </fetcher.Form>
      </div>
    </li>
  )
}

function DesignLine({
  design,
  preflight,
}: {
  design: NonNullable<CartLine['design']>
  preflight: CartLine['preflight']
}) {
  const errors = preflight?.filter((i) => i.severity === 'error').length ?? 0
  const warnings = (preflight?.length ?? 0) - errors
  return (
    <div className="mt-0.5 text-sm text-black/60">
      <p>
        Design: <span className="font-medium text-black/80">{design.name}</span>
      </p>
      <p className="mt-0.5 flex flex-wrap gap-x-3">
        <Link to={design.editUrl} className="text-brand-700 underline hover:text-brand-600">
          Edit design <span className="sr-only">{design.name}</span>
        </Link>
        <a
          href={design.proofUrl}
          download
          className="text-brand-700 underline hover:text-brand-600"
        >
          Download proof (PDF) <span className="sr-only">of {design.name}</span>
        </a>
      </p>
      {preflight && preflight.length > 0 ? (
        <details className="mt-1">
          <summary
            className={errors ? 'cursor-pointer text-red-700' : 'cursor-pointer text-amber-800'}
          >
            Print check: {errors ? `${errors} ${errors === 1 ? 'problem' : 'problems'}` : ''}
            {errors && warnings ? ', ' : ''}
            {warnings ? `${warnings} ${warnings === 1 ? 'warning' : 'warnings'}` : ''}
          </summary>
          <ul className="mt-1 list-disc pl-5">
            {preflight.map((issue, i) => (
              <li key={i}>{issue.message}</li>
            ))}
          </ul>
        </details>
      ) : preflight ? (
        <p className="mt-0.5 text-brand-700">Print check passed</p>
      ) : null}
    </div>
  )
}

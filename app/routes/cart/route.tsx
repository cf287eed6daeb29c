import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useFetcher, useLoaderData } from '@remix-run/react'
import { NOINDEX, pageMeta } from '#app/components/page-meta.ts'
import { type CartLine } from '#app/server/cart/cart.server.ts'
import { handleCartAction } from '#app/server/http/cart-form.server.ts'
import { getRequestCart } from '#app/server/http/cart-cookie.server.ts'
import { loaderHeaders } from '#app/utils/headers.ts'
import { formatPaise } from '#app/utils/money.ts'
import { ARTWORK_TEXT } from '#app/utils/artwork.ts'
import { useIsPending } from '#app/utils/use-is-pending.ts'
import { RecoveryNotice } from '#app/components/orders/recovery-notice.tsx'
import { ReorderNotice } from '#app/components/orders/reorder-notice.tsx'
import { PromoCodeForm } from '#app/components/promotions/promo-code-form.tsx'
import { CartSummary } from './cart-summary.tsx'
import { DesignLine } from './design-line.tsx'
import { UploadLine } from './upload-line.tsx'
import { CheckDelivery } from '#app/components/check-delivery.tsx'
import { deliveryBox } from '#app/server/delivery/delivery-view.server.ts'
import { deliveryPinOf, rememberPinCookie } from '#app/server/http/delivery-pin-cookie.server.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The root loader's cart badge counts from this same read (getRequestCart).
  const cart = await getRequestCart(request, context)
  // "Check delivery" for the PIN code typed here or remembered: this cart's dates and fee.
  const pin = cart.items.length ? deliveryPinOf(request) : null
  const delivery = pin
    ? await deliveryBox(
        pin.pin,
        cart.productionDays,
        {
          subtotalPaise: cart.subtotalPaise,
          speed: cart.deliverySpeed,
          feePaise: cart.shippingFeePaise,
        },
        { sameDay: cart.sameDay },
      )
    : null
  const remember =
    pin?.typed && delivery && 'deliverable' in delivery && delivery.deliverable
      ? { 'Set-Cookie': rememberPinCookie(pin.pin) }
      : undefined
  return data({ cart, delivery }, { headers: remember })
}

export async function action({ request }: ActionFunctionArgs) {
  const result = await handleCartAction(request)
  if (result.ok) {
    const headers = new Headers()
    if (result.setCookie) headers.append('Set-Cookie', result.setCookie)
    return redirect(result.redirectTo, { status: 303, headers })
  }
  // A refused code comes back with what was typed (decision 049); other refusals are the message.
  const body: { error: string; code?: { value: string; error: string } } = result.code
    ? { error: result.message, code: result.code }
    : { error: result.message }
  return data(body, { status: result.status })
}

export const headers = loaderHeaders

export default function CartPage() {
  const { cart, delivery } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const busy = useIsPending({ state: 'submitting' })

  if (cart.items.length === 0) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-20 text-center">
        <h1 className="text-3xl font-semibold tracking-tight">Your cart is empty</h1>
        {actionData?.error ? <ErrorNote message={actionData.error} /> : null}
        <RecoveryNotice />
        <p className="mt-4 text-black/65">
          Start with our best sellers: visiting cards, stickers and photo gifts, printed in 24
          hours.
        </p>
        <Link
          to="/shop"
          className="mt-8 inline-block rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white"
        >
          Browse products
        </Link>
      </section>
    )
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-semibold tracking-tight">Your cart</h1>
      <p className="mt-1 text-black/60">
        {cart.itemCount} {cart.itemCount === 1 ? 'item' : 'items'}
      </p>
      {actionData?.error && !actionData.code ? <ErrorNote message={actionData.error} /> : null}
      <ReorderNotice />
      <RecoveryNotice />

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <section aria-label="Items in your cart">
          {/* Checkboxes anywhere on the page join this form through their form attribute. */}
          <Form method="post" id="bulk-remove" className="mb-3 flex items-center justify-between">
            <input type="hidden" name="intent" value="remove-selected" />
            <p className="text-sm text-black/60">Tick items to remove several at once.</p>
            <button
              type="submit"
              disabled={busy}
              className="rounded-full px-4 py-1.5 text-sm font-medium ring-1 ring-black/15 hover:ring-black/40"
            >
              Remove selected
            </button>
          </Form>
          <ul className="divide-y divide-black/5 rounded-2xl bg-white ring-1 ring-black/5">
            {cart.items.map((item) => (
              <CartItemRow key={item.id} item={item} />
            ))}
          </ul>
        </section>
        <div className="space-y-4">
          <CartSummary cart={cart} />
          <PromoCodeForm codes={cart.promoCodes} refused={actionData?.code ?? null} />
          <CheckDelivery box={delivery} action="/cart" />
        </div>
      </div>
    </div>
  )
}

/** One line of the cart: its own fetcher forms change the quantity or remove it in place. */
function CartItemRow({ item }: { item: CartLine }) {
  const fetcher = useFetcher<typeof action>()
  const pendingQuantity = fetcher.formData ? Number(fetcher.formData.get('quantity')) : null
  const removing =
    fetcher.formData?.get('intent') === 'remove' ||
    (pendingQuantity !== null && pendingQuantity <= 0)
  if (removing) return null
  const quantity = pendingQuantity ?? item.quantity
  const error = fetcher.data && 'error' in fetcher.data ? fetcher.data.error : null

  return (
    <li
      id={`line-${item.id}`}
      className="grid grid-cols-[auto_5.5rem_1fr] gap-4 p-4 sm:grid-cols-[auto_7rem_1fr_auto]"
    >
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
        {item.upload && !item.design ? <UploadLine item={item} /> : null}
        {item.design ? <DesignLine item={item} /> : null}
        {item.artworkLater ? (
          <p className="mt-0.5 text-sm text-black/60">{ARTWORK_TEXT.sendLaterInCart}</p>
        ) : null}
        {item.missingArtwork ? <MissingArtwork item={item} /> : null}
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

/** A printed line with no artwork (added before the artwork rule): fix it here (decision 033). */
function MissingArtwork({ item }: { item: CartLine }) {
  const fetcher = useFetcher<typeof action>()
  return (
    <div className="mt-1 rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
      <p className="font-medium">{ARTWORK_TEXT.missing}</p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <fetcher.Form method="post" action="/cart">
          <input type="hidden" name="intent" value="artwork-later" />
          <input type="hidden" name="itemId" value={item.id} />
          <button type="submit" className="font-semibold underline">
            {ARTWORK_TEXT.sendLaterLabel}
          </button>
        </fetcher.Form>
        <Link to={`/product/${item.slug}`} className="underline">
          Upload or design it on the product page
        </Link>
      </div>
    </div>
  )
}

function ErrorNote({ message }: { message: string }) {
  return (
    <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
      {message}
    </p>
  )
}

export const meta = () =>
  pageMeta(
    'Your cart',
    'Review your print order, change quantities and see shipping before checkout.',
    NOINDEX,
  )

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'

import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
import { pageMeta } from '#app/components/page-meta.ts'
import { PRIVATE_HEADERS } from '#app/server/http/cache.server.ts'
import { handleCartAction } from '#app/server/cart/cart-actions.server.ts'
import { getCart, readCartId } from '#app/server/cart/cart.server.ts'
import { loaderHeaders } from '#app/utils/headers.ts'
import { formatPaise } from '#app/utils/money.ts'
import { SITE } from '#app/utils/site.ts'
import { useIsPending } from '#app/utils/use-is-pending.ts'
import { CartItemRow } from './cart-item-row.tsx'

export async function loader({ request }: LoaderFunctionArgs) {
  const cart = await getCart(await readCartId(request))
  return data({ cart }, { headers: PRIVATE_HEADERS })
}

export async function action({ request }: ActionFunctionArgs) {
  const result = await handleCartAction(request)
  if (result.ok) {
    const headers = new Headers(PRIVATE_HEADERS)
    if (result.setCookie) headers.append('Set-Cookie', result.setCookie)
    return redirect(result.redirectTo, { status: 303, headers })
  }
  return data({ error: result.message }, { status: result.status, headers: PRIVATE_HEADERS })
}

export const headers = loaderHeaders

export default function CartPage() {
  const { cart } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const busy = useIsPending({ state: 'submitting' })

  if (cart.items.length === 0) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-20 text-center">
        <h1 className="text-3xl font-semibold tracking-tight">Your cart is empty</h1>
        {actionData?.error ? <ErrorNote message={actionData.error} /> : null}
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
      {actionData?.error ? <ErrorNote message={actionData.error} /> : null}

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
        <CartSummary cart={cart} />
      </div>
    </div>
  )
}

function CartSummary({ cart }: { cart: ReturnType<typeof useLoaderData<typeof loader>>['cart'] }) {
  return (
    <aside
      aria-labelledby="summary"
      className="h-fit rounded-2xl bg-white p-6 ring-1 ring-black/5 lg:sticky lg:top-40"
    >
      <h2 id="summary" className="text-lg font-semibold">
        Order summary
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd data-testid="subtotal">{formatPaise(cart.subtotalPaise)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>Shipping</dt>
          <dd data-testid="shipping">
            {cart.shippingFeePaise === 0 ? 'Free' : formatPaise(cart.shippingFeePaise)}
          </dd>
        </div>
        {cart.discountPaise > 0 ? (
          <div className="flex justify-between text-brand-700">
            <dt>Discount</dt>
            <dd>−{formatPaise(cart.discountPaise)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between border-t border-black/10 pt-3 text-base font-semibold">
          <dt>Total</dt>
          <dd data-testid="grand-total">{formatPaise(cart.grandTotalPaise)}</dd>
        </div>
      </dl>
      <p
        className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-700"
        data-testid="free-shipping"
      >
        {cart.amountToFreeShippingPaise > 0
          ? `Add ${formatPaise(cart.amountToFreeShippingPaise)} more for free shipping (free over ${formatPaise(cart.freeShippingThresholdPaise)}).`
          : 'Your order ships free.'}
      </p>
      <p className="mt-4 text-xs text-black/55">
        Prices include GST. Express items ordered before {SITE.expressCutoff} are dispatched the
        next working day.
      </p>
      <Link to="/shop" className="mt-4 block text-center text-sm font-medium text-brand-700">
        Continue shopping
      </Link>
    </aside>
  )
}

function ErrorNote({ message }: { message: string }) {
  return (
    <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
      {message}
    </p>
  )
}

export const meta: MetaFunction = () =>
  pageMeta(
    'Your cart',
    'Review your print order, change quantities and see shipping before checkout.',
    { name: 'robots', content: 'noindex' },
  )

export { ErrorBoundary }

import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { NOINDEX, pageMeta } from '#app/components/page-meta.ts'
import { getUserId } from '#app/server/http/auth.server.ts'
import { serializeCartCookie } from '#app/server/http/cart-cookie.server.ts'
import { serializeRecoveryCookie } from '#app/server/http/recovery-cookie.server.ts'
import { cartFromRecoveryLink } from '#app/server/checkout/recovery.server.ts'
import { refuse } from '#app/server/http/action-reply.server.ts'

/** The token is in this URL: it must not leak to the next page in a Referer. */
const NO_REFERRER = { 'Referrer-Policy': 'no-referrer' }

/**
 * /cart/recover?token=…: a cart reminder's link (decision 025). It writes nothing: it only puts the
 * checkout's cart in this browser's cart cookie (and notes, in a second cookie, which checkout the
 * shopper came back to) and goes to /cart with a short notice. An expired, forged or someone
 * else's link gets a page that says so, and nothing changes.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  try {
    const found = await cartFromRecoveryLink({ token, userId: await getUserId(request) })
    const headers = new Headers(NO_REFERRER)
    if (found.cartId && !found.empty) {
      headers.append('Set-Cookie', await serializeCartCookie(found.cartId))
      if (found.returning)
        headers.append(
          'Set-Cookie',
          await serializeRecoveryCookie(found.returning, found.expiresAt),
        )
    }
    return redirect(`/cart?notice=${found.empty ? 'recovered-empty' : 'recovered'}`, {
      status: 303,
      headers,
    })
  } catch (error) {
    return refuse(error, {
      body: ({ message }) => ({ title: 'We could not open your cart', message }),
      headers: NO_REFERRER,
    })
  }
}

export default function RecoverCartPage() {
  const { title, message } = useLoaderData<typeof loader>()
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-4 text-black/70">{message}</p>
      <p className="mt-2 text-black/70">Your cart has not been changed.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/cart"
          className="rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white hover:bg-black"
        >
          Go to your cart
        </Link>
        <Link
          to="/shop"
          className="rounded-full px-6 py-3 text-sm font-semibold ring-1 ring-black/15 hover:ring-black/40"
        >
          Browse products
        </Link>
      </div>
    </section>
  )
}

export const meta = () => pageMeta('Your cart', 'Return to your saved cart.', NOINDEX)

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'

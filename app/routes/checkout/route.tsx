import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { lazy } from 'react'
import { NOINDEX, pageMeta } from '#app/components/page-meta.ts'
import { getUser } from '#app/server/http/auth.server.ts'
import { getRequestCart } from '#app/server/http/cart-cookie.server.ts'
import { loaderHeaders } from '#app/utils/headers.ts'
import { checkoutAction, loadCheckout } from './checkout.server.ts'
import { CheckoutPage } from './checkout-page.tsx'
import { gateAction, gateLoaderData } from './gate.server.ts'
import type { GateActionData } from './gate-schema.ts'
import type { CheckoutGate as CheckoutGateComponent } from './gate.tsx'

/**
 * /checkout. Signed out: the checkout gate (phone code, password, register), each returning here
 * with the cart merged. Signed in: one page in sections whose "Place order and pay" places the
 * order and goes to the payment step (decision 016).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // Started before anything is awaited, so the header's badge counts from this one read.
  const cart = getRequestCart(request, context)
  const user = await getUser(request)
  if (!user) return data({ gate: gateLoaderData(await cart) })
  return loadCheckout(request, cart, user)
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await getUser(request)
  if (!user) {
    // A clone: the gate's sign-in strategies read the form from the request itself.
    const form = await request
      .clone()
      .formData()
      .catch(() => new FormData())
    // "Proceed to checkout" while signed out: the gate (the checkout starts once signed in).
    if (form.get('intent') === 'begin') return redirect('/checkout', 303)
    return gateAction(request, form)
  }
  return checkoutAction(request, user)
}

export const headers = loaderHeaders

/**
 * The gate's sign-in forms are a chunk of their own (issue 26): a signed-in shopper's first load
 * carries only the checkout page. No Suspense boundary on purpose: the server waits for the chunk
 * before the shell (a page without JavaScript gets the whole form), and a navigation here (a
 * transition) keeps the previous page until it arrives. On a first load the browser fetches it
 * before hydrating (`handle.beforeHydration`, entry.client): suspending during hydration made React
 * throw the server's HTML away (error #418) on about half of the signed-out loads.
 */
let Gate: typeof CheckoutGateComponent | undefined
let gateLoading: Promise<typeof CheckoutGateComponent> | undefined
const loadGate = () => (gateLoading ??= import('./gate.tsx').then((m) => (Gate = m.CheckoutGate)))
const LazyGate = lazy(() => loadGate().then((component) => ({ default: component })))

/** The server's HTML holds the gate: hydrate with its chunk in hand. */
export const handle = {
  beforeHydration: () => (document.querySelector('[data-checkout-gate]') ? loadGate() : undefined),
}

function CheckoutGate(props: Parameters<typeof CheckoutGateComponent>[0]) {
  return <div data-checkout-gate="">{Gate ? <Gate {...props} /> : <LazyGate {...props} />}</div>
}

export default function CheckoutRoute() {
  const loaderData = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  if (loaderData.gate)
    return (
      <CheckoutGate gate={loaderData.gate} actionData={actionData as GateActionData | undefined} />
    )
  return <CheckoutPage data={loaderData as Exclude<typeof loaderData, { gate: object }>} />
}

export const meta = () => pageMeta('Checkout', 'Sign in and pay for your order.', NOINDEX)

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'

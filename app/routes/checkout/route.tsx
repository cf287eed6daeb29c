import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { getUser } from '#app/server/http/auth.server.ts'
import { privatePageMeta } from '#app/components/page-meta.ts'
import { checkoutAction, loadCheckout } from './checkout.server.ts'
import { CheckoutPage } from './checkout-page.tsx'

/**
 * /checkout: for a signed-in shopper, one page in sections (contact, address, GST, shipping,
 * points, summary) whose "Place order and pay" creates the order and goes to payment.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request)
  if (!user) return data({ gate: {} as Record<string, never> })
  return loadCheckout(request, user)
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await getUser(request)
  if (!user) return data({ result: null }, { status: 401 })
  return checkoutAction(request, user.id)
}

export default function CheckoutRoute() {
  const loaderData = useLoaderData<typeof loader>()
  if (loaderData.gate !== null) return null
  return <CheckoutPage data={loaderData} />
}

export const meta = () => privatePageMeta('Checkout')

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'

import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { NOINDEX, pageMeta } from '#app/components/page-meta.ts'
import { getUserId } from '#app/server/http/auth.server.ts'
import { loaderHeaders } from '#app/utils/headers.ts'
import { CheckoutGate } from './gate.tsx'
import { gateAction, gateLoaderData } from './gate.server.ts'
import { GATE_MESSAGES, type GateActionData } from './gate-schema.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getUserId(request)) return data({ gate: null })
  return data({ gate: await gateLoaderData(request) })
}

export async function action({ request }: ActionFunctionArgs) {
  if (await getUserId(request)) {
    const refused: GateActionData = {
      intent: '',
      result: { status: 'error', error: { '': [GATE_MESSAGES.signedIn] } },
    }
    return data(refused, { status: 400 })
  }
  return gateAction(request, await request.formData().catch(() => new FormData()))
}

export const headers = loaderHeaders

export default function CheckoutPage() {
  const { gate } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as GateActionData | undefined
  if (gate) return <CheckoutGate gate={gate} actionData={actionData} />
  return <h1 className="mx-auto max-w-7xl px-4 py-10 text-3xl font-semibold">Checkout</h1>
}

export const meta = () => pageMeta('Checkout', 'Sign in and pay for your order.', NOINDEX)

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'

import type { ActionFunctionArgs } from '@remix-run/node'
import { checkoutBeginApi } from '#app/server/http/payment-api.server.ts'

/** POST /api/checkout/begin. */
export const loader = ({ request }: ActionFunctionArgs) => checkoutBeginApi(request)
export const action = ({ request }: ActionFunctionArgs) => checkoutBeginApi(request)

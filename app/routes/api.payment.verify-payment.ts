import type { ActionFunctionArgs } from '@remix-run/node'
import { verifyPaymentApi } from '#app/server/http/payment-api.server.ts'

/** POST /api/payment/verify-payment. */
export const loader = ({ request }: ActionFunctionArgs) => verifyPaymentApi(request)
export const action = ({ request }: ActionFunctionArgs) => verifyPaymentApi(request)

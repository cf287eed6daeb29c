import type { ActionFunctionArgs } from '@remix-run/node'
import { razorpayWebhookApi } from '#app/server/http/payment-api.server.ts'

/** POST /api/webhooks/razorpay (Razorpay's webhook URL). */
export const loader = ({ request }: ActionFunctionArgs) => razorpayWebhookApi(request)
export const action = ({ request }: ActionFunctionArgs) => razorpayWebhookApi(request)

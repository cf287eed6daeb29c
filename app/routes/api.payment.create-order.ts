import type { ActionFunctionArgs } from '@remix-run/node'
import { createOrderApi } from '#app/server/http/payment-api.server.ts'

/** POST /api/payment/create-order. */
export const loader = ({ request }: ActionFunctionArgs) => createOrderApi(request)
export const action = ({ request }: ActionFunctionArgs) => createOrderApi(request)

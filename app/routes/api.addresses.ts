import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { handleAddressesApi } from '#app/server/http/addresses-api.server.ts'

/** GET /api/addresses (list) and POST /api/addresses (create). */
export const loader = ({ request }: LoaderFunctionArgs) => handleAddressesApi(request)
export const action = ({ request }: ActionFunctionArgs) => handleAddressesApi(request)

import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { setDefaultAddress } from '#app/server/accounts/addresses.server.ts'
import { addressNotFound, addressUser } from '#app/server/http/addresses-api.server.ts'
import { apiMethodNotAllowed, apiSuccess } from '#app/server/http/reply.server.ts'

/** PUT /api/addresses/{id}/default: make it the default address. */
export async function action({ request, params }: ActionFunctionArgs) {
  const userId = await addressUser(request)
  if (userId instanceof Response) return userId
  if (request.method.toUpperCase() !== 'PUT') return apiMethodNotAllowed('PUT')
  return (await setDefaultAddress(userId, params.id ?? '')) ? apiSuccess() : addressNotFound()
}

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await addressUser(request)
  if (userId instanceof Response) return userId
  return apiMethodNotAllowed('PUT')
}

import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { deleteAddress, getAddress, updateAddress } from '#app/server/accounts/addresses.server.ts'
import {
  addressNotFound,
  addressUser,
  addressView,
  readAddress,
} from '#app/server/http/addresses-api.server.ts'
import { apiMethodNotAllowed, apiSuccess } from '#app/server/http/reply.server.ts'

/** GET /api/addresses/{id}. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await addressUser(request)
  if (userId instanceof Response) return userId
  const address = await getAddress(userId, params.id ?? '')
  return address ? apiSuccess({ address: addressView(address) }) : addressNotFound()
}

/** PUT /api/addresses/{id} (the whole address) and DELETE /api/addresses/{id}. */
export async function action({ request, params }: ActionFunctionArgs) {
  const userId = await addressUser(request)
  if (userId instanceof Response) return userId
  const id = params.id ?? ''
  const method = request.method.toUpperCase()
  if (method === 'DELETE') {
    return (await deleteAddress(userId, id)) ? apiSuccess() : addressNotFound()
  }
  if (method !== 'PUT') return apiMethodNotAllowed('GET, PUT, DELETE')
  const address = await readAddress(request)
  if (address instanceof Response) return address
  const updated = await updateAddress(userId, id, address)
  return updated ? apiSuccess({ address: addressView(updated) }) : addressNotFound()
}

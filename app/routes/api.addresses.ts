import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { createAddress, listAddresses } from '#app/server/accounts/addresses.server.ts'
import { addressUser, addressView, readAddress } from '#app/server/http/addresses-api.server.ts'
import { apiMethodNotAllowed, apiSuccess } from '#app/server/http/reply.server.ts'

/** GET /api/addresses: the signed-in user's addresses. */
export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await addressUser(request)
  if (userId instanceof Response) return userId
  return apiSuccess({ addresses: (await listAddresses(userId)).map(addressView) })
}

/** POST /api/addresses: a new address (201). */
export async function action({ request }: ActionFunctionArgs) {
  const userId = await addressUser(request)
  if (userId instanceof Response) return userId
  if (request.method.toUpperCase() !== 'POST') return apiMethodNotAllowed('GET, POST')
  const address = await readAddress(request)
  if (address instanceof Response) return address
  return apiSuccess({ address: addressView(await createAddress(userId, address)) }, { status: 201 })
}

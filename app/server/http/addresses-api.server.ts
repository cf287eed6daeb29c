import type { Address } from '@prisma/client'
import { addressSchema } from '#app/utils/address.ts'
import {
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from '../accounts/addresses.server.ts'
import { readBody } from './body.server.ts'
import { apiError, apiFailure, apiSuccess, invalid } from './reply.server.ts'
import { getUserId } from './auth.server.ts'

/**
 * The spec's address calls (section 7) as JSON for the signed-in user (cookie or bearer token).
 * Another user's address id answers 404, like one that does not exist.
 */

function view(a: Address) {
  const { id, name, phone, line1, line2, landmark, city, state, pinCode, isDefault } = a
  return { id, name, phone, line1, line2, landmark, city, state, pinCode, isDefault }
}

const notFound = () => apiFailure(404, 'Address not found')
const notAllowed = () => apiFailure(405, 'Method not allowed')

export async function handleAddressesApi(request: Request, id?: string, action?: 'default') {
  const userId = await getUserId(request)
  if (!userId) return apiFailure(401, 'Sign in to manage your addresses.')
  const method = request.method.toUpperCase()

  if (action === 'default') {
    if (method !== 'PUT') return notAllowed()
    if (!(await setDefaultAddress(userId, id ?? ''))) return notFound()
    return apiSuccess()
  }

  if (!id) {
    if (method === 'GET') {
      return apiSuccess({ addresses: (await listAddresses(userId)).map(view) })
    }
    if (method !== 'POST') return notAllowed()
  } else if (method === 'GET') {
    const address = await getAddress(userId, id)
    return address ? apiSuccess({ address: view(address) }) : notFound()
  } else if (method === 'DELETE') {
    return (await deleteAddress(userId, id)) ? apiSuccess() : notFound()
  } else if (method !== 'PUT') {
    return notAllowed()
  }

  let body: Record<string, unknown> | null
  try {
    body = await readBody(request)
  } catch (error) {
    return apiError(error, 'Check the address.')
  }
  if (!body) return apiFailure(400, 'Send the address as JSON or a form.')
  const parsed = addressSchema.safeParse(body)
  if (!parsed.success) return invalid(parsed.error, 'Check the address.')
  if (!id) {
    return apiSuccess({ address: view(await createAddress(userId, parsed.data)) }, { status: 201 })
  }
  const updated = await updateAddress(userId, id, parsed.data)
  return updated ? apiSuccess({ address: view(updated) }) : notFound()
}

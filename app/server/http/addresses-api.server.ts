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
import { json, readBody } from './auth-api.server.ts'
import { getUserId } from '../accounts/auth.server.ts'

/**
 * The spec's address calls (section 7) as JSON for the signed-in user (cookie or bearer token).
 * Another user's address id answers 404, like one that does not exist.
 */

function view(a: Address) {
  const { id, name, phone, line1, line2, landmark, city, state, pinCode, isDefault } = a
  return { id, name, phone, line1, line2, landmark, city, state, pinCode, isDefault }
}

const notFound = () => json({ success: false, message: 'Address not found' }, 404)

export async function handleAddressesApi(request: Request, id?: string, action?: 'default') {
  const userId = await getUserId(request)
  if (!userId) return json({ success: false, message: 'Sign in to manage your addresses.' }, 401)
  const method = request.method.toUpperCase()

  if (action === 'default') {
    if (method !== 'PUT') return json({ success: false, message: 'Method not allowed' }, 405)
    if (!(await setDefaultAddress(userId, id ?? ''))) return notFound()
    return json({ success: true })
  }

  if (!id) {
    if (method === 'GET') {
      return json({ success: true, addresses: (await listAddresses(userId)).map(view) })
    }
    if (method !== 'POST') return json({ success: false, message: 'Method not allowed' }, 405)
  } else if (method === 'GET') {
    const address = await getAddress(userId, id)
    return address ? json({ success: true, address: view(address) }) : notFound()
  } else if (method === 'DELETE') {
    return (await deleteAddress(userId, id)) ? json({ success: true }) : notFound()
  } else if (method !== 'PUT') {
    return json({ success: false, message: 'Method not allowed' }, 405)
  }

  const body = await readBody(request)
  if (!body) return json({ success: false, message: 'Send the address as JSON or a form.' }, 400)
  const parsed = addressSchema.safeParse(body)
  if (!parsed.success) {
    const errors: Record<string, string[]> = {}
    for (const issue of parsed.error.issues)
      (errors[String(issue.path[0])] ??= []).push(issue.message)
    return json({ success: false, message: parsed.error.issues[0]?.message, errors }, 400)
  }
  if (!id) {
    return json({ success: true, address: view(await createAddress(userId, parsed.data)) }, 201)
  }
  const updated = await updateAddress(userId, id, parsed.data)
  return updated ? json({ success: true, address: view(updated) }) : notFound()
}

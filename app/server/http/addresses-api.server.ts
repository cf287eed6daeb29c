import type { Address } from '@prisma/client'
import { addressSchema } from '#app/utils/address.ts'
import { readBody } from './body.server.ts'
import { refuse } from './action-reply.server.ts'
import { apiFailure, invalid } from './reply.server.ts'
import { getUserId } from './auth.server.ts'
import { placeAddress } from '../delivery/address-pin.server.ts'

/**
 * What the spec's address calls (section 7, `app/routes/api.addresses*.ts`) share, for the
 * signed-in user (cookie or bearer token): who asks, an address as JSON, the address a body
 * sends. Another user's address id answers 404, like one that does not exist.
 */

export function addressView(a: Address) {
  const { id, name, phone, line1, line2, landmark, city, state, pinCode, isDefault } = a
  return { id, name, phone, line1, line2, landmark, city, state, pinCode, isDefault }
}

export const addressNotFound = () => apiFailure(404, 'Address not found')

/** The signed-in user's id, or the 401 answer to return. */
export async function addressUser(request: Request): Promise<string | Response> {
  return (await getUserId(request)) ?? apiFailure(401, 'Sign in to manage your addresses.')
}

/**
 * The address a POST or PUT sends (JSON or a form), its PIN code placed in India Post's directory,
 * or the 400 answer to return.
 */
export async function readAddress(request: Request) {
  let body: Record<string, unknown> | null
  try {
    body = await readBody(request)
  } catch (error) {
    return refuse(error, { fallback: 'Check the address.' })
  }
  if (!body) return apiFailure(400, 'Send the address as JSON or a form.')
  const parsed = addressSchema.safeParse(body)
  if (!parsed.success) return invalid(parsed.error, 'Check the address.')
  try {
    // The PIN code must exist; an empty city or state is filled from it (the reply shows them).
    return placeAddress(parsed.data).address
  } catch (error) {
    return refuse(error, {})
  }
}

import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { lookupPin } from '#app/server/delivery/pin-directory.server.ts'
import { apiFailure, apiMethodNotAllowed, apiSuccess } from '#app/server/http/reply.server.ts'
import { catalogCacheHeaders } from '#app/server/http/cache.server.ts'
import { ADDRESS_MESSAGES, PIN_MESSAGES } from '#app/utils/address.ts'

/**
 * GET /api/pincode?pin=560001: the city (India Post's district) and state of a PIN code, for the
 * address forms to fill as the shopper types (issue 25). 400 for what is not 6 digits, 404 for a
 * PIN code India Post does not have. The same for everyone: shared caches may keep it for visitors without cookies.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const pin = (new URL(request.url).searchParams.get('pin') ?? '').replace(/\s/g, '')
  if (!/^[1-9][0-9]{5}$/.test(pin)) return apiFailure(400, ADDRESS_MESSAGES.pinCode)
  const place = lookupPin(pin)
  if (!place) return apiFailure(404, PIN_MESSAGES.unknown(pin))
  return apiSuccess(
    { pinCode: place.pinCode, city: place.city, states: place.states },
    { headers: catalogCacheHeaders(request) },
  )
}

export function action(_: ActionFunctionArgs) {
  return apiMethodNotAllowed('GET')
}

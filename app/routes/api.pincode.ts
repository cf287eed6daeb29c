import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { lookupPin } from '#app/server/delivery/pin-directory.server.ts'
import { apiFailure, apiMethodNotAllowed, apiSuccess } from '#app/server/http/reply.server.ts'
import { STATIC_DATA_CACHE } from '#app/server/http/cache.server.ts'
import { ADDRESS_MESSAGES, PIN_MESSAGES } from '#app/utils/address.ts'

/**
 * GET /api/pincode?pin=560001: the city (India Post's district) and state of a PIN code, for the
 * address forms to fill as the shopper types (issue 25, `app/components/pin-lookup.tsx`). 400 for
 * what is not 6 digits, 404 for a PIN code India Post does not have. The directory ships with the
 * build and no query is made, so both answers are the same for everyone and cached long
 * (decision 063).
 */
export function loader({ request }: LoaderFunctionArgs) {
  const pin = (new URL(request.url).searchParams.get('pin') ?? '').replace(/\s/g, '')
  if (!/^[1-9][0-9]{5}$/.test(pin)) return apiFailure(400, ADDRESS_MESSAGES.pinCode)
  const place = lookupPin(pin)
  if (!place) return apiFailure(404, PIN_MESSAGES.unknown(pin), { headers: STATIC_DATA_CACHE })
  return apiSuccess(
    { pinCode: place.pinCode, city: place.city, states: place.states },
    { headers: STATIC_DATA_CACHE },
  )
}

export function action(_: ActionFunctionArgs) {
  return apiMethodNotAllowed('GET')
}

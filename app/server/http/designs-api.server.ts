/**
 * The designs API (/api/designs*): the signed-in shopper's saved designs as JSON. Answers go
 * through the one reply shape; the domain (app/server/designs) takes plain values.
 */
import { getUserId } from './auth.server.ts'
import { readJsonBody } from './body.server.ts'
import { apiFailure } from './reply.server.ts'

const MAX_DESIGN_BYTES = 4 * 1024 * 1024

export const DESIGN_API_FAILED = 'Something went wrong with your design. Please try again.'

/**
 * The signed-in user of a JSON API call. A signed-out call gets 401 JSON (never the sign-in
 * redirect, which a fetch or sendBeacon would follow into HTML).
 */
export async function requireApiUserId(request: Request): Promise<string> {
  const userId = await getUserId(request)
  if (!userId) throw apiFailure(401, 'Sign in to save and open designs.')
  return userId
}

/** A design save's body: { productId?, document, name? }, also from navigator.sendBeacon. */
export async function readDesignBody(request: Request) {
  const body = await readJsonBody(request, {
    maxBytes: MAX_DESIGN_BYTES,
    tooLarge: 'That design is too large to save.',
    notAnObject: 'Send the design as a JSON object.',
  })
  return {
    productId: typeof body.productId === 'string' ? body.productId : undefined,
    document: body.document,
    name: body.name,
  }
}

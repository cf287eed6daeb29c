import { describe, expect, test, vi } from 'vitest'
import { action as unknownAction, loader as unknownLoader } from '#app/routes/$.tsx'
import { action as cartApiAction, loader as cartApiLoader } from '#app/routes/api.cart.ts'
import { loader as addApiLoader } from '#app/routes/api.cart.item.ts'
import { action as itemApiAction } from '#app/routes/api.cart.item.$id.ts'
import { action as designsAction } from '#app/routes/api.designs.ts'
import { action as proofAction } from '#app/routes/api.designs.$designId.proof[.pdf].ts'
import { action as imageAction } from '#app/routes/api.images.$id.ts'
import { loader as uploadLoader } from '#app/routes/api.upload.single-image.ts'
import { action as searchAction } from '#app/routes/resources.search.ts'
import { serializeCartCookie } from '#app/server/http/cart-cookie.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { callRoute } from '#tests/setup/route.ts'

setupTestDatabase()

/** Spec section 8: every API answer is JSON a client can read, never an HTML redirect. */
async function expectJsonFailure(
  result: Awaited<ReturnType<typeof callRoute>>,
  status: number,
  message: string | RegExp,
) {
  expect(result.status).toBe(status)
  expect(result.response!.headers.get('Content-Type')).toMatch(/^application\/json/)
  expect(result.response!.headers.get('Location')).toBeNull()
  const body = (await result.response!.json()) as { success: boolean; message: string }
  expect(body.success).toBe(false)
  expect(body.message).toMatch(message)
}

describe('the API contract', () => {
  test('an unknown /api path answers JSON 404 for any method; other unknown paths still go home', async () => {
    await expectJsonFailure(await callRoute(unknownLoader, '/api/nothing-here'), 404, 'Not found')
    await expectJsonFailure(
      await callRoute(unknownAction, '/api/cart/nothing', { method: 'POST', json: {} }),
      404,
      'Not found',
    )
    await expectJsonFailure(await callRoute(unknownLoader, '/api'), 404, 'Not found')
    const page = await callRoute(unknownLoader, '/no-such-page')
    expect(page.status).toBe(302)
    expect(page.headers.get('Location')).toBe('/')
    // A page path that merely starts with "api" is a page path.
    expect((await callRoute(unknownLoader, '/apis')).status).toBe(302)
  })

  test('a method a known API route does not answer is JSON 405 with Allow', async () => {
    const calls = [
      [await callRoute(cartApiAction, '/api/cart', { method: 'POST', json: {} }), 'GET'],
      [await callRoute(addApiLoader, '/api/cart/item'), 'POST'],
      [
        await callRoute(itemApiAction, '/api/cart/item/x', {
          method: 'PATCH',
          json: {},
          params: { id: 'x' },
        }),
        'PUT, DELETE',
      ],
      [await callRoute(designsAction, '/api/designs', { method: 'PUT', json: {} }), 'GET, POST'],
      [
        await callRoute(proofAction, '/api/designs/x/proof.pdf', {
          method: 'POST',
          params: { designId: 'x' },
        }),
        'GET',
      ],
      [
        await callRoute(imageAction, '/api/images/x', { method: 'DELETE', params: { id: 'x' } }),
        'GET',
      ],
      [await callRoute(uploadLoader, '/api/upload/single-image'), 'POST'],
      [await callRoute(searchAction, '/resources/search', { method: 'POST', json: {} }), 'GET'],
    ] as const
    for (const [result, allow] of calls) {
      await expectJsonFailure(result, 405, /./)
      expect(result.response!.headers.get('Allow')).toBe(allow)
    }
  })

  test("GET /api/cart failing answers 500 'Failed to fetch cart.'", async () => {
    const cart = await prisma.cart.create({ data: {} })
    const cookie = (await serializeCartCookie(cart.id)).split(';')[0]!
    // The process's client behind `prisma` (created by the line above): the cart is one raw read.
    vi.spyOn(globalThis.__prisma!, '$queryRaw').mockRejectedValueOnce(new Error('database down'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const result = await callRoute(cartApiLoader, '/api/cart', { headers: { Cookie: cookie } })
    await expectJsonFailure(result, 500, /^Failed to fetch cart\.$/)
    expect(result.response!.headers.get('Cache-Control')).toBe('no-store')
  })
})

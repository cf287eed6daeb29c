/**
 * Issue 25 "Measured": a PIN code's answers cost no database round trip. The address forms' PIN
 * lookup (`/api/pincode`) reads the directory that ships with the build and is cached long by
 * everyone; the product page's "Check delivery" answer reads only the holiday calendar, cached in
 * memory, so once warm the page with a PIN code sends exactly the queries it sends without one.
 */
import { describe, expect, test } from 'vitest'
import { loader as pincode } from '#app/routes/api.pincode.ts'
import { loader as productPage } from '#app/routes/product.$slug.tsx'
import { checkDelivery } from '#app/server/delivery/check-delivery.server.ts'
import { forgetHolidays } from '#app/server/delivery/holidays.server.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { countQueries } from '#tests/setup/query-counter.ts'
import { callRoute } from '#tests/setup/route.ts'

setupTestDatabase()

const sent = countQueries()
const counted = () => sent.filter((text) => !text.includes('"CatalogVersion"'))
const lookup = (pin: string, cookie = '') =>
  pincode({
    request: new Request(`http://localhost/api/pincode?pin=${pin}`, {
      headers: { Cookie: cookie },
    }),
    params: {},
    context: {},
  })

describe('the PIN code lookup the address forms ask as the shopper types', () => {
  test('a known PIN code answers its city and state, the same for everyone, cached long, no query', async () => {
    sent.length = 0
    const response = await lookup('560001', 'ps_session=someone; ps_cart=theirs')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      success: true,
      pinCode: '560001',
      city: 'Bangalore',
      states: ['Karnataka'],
    })
    const cache = response.headers.get('Cache-Control') ?? ''
    expect(cache).toMatch(/^public, max-age=86400\b/)
    expect(response.headers.get('Vary') ?? '').not.toMatch(/cookie/i)
    expect(counted()).toEqual([])
  })

  test('an unknown PIN code says so (cached too); what is not 6 digits is a 400 kept by no one', async () => {
    const unknown = await lookup('999999')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({
      success: false,
      message: "PIN code 999999 does not exist in India Post's directory. Check the 6 digits.",
    })
    expect(unknown.headers.get('Cache-Control')).toMatch(/^public/)
    const bad = await lookup('56001')
    expect(bad.status).toBe(400)
    expect(bad.headers.get('Cache-Control')).toBe('no-store')
  })
})

describe('"Check delivery" costs no query beyond the cached calendar', () => {
  test('the answer itself: one calendar read when cold, none once warm', async () => {
    forgetHolidays()
    sent.length = 0
    const cold = await checkDelivery('560102', 2)
    expect(counted().filter((text) => text.includes('"ShopHoliday"'))).toHaveLength(1)
    sent.length = 0
    const warm = await checkDelivery('110017', 2)
    expect(counted()).toEqual([])
    expect(cold.deliverable && cold.estimate.zone).toBe('city')
    expect(warm.deliverable && warm.estimate.zone).toBe('metro')
  })

  test('the product page loader, with a remembered PIN code, sends the queries it sends without one', async () => {
    const path = '/product/standard-visiting-cards'
    const queriesOf = async (cookie?: string) => {
      const call = () =>
        callRoute(productPage, path, {
          params: { slug: 'standard-visiting-cards' },
          headers: cookie ? { Cookie: cookie } : {},
        })
      await call()
      sent.length = 0
      const page = await call()
      return { delivery: JSON.stringify(page.data.delivery), queries: counted() }
    }
    const without = await queriesOf()
    const withPin = await queriesOf('ps_pin=560102')
    expect(withPin.delivery).toContain('Bangalore, Karnataka')
    expect(without.delivery).toBe('null')
    expect(withPin.queries).toHaveLength(without.queries.length)
  })
})

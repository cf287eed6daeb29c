import { describe, expect, test } from 'vitest'
import { createSession } from '#app/server/http/session.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { GENERIC_ERROR_TEXT } from '#app/utils/site.ts'
import { appForFile } from '#tests/setup/app.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'

// Through the whole app (entry.server, route `headers` exports, error boundaries): what a browser
// receives, which calling a loader alone cannot show.
setupTestDatabase()

const app = appForFile()

let users = 0
async function signedIn() {
  const user = await prisma.user.create({
    data: { email: `headers${++users}@example.com`, firstName: 'Meera', lastName: 'Iyer' },
  })
  const { setCookie } = await createSession(user.id)
  return setCookie.split(';')[0]!
}

/** The page as a reader sees it: the markup without the serialized data for hydration. */
const visibleText = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '')

describe('pages are private unless a catalog page says otherwise', () => {
  test('a catalog page stays public for anonymous visitors, private once they have a cookie', async () => {
    const anonymous = await app.fetch('/shop')
    expect(anonymous.status).toBe(200)
    expect(anonymous.headers.get('Cache-Control')).toMatch(/^public, /)
    expect(anonymous.headers.get('Vary')).toBe('Cookie')
    const withCookie = await app.fetch('/shop', { headers: { Cookie: await signedIn() } })
    expect(withCookie.headers.get('Cache-Control')).toBe('private, no-cache')
  })

  test('the cart, the login page and an account page answer no-store, documents and data alike', async () => {
    const cart = await app.fetch('/cart')
    expect(cart.status).toBe(200)
    expect(cart.headers.get('Cache-Control')).toBe('no-store')
    const login = await app.fetch('/login')
    expect(login.status).toBe(200)
    expect(login.headers.get('Cache-Control')).toBe('no-store')

    const cookie = await signedIn()
    const orders = await app.fetch('/account/orders', { headers: { Cookie: cookie } })
    expect(orders.status).toBe(200)
    expect(orders.headers.get('Cache-Control')).toBe('no-store')
    const data = await app.fetch('/account/orders.data', { headers: { Cookie: cookie } })
    expect(data.status).toBe(200)
    expect(data.headers.get('Cache-Control')).toBe('no-store')
  })

  test('tracking: the empty form is public, a lookup with order details is no-store', async () => {
    const form = await app.fetch('/track-order')
    expect(form.headers.get('Cache-Control')).toMatch(/^public, /)
    const lookup = await app.fetch('/track-order?number=PS-269901&contact=nobody%40example.com')
    expect(lookup.status).toBe(200)
    expect(lookup.headers.get('Cache-Control')).toBe('no-store')
    const bad = await app.fetch('/track-order?number=hello&contact=')
    expect(bad.status).toBe(400)
    expect(bad.headers.get('Cache-Control')).toBe('no-store')
  })

  test('an answer to a form post on a public page is no-store: it carries what the visitor typed', async () => {
    const refused = await app.fetch('/contact', {
      method: 'POST',
      body: new URLSearchParams({ name: 'Meera', email: 'not-an-email', message: 'Hi' }),
    })
    expect(refused.status).toBe(400)
    expect(refused.headers.get('Cache-Control')).toBe('no-store')
    expect(await refused.text()).toContain('Enter a valid email address')
  })

  test("the reset page's Referrer-Policy reaches the browser", async () => {
    const reset = await app.fetch('/reset-password/not-a-real-token')
    expect(reset.status).toBe(410)
    expect(reset.headers.get('Referrer-Policy')).toBe('no-referrer')
    expect(reset.headers.get('Cache-Control')).toBe('no-store')
  })
})

test("a POST to a page without an action shows the store's words, not the framework's", async () => {
  const response = await app.fetch('/shop', {
    method: 'POST',
    body: new URLSearchParams({ anything: '1' }),
  })
  expect(response.status).toBe(405)
  expect(response.headers.get('Cache-Control')).toBe('no-store')
  const html = visibleText(await response.text())
  expect(html).toContain('Something went wrong')
  expect(html).not.toMatch(/did not provide|no way to handle/)
})

test('the generic error screen says "Something went wrong" once, in the spec\'s exact words', async () => {
  const response = await app.fetch('/shop', {
    method: 'POST',
    body: new URLSearchParams({ a: '1' }),
  })
  const html = await response.text()
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
  const text = main
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
  expect(text.match(/Something went wrong/g)).toHaveLength(1)
  expect(text).toContain(GENERIC_ERROR_TEXT)
  expect(text).toContain('Return to Home')
  expect(main).toMatch(/<a[^>]+href="\/"[^>]*>Return to Home<\/a>/)
})

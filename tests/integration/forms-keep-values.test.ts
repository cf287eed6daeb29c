import { expect, test } from 'vitest'
import { prisma } from '#app/server/platform/db.server.ts'
import { appForFile } from '#tests/setup/app.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { sessionCookie, shopper } from '#tests/setup/shopper.ts'

// Without JavaScript a refused form comes back as a whole page rendered by the server. These posts
// go through the whole app as a browser with JavaScript off sends them (a plain form post, no
// `_data`), with one invalid field each, and read the page that comes back: every other typed
// value must be in it. Passwords are never sent back, by design.
setupTestDatabase()

const app = appForFile()

/** Posts a form as a browser without JavaScript does and answers the page that comes back. */
async function post(path: string, fields: Record<string, string>, cookie?: string) {
  const res = await app.fetch(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
  })
  return { status: res.status, html: await res.text() }
}

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** What the page shows in the named field: an input's value, a textarea's text, a select's choice. */
function shown(html: string, name: string): string | null {
  const esc = name.replace(/[.]/g, '\\.')
  const input = new RegExp(`<input(?=[^>]*\\bname="${esc}")[^>]*>`).exec(html)?.[0]
  if (input) {
    if (/type="(radio|checkbox)"/.test(input)) {
      const checked = [...html.matchAll(new RegExp(`<input(?=[^>]*\\bname="${esc}")[^>]*>`, 'g'))]
        .map((m) => m[0])
        .find((tag) => /\bchecked=""/.test(tag))
      return checked ? unescape(/\bvalue="([^"]*)"/.exec(checked)?.[1] ?? 'on') : null
    }
    return unescape(/\bvalue="([^"]*)"/.exec(input)?.[1] ?? '')
  }
  const area = new RegExp(`<textarea(?=[^>]*\\bname="${esc}")[^>]*>([\\s\\S]*?)</textarea>`).exec(
    html,
  )
  if (area) return unescape(area[1]!)
  const select = new RegExp(`<select(?=[^>]*\\bname="${esc}")[^>]*>([\\s\\S]*?)</select>`).exec(
    html,
  )
  if (select)
    return unescape(/<option[^>]*value="([^"]*)"[^>]*selected=""/.exec(select[1]!)?.[1] ?? '')
  return null
}

function expectKept(html: string, typed: Record<string, string>, except: string[] = []) {
  for (const [name, value] of Object.entries(typed)) {
    if (except.includes(name)) continue
    expect(shown(html, name), `${name} keeps what was typed`).toBe(value)
  }
}

test('checkout: a new address with one bad field comes back with every typed field, contact and GST included', async () => {
  const { cookie, user } = await shopper({ address: false })
  const typed = {
    email: user.email,
    phone: '9876501234',
    addressId: 'new',
    'address.name': 'Kavya Menon',
    'address.phone': '9876501234',
    'address.line1': '42 Church Street',
    'address.line2': 'Shanthala Nagar',
    'address.landmark': 'Near the metro',
    'address.city': 'Bengaluru',
    'address.state': 'Karnataka',
    'address.pinCode': '56000', // one digit short
    gstin: '',
    businessName: 'Menon Prints',
  }
  const { status, html } = await post('/checkout', { intent: 'place', ...typed }, cookie)
  expect(status).toBe(400)
  expect(html).toContain('PIN')
  expectKept(html, typed)
})

test("checkout: the new address's mobile left empty is the contact mobile, and the order goes through", async () => {
  const { cookie, user } = await shopper({ address: false })
  const page = await app.fetch('/checkout', { headers: { Cookie: cookie } })
  const html = await page.text()
  const key = /name="checkoutKey" value="([^"]*)"/.exec(html)![1]!
  const seen = unescape(/name="seen" value="([^"]*)"/.exec(html)![1]!)
  const res = await app.fetch('/checkout', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
    body: new URLSearchParams({
      intent: 'place',
      email: user.email,
      phone: '9876501234',
      addressId: 'new',
      'address.name': 'Kavya Menon',
      'address.phone': '',
      'address.line1': '42 Church Street',
      'address.city': 'Bengaluru',
      'address.state': 'Karnataka',
      'address.pinCode': '560001',
      checkoutKey: key,
      seen,
      points: '0',
    }),
    redirect: 'manual',
  })
  expect(res.status).toBe(303)
  const saved = await prisma.address.findFirstOrThrow({ where: { userId: user.id } })
  expect(saved.phone).toBe('9876501234')
})

test('register keeps names, email and phone after a bad field', async () => {
  const typed = {
    firstName: 'Kavya',
    lastName: 'Menon',
    email: 'not-an-email',
    phone: '9876501234',
  }
  const { status, html } = await post('/register', {
    ...typed,
    password: 'a long enough pass 123',
    confirmPassword: 'a long enough pass 123',
  })
  expect(status).toBe(400)
  expectKept(html, typed)
})

test('login keeps the email after a missing password', async () => {
  const { status, html } = await post('/login', { intent: 'password', email: 'kavya@example.com' })
  expect(status).toBe(400)
  expectKept(html, { email: 'kavya@example.com' })
})

test('login by phone keeps the typed number after a bad one', async () => {
  const { status, html } = await post('/login', { intent: 'send-otp', phone: '98765' })
  expect(status).toBe(400)
  expectKept(html, { phone: '98765' })
})

test('contact keeps name, email, phone, subject and message after a bad field', async () => {
  const typed = {
    name: 'Kavya Menon',
    email: 'kavya@example.com',
    phone: '12345', // not ten digits
    subject: 'Order',
    message: 'Where is my order of visiting cards?',
  }
  const page = await (await app.fetch('/contact')).text()
  const subject = /<select(?=[^>]*name="subject")[\s\S]*?<option[^>]*value="([^"]+)"/.exec(
    page,
  )![1]!
  typed.subject = unescape(subject)
  const { status, html } = await post('/contact', typed)
  expect(status).toBe(400)
  expectKept(html, typed)
})

test('new and edited addresses keep every typed field after a bad one', async () => {
  const user = await prisma.user.create({
    data: { email: `addr-${Date.now()}@example.com`, firstName: 'Kavya', lastName: 'Menon' },
  })
  const cookie = await sessionCookie(user.id)
  const typed = {
    name: 'Kavya Menon',
    phone: '98765', // too short
    line1: '42 Church Street',
    line2: 'Shanthala Nagar',
    landmark: 'Near the metro',
    city: 'Bengaluru',
    state: 'Karnataka',
    pinCode: '560001',
  }
  const created = await post('/account/addresses/new', typed, cookie)
  expect(created.status).toBe(400)
  expectKept(created.html, typed)

  const address = await prisma.address.create({
    data: { ...typed, phone: '9876501234', userId: user.id },
  })
  const edited = await post(`/account/addresses/${address.id}/edit`, typed, cookie)
  expect(edited.status).toBe(400)
  expectKept(edited.html, typed)
})

test('a new review keeps rating, title and text after a bad field', async () => {
  const user = await prisma.user.create({
    data: { email: `review-${Date.now()}@example.com`, firstName: 'Kavya', lastName: 'Menon' },
  })
  const cookie = await sessionCookie(user.id)
  const typed = { rating: '4', title: 'OK', body: 'Crisp print and quick delivery, thank you.' }
  const { status, html } = await post('/reviews/new?product=kraft-paper-stickers', typed, cookie)
  expect(status).toBe(400)
  expectKept(html, typed)
})

test('forgot password keeps the email after a bad one', async () => {
  const { status, html } = await post('/forgot-password', { email: 'kavya@' })
  expect(status).toBe(400)
  expectKept(html, { email: 'kavya@' })
})

test('change password: a refused change sends no password back', async () => {
  const user = await prisma.user.create({
    data: { email: `pw-${Date.now()}@example.com`, firstName: 'Kavya', lastName: 'Menon' },
  })
  const cookie = await sessionCookie(user.id)
  const { status, html } = await post(
    '/account/change-password',
    { currentPassword: 'secret-one', newPassword: 'short', confirmPassword: 'short' },
    cookie,
  )
  expect(status).toBe(400)
  expect(html).not.toContain('secret-one')
})

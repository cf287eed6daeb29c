import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import {
  CROSS_SITE_MESSAGE,
  CROSS_SITE_POSTS,
  TOKEN_POSTS,
} from '#app/server/http/same-origin.server.ts'
import { resetEnvCache } from '#app/server/platform/env.server.ts'
import {
  ACCESS,
  type ByIdentity,
  type Outcome,
  type WriteProbe,
} from '#tests/harness/access-matrix.ts'
import {
  cookieFor,
  fillUrl,
  IDENTITIES,
  makeFixtures,
  type Fixtures,
} from '#tests/harness/fixtures.ts'
import { startApp } from '#tests/setup/app.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'

// The authorization matrix (decision 028): every route of the app, from Remix's own route table,
// against tests/harness/access-matrix.ts, for an anonymous visitor, the customer who owns the
// order, address, design and upload, another customer, and an admin. Through the whole app, as a
// browser on one of our pages would ask.
setupTestDatabase()

let app: Awaited<ReturnType<typeof startApp>>
let fixtures: Fixtures
let uploadsDir: string

beforeAll(async () => {
  uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'access-matrix-'))
  process.env.UPLOADS_DIR = uploadsDir
  resetEnvCache()
  app = await startApp()
  fixtures = await makeFixtures()
  // Refusals are logged as warnings (the admin gate); they are expected here.
  vi.spyOn(console, 'warn').mockImplementation(() => {})
}, 180_000)
afterAll(async () => {
  await app?.close()
  delete process.env.UPLOADS_DIR
  resetEnvCache()
  await fs.rm(uploadsDir, { recursive: true, force: true })
})

/** What a person would say happened. */
function outcomeOf(response: Response): Outcome | string {
  const { status } = response
  if (status >= 200 && status < 300) return 'ok'
  if (status >= 300 && status < 400) {
    const location = new URL(response.headers.get('Location') ?? '', 'http://localhost')
    if (location.pathname === '/login') {
      return location.searchParams.get('requireAuth') === 'admin' ? 'admin-login' : 'login'
    }
    return `redirect ${location.pathname}`
  }
  const named: Record<number, Outcome> = {
    400: 'bad-request',
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not-found',
    405: 'method-not-allowed',
    409: 'conflict',
    410: 'gone',
    422: 'unprocessable',
  }
  return named[status] ?? `status ${status}`
}

/** The request a probe sends: an empty POST, or a real change (WriteProbe). */
function bodyOf(url: string, method: string, write?: WriteProbe) {
  if (method === 'GET') return {}
  if (write?.form) {
    const form = Object.fromEntries(
      Object.entries(write.form).map(([k, v]) => [k, fillUrl(v, fixtures.params)]),
    )
    return {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    }
  }
  if (write?.json || url.startsWith('/api/')) {
    return {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(write?.json ? write.json(fixtures.params) : {}),
    }
  }
  return { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '' }
}

async function probe(url: string, method: string, write?: WriteProbe) {
  const seen: Record<string, string> = {}
  // The owner last, so the others try the thing as it was.
  for (const who of [...IDENTITIES].sort(
    (a, b) => Number(a === 'customer') - Number(b === 'customer'),
  )) {
    const cookie = await cookieFor(fixtures, who)
    const { headers, body } = bodyOf(url, method, write)
    const response = await app.fetch(fillUrl(url, fixtures.params), {
      method,
      redirect: 'manual',
      headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers },
      ...(body !== undefined ? { body } : {}),
    })
    await response.arrayBuffer()
    seen[who] = outcomeOf(response)
  }
  return Object.fromEntries(IDENTITIES.map((who) => [who, seen[who]!]))
}

test('every route of the app has a line in the access table, and every line a route', () => {
  const routes = Object.keys(app.build.routes).filter((id) => id !== 'root')
  const missing = routes.filter((id) => !(id in ACCESS))
  const stale = Object.keys(ACCESS).filter((id) => !routes.includes(id))
  expect(
    missing.map((id) => `${id}: add a line to tests/harness/access-matrix.ts`),
    'routes without a line in the access table',
  ).toEqual([])
  expect(stale, 'lines of the access table that name no route').toEqual([])
  // A route with an action must say what a POST gets.
  const withAction = routes.filter((id) => app.build.routes[id]!.module.action)
  expect(
    withAction.filter((id) => !ACCESS[id]!.post),
    'routes with an action but no post',
  ).toEqual([])
})

describe('who gets what', () => {
  test.each(Object.entries(ACCESS))('%s', async (_id, rule) => {
    const expected: Record<string, ByIdentity> = { get: rule.get }
    const seen: Record<string, Record<string, string>> = { get: await probe(rule.url, 'GET') }
    if (rule.post) {
      expected.post = rule.post
      seen.post = await probe(rule.url, 'POST')
    }
    if (rule.write) {
      // An expected redirect may name the customer's thing (`redirect /admin/orders/:order`).
      expected.write = Object.fromEntries(
        Object.entries(rule.write.expect).map(([who, outcome]) => [
          who,
          fillUrl(outcome, fixtures.params),
        ]),
      ) as ByIdentity
      seen.write = await probe(rule.url, rule.write.method, rule.write)
    }
    expect(seen).toEqual(expected)
  })
})

/** Routes whose answer is the same for everyone, so a shared cache may keep it. */
const SAME_FOR_EVERYONE = new Set([
  'routes/images.products.$slug[.svg]', // generated product art
  'routes/api.images.$id', // an upload, by an unguessable id that never changes (decision 006)
  'routes/resources.search', // search suggestions
  'routes/dev.razorpay.checkout[.js]', // the payment stand-in's script
  'routes/all-products', // permanent redirects of old addresses (spec section 2)
  'routes/shop-by-category',
  'routes/api.pincode', // India Post's PIN directory, the same for every visitor (decision 063)
])

describe('no private answer can be kept by a shared cache (finding 4 of issue 11)', () => {
  test.each(Object.entries(ACCESS).filter(([id]) => !SAME_FOR_EVERYONE.has(id)))(
    '%s, for a signed-in customer',
    async (_id, rule) => {
      const response = await app.fetch(fillUrl(rule.url, fixtures.params), {
        redirect: 'manual',
        headers: { Cookie: (await cookieFor(fixtures, 'customer'))! },
      })
      await response.arrayBuffer()
      const cacheControl = response.headers.get('Cache-Control') ?? ''
      expect(cacheControl).not.toMatch(/public|s-maxage/)
      // A page or data answer says so; a temporary redirect or a refusal is never kept unless
      // it says it may be (RFC 9111), so it need not.
      if (response.status === 200) expect(cacheControl).toMatch(/no-store|private/)
      expect([301, 308]).not.toContain(response.status)
    },
  )
})

describe('a state-changing request from another site is refused with 403, never acted on (finding 3)', () => {
  const withAction = () =>
    Object.entries(ACCESS).filter(
      ([, rule]) =>
        rule.post &&
        !([...CROSS_SITE_POSTS, ...TOKEN_POSTS] as readonly string[]).includes(
          new URL(rule.url, 'http://x').pathname,
        ),
    )

  test('every route with an action is checked here', () => {
    const routes = Object.entries(app.build.routes).filter(([, r]) => r.module.action)
    expect(withAction().length + CROSS_SITE_POSTS.length + TOKEN_POSTS.length).toBe(routes.length)
  })

  test.each(withAction())('%s', async (_id, rule) => {
    const cookie = (await cookieFor(fixtures, 'customer'))!
    const api = rule.url.startsWith('/api/')
    const tries: Record<string, string>[] = [
      // A form on another site, in a current browser.
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
      // A browser that sends only Origin.
      { Origin: 'https://evil.example' },
      // A page with Referrer-Policy no-referrer on another site.
      { Origin: 'null' },
    ]
    for (const headers of tries) {
      const response = await app.fetch(fillUrl(rule.url, fixtures.params), {
        method: 'POST',
        redirect: 'manual',
        headers: {
          ...headers,
          Cookie: cookie,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: 'email=a%40example.com&password=x',
      })
      expect(response.status).toBe(403)
      if (api)
        expect(await response.json()).toEqual({ success: false, message: CROSS_SITE_MESSAGE })
      else expect(await response.text()).toBe(CROSS_SITE_MESSAGE)
    }
  })

  test('a form-shaped body from a client that says nothing about its origin is refused too', async () => {
    for (const url of ['/api/auth/login', '/logout', '/api/auth/logout']) {
      const response = await app.fetch(url, {
        method: 'POST',
        redirect: 'manual',
        // An empty Sec-Fetch-Site keeps the harness from adding its browser default.
        headers: { 'Sec-Fetch-Site': '', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: '',
      })
      expect(response.status, url).toBe(403)
    }
  })
})

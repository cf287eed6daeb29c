/**
 * The origin's page cache (server/page-cache.ts, decision 029) in front of the whole Remix app, over
 * HTTP, with the server's own compression and security headers: a page asked for without cookies
 * is answered from the cache with the asker's own CSP nonce; a shopper with a cart or a session
 * gets a catalog page's cached copy with only their own header parts filled in (decision 070), and
 * their page never goes in; a catalog change shows on the next request; the cache stays bounded.
 */
import type { AddressInfo } from 'node:net'
import { createRequestHandler } from '@remix-run/express'
import compression from 'compression'
import express from 'express'
import { afterAll, describe, expect, test } from 'vitest'
import { catalogVersion } from '#app/server/catalog/catalog-cache.server.ts'
import { shopperSlots } from '#app/server/http/header-parts.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { formatPaise } from '#app/utils/money.ts'
import { appForFile } from '#tests/setup/app.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { shopper } from '#tests/setup/shopper.ts'
import { PAGE_CACHE_HEADER, pageCache, type PageCacheOptions } from '../../server/page-cache.ts'
import { installSecurityHeaders } from '../../server/security-headers.ts'

setupTestDatabase()

const PRODUCT = '/product/standard-visiting-cards'
const app = appForFile()
const servers: { close(): void }[] = []
afterAll(() => {
  for (const server of servers) server.close()
})

/** The server's chain (compression, nonce and helmet, the page cache, Remix) on a free port. */
async function serve(options: Partial<PageCacheOptions> = {}) {
  const cache = pageCache({
    ttlMs: 60_000,
    maxEntries: 500,
    maxBytes: 24 * 1024 * 1024,
    version: catalogVersion,
    personal: shopperSlots,
    ...options,
  })
  const server = express()
  server.use(compression())
  installSecurityHeaders(server, { isDev: false })
  server.use(cache)
  server.all(
    '*',
    createRequestHandler({
      build: app.build,
      mode: 'production',
      getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce as string }),
    }),
  )
  const listening = server.listen(0, '127.0.0.1')
  await new Promise((resolve) => listening.once('listening', resolve))
  servers.push(listening)
  const base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(base + path, { headers: { 'Sec-Fetch-Site': 'none', ...headers } })
    return { response, html: await response.text(), from: response.headers.get(PAGE_CACHE_HEADER) }
  }
  return { get, cache }
}

/** The product page's first quantity tier, whose price the page shows. */
const smallestTier = () =>
  prisma.quantityTier.findFirstOrThrow({
    where: { product: { slug: 'standard-visiting-cards' } },
    orderBy: { quantity: 'asc' },
  })

/** The nonce the CSP header allows scripts with. */
const cspNonce = (response: Response) =>
  /script-src [^;]*'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1]

describe('pages asked for without cookies', () => {
  test("the second visitor gets the page from the cache, with their own request's nonce", async () => {
    const { get } = await serve()
    const first = await get(PRODUCT)
    const second = await get(PRODUCT)
    expect(first.response.status).toBe(200)
    expect([first.from, second.from]).toEqual(['miss', 'hit'])
    expect(second.response.headers.get('Cache-Control')).toBe(
      first.response.headers.get('Cache-Control'),
    )
    expect(second.response.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    expect(second.response.headers.get('Age')).toMatch(/^\d+$/)

    const [nonce1, nonce2] = [cspNonce(first.response), cspNonce(second.response)]
    expect(nonce1).toBeTruthy()
    expect(nonce2).toBeTruthy()
    expect(nonce2).not.toBe(nonce1)
    // Every script of the cached page carries the second request's nonce, none the first's.
    const scripts = second.html.match(/<script[^>]*nonce="[^"]*"/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(script).toContain(`nonce="${nonce2}"`)
    expect(second.html).not.toContain(nonce1!)
    // The same page otherwise.
    expect(second.html.replaceAll(nonce2!, 'N')).toBe(first.html.replaceAll(nonce1!, 'N'))
  })

  test('compressed answers from the cache are whole pages', async () => {
    const { get } = await serve()
    const miss = await get('/shop', { 'Accept-Encoding': 'br' })
    const hit = await get('/shop', { 'Accept-Encoding': 'br' })
    expect(hit.from).toBe('hit')
    expect(hit.response.headers.get('Content-Encoding')).toBe('br')
    expect(hit.response.headers.get('Vary')).toMatch(/Cookie/)
    expect(hit.html).toContain('Shop all products')
    const nonces = [cspNonce(miss.response)!, cspNonce(hit.response)!]
    expect(hit.html.replaceAll(nonces[1]!, 'N')).toBe(miss.html.replaceAll(nonces[0]!, 'N'))
  })

  test("a client navigation's data comes from the cache too, unchanged", async () => {
    const { get } = await serve()
    const miss = await get('/categories.data')
    const hit = await get('/categories.data')
    expect([miss.from, hit.from]).toEqual(['miss', 'hit'])
    expect(hit.response.headers.get('Content-Type')).toBe(miss.response.headers.get('Content-Type'))
    expect(hit.response.headers.get('X-Remix-Response')).toBe('yes')
    expect(hit.html).toBe(miss.html)
    expect(hit.html).toContain('visiting-cards')
  })

  test('a page no visitor may share is never kept: the cart, the login page, a search API', async () => {
    const { get, cache } = await serve()
    for (const path of ['/cart', '/login', '/api/cart']) {
      const first = await get(path)
      const again = await get(path)
      expect(first.response.headers.get('Cache-Control'), path).not.toMatch(/public/)
      expect(again.from, path).toBe('miss')
    }
    expect(cache.size().entries).toBe(0)
  })
})

/** The page's header and the parts' JSON: all of a catalog page that is the visitor's own. */
const personalParts = (html: string) =>
  [/<header[\s\S]*<\/header>/, /<script type="application\/json" id="personal-parts">[^<]*/].map(
    (part) => part.exec(html)?.[0],
  )

describe("a shopper's pages", () => {
  test('two shoppers and an anonymous visitor, interleaved on one cached page, each see only their own', async () => {
    const { get, cache } = await serve()
    const nandini = await shopper({
      firstName: 'Nandini',
      email: 'nandini.cache@example.com',
      artwork: 'later',
      address: false,
    })
    // Signed out, with only a cart of three packs.
    const { cartCookie: kabirsCart } = await shopper({
      firstName: 'Kabir',
      email: 'kabir.cache@example.com',
      packs: '3',
      artwork: 'later',
      address: false,
    })
    expect((await get('/')).from).toBe('miss')

    const theirs = await get('/', { Cookie: nandini.cookie })
    expect(theirs.from).toBe('hit')
    expect(theirs.html).toContain('nandini.cache@example.com')
    expect(theirs.html).toContain('Cart, 2 items')
    expect(theirs.response.headers.get('Cache-Control')).toBe('private, no-cache')
    expect(theirs.response.headers.get('Vary')).toMatch(/Cookie/)
    expect(theirs.response.headers.get('Age')).toBeNull()
    expect(theirs.response.headers.get('X-Personal-Parts')).toBeNull()
    // Their own nonce on every script, as for anyone.
    const nonce = cspNonce(theirs.response)!
    for (const script of theirs.html.match(/<script[^>]*nonce="[^"]*"/g) ?? [])
      expect(script).toContain(`nonce="${nonce}"`)

    const anonymous = await get('/')
    const kabir = await get('/', { Cookie: kabirsCart })
    const nandiniAgain = await get('/', { Cookie: nandini.cookie })
    expect([anonymous.from, kabir.from, nandiniAgain.from]).toEqual(['hit', 'hit', 'hit'])
    expect(anonymous.html).not.toContain('nandini.cache@example.com')
    expect(anonymous.html).not.toMatch(/Cart, \d+ items|Account menu/)
    expect(kabir.html).toContain('Cart, 3 items')
    expect(kabir.html).not.toMatch(/nandini|Cart, 2 items|Account menu/i)
    expect(kabir.html).toContain('>Sign in</a>')
    expect(nandiniAgain.html).toContain('Cart, 2 items')
    expect(nandiniAgain.html).not.toContain('Cart, 3 items')
    // Only the anonymous copy is kept.
    expect(cache.size().entries).toBe(1)
  })

  test('the filled-in parts are those the page rendered for the shopper shows', async () => {
    const { get } = await serve()
    const { cookie } = await shopper({
      firstName: 'Ira <b>',
      email: 'ira.cache@example.com',
      artwork: 'later',
      address: false,
    })
    await get('/shop?q=card')
    const cached = await get('/shop?q=card', { Cookie: cookie })
    const rendered = await (await serve({ ttlMs: 0 })).get('/shop?q=card', { Cookie: cookie })
    expect([cached.from, rendered.from]).toEqual(['hit', null])
    expect(cached.html).toContain('Ira &lt;b&gt;')
    expect(personalParts(cached.html)).toEqual(personalParts(rendered.html))
    expect(personalParts(cached.html)[1]).toContain('"firstName":"Ira \\u003cb>"')
  })

  test("a page that reads the visitor, any other cookie, or a page's data: rendered for them", async () => {
    const { get } = await serve()
    const { cookie } = await shopper({ artwork: 'later', address: false })
    for (const path of ['/reviews', '/categories', '/categories.data']) {
      expect((await get(path)).from).toBe('miss')
      expect((await get(path)).from).toBe('hit')
    }
    // /reviews shows a signed-in shopper a form, so it is not filled in; nor is loader data.
    expect((await get('/reviews', { Cookie: cookie })).from).toBeNull()
    expect((await get('/categories.data', { Cookie: cookie })).from).toBeNull()
    // The PIN code for delivery dates, or any cookie we do not know, changes more than the header.
    expect((await get('/categories', { Cookie: `${cookie}; ps_pin=560001` })).from).toBeNull()
    expect((await get('/categories', { Cookie: `${cookie}; anything=1` })).from).toBeNull()
    expect((await get('/categories', { Cookie: cookie })).from).toBe('hit')
  })

  test('any cookie at all, or an Authorization header, passes the cache by', async () => {
    const { get } = await serve()
    await get('/categories')
    expect((await get('/categories')).from).toBe('hit')
    expect((await get('/categories', { Cookie: 'anything=1' })).from).toBeNull()
    expect((await get('/categories', { Authorization: 'Bearer x' })).from).toBeNull()
  })
})

describe('the cache follows the catalog and stays bounded', () => {
  test('a new price shows on the next request, and a withdrawn product is gone', async () => {
    const { get } = await serve()
    const tier = await smallestTier()
    await get(PRODUCT)
    const cached = await get(PRODUCT)
    expect(cached.from).toBe('hit')
    expect(cached.html).toContain(formatPaise(tier.pricePaise))

    await prisma.quantityTier.update({ where: { id: tier.id }, data: { pricePaise: 98_700 } })
    const repriced = await get(PRODUCT)
    expect(repriced.from).toBe('miss')
    expect(repriced.html).toContain(formatPaise(98_700))

    await prisma.product.update({
      where: { slug: 'standard-visiting-cards' },
      data: { active: false },
    })
    expect((await get(PRODUCT)).response.status).toBe(404)
    expect((await get(PRODUCT)).response.status).toBe(404)
    // Back as it was: the tests below read the same product.
    await prisma.product.update({
      where: { slug: 'standard-visiting-cards' },
      data: { active: true },
    })
    await prisma.quantityTier.update({
      where: { id: tier.id },
      data: { pricePaise: tier.pricePaise },
    })
  })

  test('an entry is served for its time only', async () => {
    const { get } = await serve({ ttlMs: 300 })
    await get('/categories')
    expect((await get('/categories')).from).toBe('hit')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect((await get('/categories')).from).toBe('miss')
  })

  test('when a page runs out, one visitor renders it again and the others get the old one meanwhile', async () => {
    const { get } = await serve({ ttlMs: 300 })
    await get('/categories')
    await new Promise((resolve) => setTimeout(resolve, 400))
    // Under load a render takes seconds: nobody queues behind it while the catalog is unchanged.
    const answers = await Promise.all(Array.from({ length: 6 }, () => get('/categories')))
    // One render; the others get the old page, or the new one if they arrive after it is stored.
    const from = answers.map((a) => a.from)
    expect(from.filter((f) => f === 'miss')).toHaveLength(1)
    expect(from.filter((f) => f !== 'miss' && f !== 'stale' && f !== 'hit')).toEqual([])
    expect(from).toContain('stale')
    for (const answer of answers) expect(answer.html).toContain('visiting-cards')
  })

  test('when the catalog moved, nobody gets the old page while it is rendered again', async () => {
    const { get } = await serve()
    const tier = await smallestTier()
    await get(PRODUCT)
    await prisma.quantityTier.update({ where: { id: tier.id }, data: { pricePaise: 98_700 } })
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(PRODUCT)))
    expect(answers.map((a) => a.from)).not.toContain('stale')
    for (const answer of answers) {
      expect(answer.html).toContain(formatPaise(98_700))
      expect(answer.html).not.toContain(formatPaise(tier.pricePaise))
    }
  })

  test('a page that stops being shareable is rendered for everyone again, not waited on', async () => {
    const { get, cache } = await serve({ ttlMs: 300 })
    const mugs = '/product/custom-mugs'
    expect((await get(mugs)).response.status).toBe(200)
    expect(cache.size().entries).toBe(1)
    await prisma.product.update({ where: { slug: 'custom-mugs' }, data: { active: false } })
    const answers = await Promise.all(Array.from({ length: 3 }, () => get(mugs)))
    expect(answers.map((a) => a.response.status)).toEqual([404, 404, 404])
    expect(cache.size().entries).toBe(0)
  })

  test('made-up addresses push older pages out instead of growing the cache', async () => {
    const { get, cache } = await serve({ maxEntries: 3 })
    for (const q of ['a', 'b', 'c', 'd', 'e']) await get(`/shop?q=${q}`)
    expect(cache.size().entries).toBe(3)
    // The least recently used went first.
    expect((await get('/shop?q=e')).from).toBe('hit')
    expect((await get('/shop?q=a')).from).toBe('miss')
  })

  test('turned off with a time of 0', async () => {
    const { get, cache } = await serve({ ttlMs: 0 })
    await get('/categories')
    expect((await get('/categories')).from).toBeNull()
    expect(cache.size().entries).toBe(0)
  })
})

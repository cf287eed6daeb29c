/**
 * A change saved in the admin shows on EVERY instance, not only the one that saved it (issue 24,
 * decision 050): two app instances (each its own catalog cache and origin page cache, as two
 * processes have, over the one database) have cached the product page; staff change the price on
 * one; the other answers the new price on its next request, because the catalog version lives in
 * Postgres (raised by triggers) and each instance reads it before serving from its caches.
 */
import type { AddressInfo } from 'node:net'
import { createRequestHandler } from '@remix-run/express'
import express from 'express'
import { afterAll, describe, expect, test, vi } from 'vitest'
import { productForAdmin } from '#app/server/admin/catalog-products.server.ts'
import { saveProduct } from '#app/server/admin/catalog-save.server.ts'
import { saveCollectionText } from '#app/server/admin/catalog-navigation.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { appForFile } from '#tests/setup/app.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { PAGE_CACHE_HEADER, pageCache } from '../../server/page-cache.ts'

setupTestDatabase()

const SLUG = 'standard-visiting-cards'
const app = appForFile()
const servers: { close(): void }[] = []
afterAll(() => {
  for (const server of servers) server.close()
})

/** A fresh copy of the catalog modules: their own cache, as another process would have. */
async function instance() {
  vi.resetModules()
  const cache = await import('#app/server/catalog/catalog-cache.server.ts')
  const catalog = await import('#app/server/catalog/catalog.server.ts')
  const server = express()
  server.use(
    pageCache({ ttlMs: 60_000, maxEntries: 100, maxBytes: 8 << 20, version: cache.catalogVersion }),
  )
  server.all('*', createRequestHandler({ build: app.build, mode: 'production' }))
  const listening = server.listen(0, '127.0.0.1')
  await new Promise((resolve) => listening.once('listening', resolve))
  servers.push(listening)
  const base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`
  return {
    product: () => catalog.getProductBySlug(SLUG),
    page: async (path = `/product/${SLUG}`) => {
      const response = await fetch(`${base}${path}`, {
        headers: { 'Sec-Fetch-Site': 'none' },
      })
      return { html: await response.text(), from: response.headers.get(PAGE_CACHE_HEADER) }
    },
  }
}

describe('two instances over one database', () => {
  test(
    'a price saved on one shows on the other at its next request',
    { timeout: 60_000 },
    async () => {
      const a = await instance()
      const b = await instance()
      // Both have the product cached, data and page.
      const cachedB = await b.product()
      expect(await b.product()).toBe(cachedB)
      await a.product()
      for (const one of [a, b]) {
        await one.page()
        expect((await one.page()).from).toBe('hit')
      }
      const firstTier = cachedB!.quantityTiers[0]!
      expect((await b.page()).html).not.toContain('₹1,234')

      // Staff save a new price (on instance A: the admin's own modules).
      const { id } = await prisma.product.findUniqueOrThrow({ where: { slug: SLUG } })
      const open = (await productForAdmin(id))!
      const tiers = open.draft.tiers.map((t, i) => (i === 0 ? { ...t, price: '1234' } : t))
      const savedAt = performance.now()
      await saveProduct(id, open.version, { ...open.draft, tiers }, 'staff@example.com')

      // Instance B: a new value, not the one it held, and a freshly rendered page.
      const fresh = await b.product()
      expect(fresh).not.toBe(cachedB)
      expect(fresh!.quantityTiers[0]).toMatchObject({
        quantity: firstTier.quantity,
        pricePaise: 123_400,
      })
      const pageB = await b.page()
      const seenAfterMs = performance.now() - savedAt
      expect(pageB.from).not.toBe('hit')
      expect(pageB.html).toContain('₹1,234')
      const pageA = await a.page()
      expect(pageA.html).toContain('₹1,234')
      console.info(`instance B showed the new price ${seenAfterMs.toFixed(0)} ms after the save`)
      expect(seenAfterMs).toBeLessThan(5_000)
    },
  )

  // h-cat: the menus every page carries (decision 055).
  test(
    'a mega-menu column renamed in the admin on one shows in the header of the other',
    { timeout: 60_000 },
    async () => {
      const a = await instance()
      const b = await instance()
      for (const one of [a, b]) {
        await one.page('/shop')
        expect((await one.page('/shop')).from).toBe('hit')
      }
      expect((await b.page('/shop')).html).toContain('>Flyers &amp; Leaflets<')
      const column = await prisma.collection.findFirstOrThrow({
        where: { kind: 'MENU_COLUMN', title: 'Flyers & Leaflets' },
      })
      const savedAt = performance.now()
      await saveCollectionText(
        column.id,
        { title: 'Flyers and pamphlets', subtitle: '' },
        'staff@example.com',
      )
      const pageB = await b.page('/shop')
      const seenAfterMs = performance.now() - savedAt
      expect(pageB.from).not.toBe('hit')
      expect(pageB.html).toContain('>Flyers and pamphlets<')
      expect(pageB.html).not.toContain('>Flyers &amp; Leaflets<')
      expect((await a.page('/shop')).html).toContain('>Flyers and pamphlets<')
      console.info(`instance B showed the renamed menu ${seenAfterMs.toFixed(0)} ms after the save`)
      expect(seenAfterMs).toBeLessThan(5_000)
    },
  )
})

import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { prisma } from '#app/server/platform/db.server.ts'
import { resetEnvCache } from '#app/server/platform/env.server.ts'
import { ACCESS } from '#tests/harness/access-matrix.ts'
import { cookieFor, fillUrl, makeFixtures, type Fixtures } from '#tests/harness/fixtures.ts'
import { startApp } from '#tests/setup/app.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'

// Every page and every `.data` answer reaches the browser as clean UTF-8: no NUL byte and no
// U+FFFD, however much ₹, Devanagari, Tamil and emoji the shop's own records hold. React 18.3's
// streaming renderer once padded a 2 KB chunk with zero bytes when a multi-byte character did not
// fit at its end (decision 034).
setupTestDatabase()

let app: Awaited<ReturnType<typeof startApp>>
let fixtures: Fixtures
let uploadsDir: string

/** Text a shop in India really shows: rupees, Hindi, Tamil, and an emoji or two. */
const WORDS = ['₹1,499', 'विज़िटिंग कार्ड', 'அட்டைகள்', '🎉', 'छपाई', 'நன்றி', '✨', 'मेनू']
const multibyte = (n: number) =>
  Array.from({ length: n }, (_, i) => WORDS[i % WORDS.length]! + 'x'.repeat(i % 3)).join(' ')

beforeAll(async () => {
  uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'multibyte-'))
  process.env.UPLOADS_DIR = uploadsDir
  resetEnvCache()
  app = await startApp()
  fixtures = await makeFixtures()
  const { users, params } = fixtures
  for (const user of Object.values(users)) {
    await prisma.user.update({
      where: { id: user.id },
      data: { firstName: multibyte(6), lastName: multibyte(5) },
    })
  }
  await prisma.product.update({
    where: { id: params.product },
    data: { name: `विज़िटिंग कार्ड ₹ 🎉 ${multibyte(8)}`, description: multibyte(400) },
  })
  await prisma.orderItem.updateMany({
    where: { orderId: params.order },
    data: { productName: `कार्ड ₹ ${multibyte(10)}` },
  })
  await prisma.address.update({
    where: { id: params.address },
    data: { name: multibyte(4), line1: multibyte(12), city: 'बेंगलुरु' },
  })
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
}, 180_000)
afterAll(async () => {
  await app?.close()
  delete process.env.UPLOADS_DIR
  resetEnvCache()
  await fs.rm(uploadsDir, { recursive: true, force: true })
})

const TEXT = /^(text\/|application\/json|application\/javascript)/

/** Where a NUL byte or a U+FFFD (EF BF BD) is, with the text around it. */
function badBytes(bytes: Uint8Array) {
  const found: string[] = []
  for (let i = 0; i < bytes.length && found.length < 3; i++) {
    const nul = bytes[i] === 0
    const fffd = bytes[i] === 0xef && bytes[i + 1] === 0xbf && bytes[i + 2] === 0xbd
    if (nul || fffd) {
      const around = Buffer.from(bytes.subarray(Math.max(0, i - 40), i + 40)).toString('utf8')
      found.push(`${nul ? 'NUL' : 'U+FFFD'} at byte ${i}: …${around.replace(/\0/g, '\\0')}…`)
    }
  }
  return found
}

/** The page itself and its single-fetch data (`/path.data`, or `/_root.data` for the home). */
function urlsOf(url: string) {
  const [pathname, search = ''] = url.split('?')
  const data = pathname === '/' ? '/_root.data' : `${pathname}.data`
  return [url, `${data}${search ? `?${search}` : ''}`]
}

test('no page or data answer of any route carries a NUL byte or U+FFFD', async () => {
  const problems: string[] = []
  let checked = 0
  for (const who of ['anonymous', 'customer', 'admin'] as const) {
    for (const [id, rule] of Object.entries(ACCESS)) {
      // A resource route (a PDF, an image, a CSV) is fetched as itself, never as `.data`.
      const page = Boolean(app.build.routes[id]?.module.default)
      const url = fillUrl(rule.url, fixtures.params)
      for (const each of page ? urlsOf(url) : [url]) {
        const cookie = await cookieFor(fixtures, who)
        const response = await app.fetch(each, {
          redirect: 'manual',
          headers: cookie ? { Cookie: cookie } : {},
        })
        const bytes = new Uint8Array(await response.arrayBuffer())
        if (!TEXT.test(response.headers.get('Content-Type') ?? '')) continue
        checked++
        for (const problem of badBytes(bytes)) problems.push(`${who} ${each}: ${problem}`)
      }
    }
  }
  expect(problems).toEqual([])
  // The table really was walked: pages and data for three people.
  expect(checked).toBeGreaterThan(150)
}, 300_000)

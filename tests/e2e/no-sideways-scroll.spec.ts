import { ACCESS } from '../harness/access-matrix.ts'
import { expect, test, type Page } from './fixtures.ts'

/**
 * No page is wider than a 360 px phone: every page of the access table (tests/harness/access-
 * matrix.ts), signed out, as the demo customer and as the demo admin, one browser context each.
 * The page must not scroll sideways and no visible element may stick out past the right edge
 * (unless a scrolling box, like a wide table's, holds it).
 */
// Not `isMobile`: a phone zooms out to fit a page that is too wide, and innerWidth grows with it.
const WIDTH = 360
test.use({ viewport: { width: WIDTH, height: 740 } })
test.describe.configure({ timeout: 180_000 })

const PEOPLE = {
  anonymous: null,
  customer: { email: 'demo@printstudio.test', password: 'Demo@12345' },
  admin: { email: 'admin@printstudio.test', password: 'Admin@12345' },
} as const

/** Not pages: files, data and the stand-in's own screens. */
const NOT_A_PAGE = /^\/(api|dev|resources|images)\/|\.(pdf|csv|zip|svg|js)(\?|$)|print-file$/

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 })
}

/** The first link on `path` whose address matches `pattern`: group 1 of the match. */
async function firstLink(page: Page, path: string, pattern: RegExp) {
  await page.goto(path)
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  for (const href of hrefs) {
    const match = pattern.exec(href)
    if (match) return match[1]!
  }
  return undefined
}

/** Values for the table's `:name` placeholders, found the way a person would click to them. */
async function placeholders(page: Page, who: keyof typeof PEOPLE) {
  const params: Record<string, string | undefined> = {
    productSlug: 'standard-visiting-cards',
    gift: 'for-her',
    category: await firstLink(page, '/categories', /^\/product-category\/([^/?#]+)/),
    product: await firstLink(page, '/product/standard-visiting-cards', /^\/designer\/([^/?#]+)/),
  }
  if (who === 'customer') {
    params.order = await firstLink(page, '/account/orders', /^\/account\/orders\/([^/?#]+)$/)
    params.address = await firstLink(page, '/account/addresses', /addresses\/([^/]+)\/edit/)
  }
  if (who === 'admin') {
    params.order = await firstLink(page, '/admin/orders', /^\/admin\/orders\/([^/?#]+)$/)
    params.item = await firstLink(page, `/admin/orders/${params.order}`, /items\/([^/]+)\/ticket/)
    params.customer = await firstLink(page, '/admin/users', /^\/admin\/users\/([^/?#.]+)$/)
  }
  return params
}

/** What sticks out past the right edge of the window, if anything. */
function overflow(page: Page) {
  return page.evaluate((width) => {
    const scrollWidth = document.scrollingElement!.scrollWidth
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const { overflowX } = getComputedStyle(p)
        if (overflowX !== 'visible') return true
      }
      return false
    }
    const out: string[] = []
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || box.right <= width + 0.5) continue
      const style = getComputedStyle(el)
      if (style.visibility === 'hidden' || style.position === 'fixed' || clipped(el)) continue
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.className).slice(0, 60)}`
      out.push(`${name} (right ${Math.round(box.right)}px)`)
      if (out.length >= 3) break
    }
    return { width, scrollWidth, out }
  }, WIDTH)
}

for (const who of Object.keys(PEOPLE) as (keyof typeof PEOPLE)[]) {
  test(`no page scrolls sideways at 360 px: ${who}`, async ({ page }) => {
    const person = PEOPLE[who]
    if (person) await signIn(page, person.email, person.password)
    const params = await placeholders(page, who)
    const problems: string[] = []
    let visited = 0
    const seen = new Set<string>()
    for (const rule of Object.values(ACCESS)) {
      const url = rule.url.replace(/:([A-Za-z]+)/g, (whole, name: string) => params[name] ?? whole)
      if (url.includes(':') || NOT_A_PAGE.test(url) || url === '/logout' || seen.has(url)) continue
      seen.add(url)
      const response = await page.goto(url)
      // Signed in, /login and /register land on /account/orders: one look at a page is enough.
      if (!response?.headers()['content-type']?.startsWith('text/html') || seen.has(page.url())) {
        continue
      }
      seen.add(page.url())
      visited++
      const { width, scrollWidth, out } = await overflow(page)
      if (scrollWidth > width || out.length) {
        problems.push(`${url} → ${page.url()}: ${scrollWidth}px wide; ${out.join(', ')}`)
      }
    }
    expect(problems).toEqual([])
    expect(visited).toBeGreaterThan(who === 'anonymous' ? 20 : 30)
  })
}

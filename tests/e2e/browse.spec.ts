import { expect, test, type Page } from './fixtures.ts'

const NO_RESULT = "We couldn't find that product. Try another keyword."

/** Without JavaScript a changed select needs the Apply button; with it the form submits itself. */
async function applyFilters(page: Page) {
  if (test.info().project.name === 'js-off') {
    await page.getByRole('button', { name: 'Apply' }).click()
  }
}

/** A product card: its link's name is the card text, after an optional "Popular" badge. */
function productLink(page: Page, name: string) {
  return page.getByRole('main').getByRole('link', { name: new RegExp(`^(Popular )?${name}\\b`) })
}

test('searching from /shop lists matching products', async ({ page }) => {
  await page.goto('/shop')
  await expect(page).toHaveTitle('Shop all products | PrintStudio')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop all products')
  await expect(page.getByTestId('result-count')).toHaveText(/^Showing 1–24 of \d+ products$/)

  const search = page.getByRole('main').getByLabel('Search', { exact: true })
  await search.fill('MUG')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/[?&]q=MUG/)
  await expect(productLink(page, 'Custom Photo Mugs')).toBeVisible()
  await expect(page.getByTestId('result-count')).toContainText('for “MUG”')
  await expect(search).toHaveValue('MUG')

  await productLink(page, 'Custom Photo Mugs').click()
  await expect(page).toHaveURL(/\/product\/custom-mugs$/)
})

test('a search with no match says so and suggests popular products', async ({ page }) => {
  await page.goto('/shop')
  await page.getByRole('main').getByLabel('Search', { exact: true }).fill('unicorn saddle')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText(NO_RESULT, { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Popular right now' })).toBeVisible()
  await page.getByRole('link', { name: 'Remove filter “unicorn saddle”' }).click()
  await expect(page.getByTestId('result-count')).toHaveText(/^Showing 1–24 of \d+ products$/)
})

test('filtering by category, then sorting by price', async ({ page }) => {
  await page.goto('/shop')
  await page.getByLabel('Category').selectOption('labels')
  await applyFilters(page)
  await expect(page).toHaveURL(/[?&]category=labels/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Labels')
  await expect(productLink(page, 'Custom Product Labels')).toBeVisible()
  await expect(productLink(page, 'Custom Photo Mugs')).toHaveCount(0)

  await page.getByLabel('Sort by').selectOption('price-asc')
  await applyFilters(page)
  await expect(page).toHaveURL(/[?&]sort=price-asc/)
  await expect(page).toHaveURL(/[?&]category=labels/)
  const priceTags = page
    .getByRole('main')
    .locator('a[href^="/product/"] p')
    .filter({ hasText: /^From ₹/ })
  // Without JavaScript the URL changes as the new document starts streaming: wait for every card.
  await expect(priceTags).toHaveCount(6)
  const paise = (await priceTags.allTextContents()).map((p) => Number(p.replace(/[^\d]/g, '')))
  expect(paise).toEqual([...paise].sort((a, b) => a - b))
})

test('shop by need shows the need and its products', async ({ page }) => {
  await page.goto('/shop?need=restaurant-business')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurant Business')
  await expect(
    page.getByText(
      'Menus, table tents, placemats and takeaway packaging for dine-in and delivery.',
    ),
  ).toBeVisible()
  await expect(productLink(page, 'Restaurant Table Tents')).toBeVisible()
})

test('pagination moves between pages, and a junk page number still shows products', async ({
  page,
}) => {
  await page.goto('/shop')
  const pagination = page.getByRole('navigation', { name: 'Pagination' })
  await pagination.getByRole('link', { name: /Next/ }).click()
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect(page.getByTestId('result-count')).toHaveText(/^Showing 25–48 of \d+ products$/)
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  )

  const response = await page.goto('/shop?page=banana&sort=nonsense')
  expect(response?.status()).toBe(200)
  await expect(page.getByTestId('result-count')).toHaveText(/^Showing 1–24 of/)
  const last = await page.goto('/shop?page=999')
  expect(last?.status()).toBe(200)
  await expect(page.getByRole('main').locator('a[href^="/product/"]').first()).toBeVisible()
})

test('categories lead to a category and on to a product', async ({ page }) => {
  await page.goto('/categories')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop by category')
  await page.getByRole('main').getByRole('link', { name: 'Visiting Cards', exact: true }).click()
  await expect(page).toHaveURL(/\/product-category\/visiting-cards$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Visiting Cards')
  await expect(
    page.getByRole('heading', { name: 'Visiting cards that get kept, not thrown away' }),
  ).toBeVisible()
  await expect(page.getByRole('table', { name: /Visiting Cards prices/ })).toContainText('₹299')

  // FAQs are native disclosure widgets: they open without JavaScript.
  const answer = page.getByText('Visiting cards come in packs starting at 100 cards per design.', {
    exact: false,
  })
  await expect(answer).toBeHidden()
  await page.getByText('What is the minimum order for visiting cards?').click()
  await expect(answer).toBeVisible()

  await productLink(page, 'Standard Visiting Cards').first().click()
  await expect(page).toHaveURL(/\/product\/standard-visiting-cards$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Standard Visiting Cards')
})

test('an unknown category shows the not-found page', async ({ page }) => {
  const response = await page.goto('/product-category/no-such-category')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
})

test('a gift page shows its curated products and links to the other gift pages', async ({
  page,
}) => {
  await page.goto('/gifts/for-her')
  await expect(page).toHaveTitle('Gifts for Her | PrintStudio')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gifts for Her')
  expect(await page.getByRole('main').locator('a[href^="/product/"]').count()).toBeGreaterThan(7)
  const occasions = page.getByRole('navigation', { name: 'Gift occasions' })
  await expect(occasions.getByRole('link')).toHaveCount(10)
  await expect(occasions.getByRole('link', { name: 'Gifts for Her' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await occasions.getByRole('link', { name: 'Graduation Gifts' }).click()
  await expect(page).toHaveURL(/\/gifts\/graduation$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Graduation Gifts')
})

test('old addresses land on the right pages', async ({ page }) => {
  await page.goto('/all-products?q=mug')
  await expect(page).toHaveURL(/\/shop\?q=mug$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop all products')
  await expect(productLink(page, 'Custom Photo Mugs')).toBeVisible()

  await page.goto('/shop-by-category')
  await expect(page).toHaveURL(/\/categories$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop by category')
})

test('the DTF page shows its price table and calls to action', async ({ page }) => {
  await page.goto('/dtf-transfers')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Full-colour DTF heat transfers, ready to press',
  )
  const prices = page.getByRole('table', { name: /DTF transfer prices/ })
  await expect(prices.getByRole('row')).toHaveCount(5) // header row + four prices
  await expect(prices.getByRole('row', { name: /A4 sheet/ })).toContainText('₹149')
  await expect(page.getByRole('link', { name: 'Get a quote' }).first()).toHaveAttribute(
    'href',
    '/contact',
  )
  await expect(page.getByRole('link', { name: 'Send print-ready files' }).first()).toHaveAttribute(
    'href',
    '/product/pdf-print-service',
  )
  await expect(page.getByRole('heading', { name: 'DTF questions, answered' })).toBeVisible()
})

test('/resources/search answers suggestions as cacheable JSON', async ({ request }) => {
  const response = await request.get('/resources/search?q=card')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('public, max-age=60')
  const body = (await response.json()) as { query: string; results: { href: string }[] }
  expect(body.query).toBe('card')
  expect(body.results).toHaveLength(8)
  expect(body.results[0]?.href).toMatch(/^\/product\//)
})

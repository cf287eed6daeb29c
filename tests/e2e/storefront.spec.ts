import { expect, test } from './fixtures.ts'

test('the home page shows the hero, the six product groups and the store promises', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page).toHaveTitle(/PrintStudio/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Print that makes your brand look premium',
  )
  await expect(page.getByRole('link', { name: 'Shop all products' })).toHaveAttribute(
    'href',
    '/shop',
  )
  await expect(page.getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '/contact')
  // Six groups of eight product cards, with real artwork.
  const groups = page.locator('main section[aria-labelledby^="group-"]')
  await expect(groups).toHaveCount(6)
  for (const group of await groups.all())
    await expect(group.locator('a[href^="/product/"]')).toHaveCount(8)
  const firstImage = page.locator('main img[src^="/images/products/"]').first()
  await expect(firstImage).toBeVisible()
  expect(await firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await expect(page.getByText('Popular').first()).toBeVisible()
  for (const promise of ['24/7 Support', 'Free Shipping over Rs 250', 'Quality Guarantee']) {
    await expect(page.getByText(promise)).toBeVisible()
  }
  await expect(page.getByText('Premium print solutions for modern businesses')).toBeVisible()
})

test('a hero tab shows its own headline and main button', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Business Cards', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Visiting cards people keep')
  await expect(page.getByRole('link', { name: 'Design your cards' })).toHaveAttribute(
    'href',
    '/product/standard-visiting-cards',
  )
})

test('a product page shows the product and a server-computed price', async ({ page }) => {
  await page.goto('/product/standard-visiting-cards')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Standard Visiting Cards')
  await expect(page.getByRole('img', { name: 'Standard Visiting Cards mockup' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Print specifications' })).toBeVisible()
  await expect(page.getByText('89 × 51 mm', { exact: true })).toBeVisible()
  const price = page.getByTestId('price')
  const before = await price.textContent()
  expect(before).toMatch(/^₹[\d,]+$/)

  // Pick the largest pack: with JavaScript the price updates by itself; without, "Update price" asks the server.
  const quantity = page.getByLabel('Quantity')
  const last = await quantity.locator('option').last().getAttribute('value')
  await quantity.selectOption(last!)
  if (test.info().project.name === 'js-off') {
    await page.getByRole('button', { name: 'Update price' }).click()
  }
  await expect(price).not.toHaveText(before!)
  await expect(page).toHaveURL(new RegExp(`qty=${last}`))
})

test('the iPhone glass cover page works', async ({ page }) => {
  const response = await page.goto('/product/iphone-glass-cover')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('iPhone')
  await expect(page.getByTestId('price')).toHaveText(/^₹/)
})

test('an unknown path goes home', async ({ page }) => {
  await page.goto('/this/does/not/exist')
  await expect(page).toHaveURL(/\/$/)
})

test('/healthz reports the database as reachable', async ({ request }) => {
  const response = await request.get('/healthz')
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ status: 'ok', database: 'ok' })
})

test('a NUL byte in a link is refused with 400, not a server error', async ({ request }) => {
  for (const path of ['/gifts/%00', '/product/%00', '/shop?q=%00']) {
    expect((await request.get(path)).status()).toBe(400)
  }
})

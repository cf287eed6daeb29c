import { expect, test, type Page } from './fixtures.ts'
import { printableImage } from './artwork-files.ts'

const priceOf = async (page: Page) =>
  Number((await page.getByTestId('price').textContent())!.replace(/[^\d]/g, ''))

test('browse from the menu to a product, price it, add it to the cart, change and remove it', async ({
  page,
}, info) => {
  const jsOff = info.project.name === 'js-off'
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')

  // Open a mega-menu and go to a category through it.
  const nav = page.getByRole('navigation', { name: 'Products' })
  await nav.getByText('Business Cards & Stationery', { exact: true }).click()
  await nav.getByRole('link', { name: 'All Visiting Cards →' }).click()
  await expect(page).toHaveURL(/\/product-category\/visiting-cards$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  // From the category to a product.
  await page.locator('main a[href="/product/standard-visiting-cards"]').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Standard Visiting Cards')

  // Choose a bigger pack: the server prices it.
  const before = await priceOf(page)
  const quantity = page.getByLabel('Quantity', { exact: true })
  const packs = await quantity.locator('option').allTextContents()
  await quantity.selectOption({ index: packs.length - 1 })
  if (jsOff) await page.getByRole('button', { name: 'Update price' }).click()
  await expect.poll(() => priceOf(page)).toBeGreaterThan(before)
  const chosenPrice = await priceOf(page)

  // Add two sets to the cart.
  await page.getByLabel('Sets').fill('2')
  if (jsOff) await page.getByRole('button', { name: 'Update price' }).click()
  await expect.poll(() => priceOf(page)).toBe(chosenPrice * 2)
  await page.getByLabel('Send my file later').check()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible()
  const items = page.getByRole('region', { name: 'Items in your cart' })
  await expect(items.getByRole('link', { name: 'Standard Visiting Cards' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible()
  await expect(page.getByTestId('subtotal')).toHaveText(
    `₹${(chosenPrice * 2).toLocaleString('en-IN')}`,
  )

  // Change the quantity.
  await page.getByLabel('Quantity of Standard Visiting Cards').fill('3')
  await page.getByRole('button', { name: 'Update' }).click()
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible()
  await expect(page.getByTestId('subtotal')).toHaveText(
    `₹${(chosenPrice * 3).toLocaleString('en-IN')}`,
  )

  // Remove it.
  await page.getByRole('button', { name: 'Remove Standard Visiting Cards' }).click()
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible()
})

test('several items can be removed at once, and shipping turns free over Rs 250', async ({
  page,
}) => {
  for (const slug of ['custom-mugs', 'custom-caps']) {
    await page.goto(`/product/${slug}`)
    await page.getByLabel('Send my file later').check()
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page).toHaveURL(/\/cart$/)
  }
  await expect(page.getByTestId('shipping')).toHaveText('Free')
  await expect(page.getByTestId('free-shipping')).toHaveText('Your order ships free.')
  await page.getByLabel('Select Custom Photo Mugs').check()
  await page.getByLabel(/^Select .*Cap/).check()
  await page.getByRole('button', { name: 'Remove selected' }).click()
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible()
})

test('a design image can be uploaded with the order', async ({ page }) => {
  await page.goto('/product/custom-mugs')
  await page.getByLabel(/Upload your design/).setInputFiles(await printableImage('custom-mugs'))
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByText('With your uploaded design')).toBeVisible()
  const image = page.locator('main li img').first()
  await expect(image).toHaveAttribute('src', /^\/api\/images\/(?!art-)/)
  // The click waits for the cart page to arrive, not for its images: wait until this one has loaded.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0)
})

test('a file that is not an image is refused with a clear message', async ({ page }) => {
  await page.goto('/product/custom-mugs')
  await page.getByLabel(/Upload your design/).setInputFiles({
    name: 'design.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is not an image at all'),
  })
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByRole('alert')).toContainText('Failed to add item to cart.')
  await expect(page.getByRole('alert')).toContainText('not an image we can print')
})

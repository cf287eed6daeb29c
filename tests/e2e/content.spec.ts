import { expect, test } from './fixtures.ts'

test('the contact form points out a mistake, then sends the message', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talk to a print specialist')
  await expect(page.getByRole('link', { name: '+91 80 4567 8900' }).first()).toHaveAttribute(
    'href',
    'tel:+918045678900',
  )

  await page.getByLabel('Name', { exact: true }).fill('Meera Iyer')
  await page.getByLabel('Email', { exact: true }).fill('meera@example.com')
  await page.getByLabel('Subject').selectOption('Custom quote')
  const message = page.getByLabel('Message', { exact: true })
  await message.fill('Hi')
  await page.getByRole('button', { name: 'Send message' }).click()

  // With JavaScript the browser checks first; without it the server answers: the same message.
  await expect(page.getByText('Your message needs at least 10 characters')).toBeVisible()
  await expect(message).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Meera Iyer')

  await message.fill('Please quote for 500 round kraft stickers, 50 mm, by next week.')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page).toHaveURL(/\/contact\?sent=1$/)
  await expect(
    page.getByText('Thanks! Your message is with our team. We reply within one working day.'),
  ).toBeVisible()
})

test('tracking an order with unknown details shows one neutral message', async ({ page }) => {
  await page.goto('/track-order')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Track your order')
  await page.getByLabel('Order number').fill('PS-999999')
  await page.getByLabel('Email or phone number').fill('nobody@example.com')
  await page.getByRole('button', { name: 'Track order' }).click()
  await expect(page).toHaveURL(/number=PS-999999/)
  await expect(
    page.getByText(
      "We couldn't find an order with those details. Check the order number in your confirmation email.",
    ),
  ).toBeVisible()
})

test('the reviews page has a friendly empty state', async ({ page }) => {
  // A product no test reviews: admin-people.spec.ts publishes reviews on the same server.
  await page.goto('/reviews?product=note-card-maker')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What our customers say')
  await expect(
    page.getByRole('heading', { level: 2, name: /^No reviews for .+ yet$/ }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/shop')
  await expect(page.getByRole('link', { name: 'Sign in to review your order.' })).toHaveAttribute(
    'href',
    '/login',
  )
})

for (const [path, heading] of [
  ['/privacy-policy', 'Privacy policy'],
  ['/terms-of-service', 'Terms of service'],
  ['/shipping-info', 'Shipping information'],
  ['/returns-refunds', 'Returns and refunds'],
] as const) {
  test(`${path} loads with its heading and contents`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page).toHaveTitle(/\| PrintStudio$/)
    await expect(page.getByText('Last updated 22 November 2026')).toBeVisible()
    const contents = page.getByRole('navigation', { name: 'On this page' })
    const firstLink = contents.getByRole('link').first()
    const target = await firstLink.getAttribute('href')
    await firstLink.click()
    await expect(page.locator(`${target} h2`)).toBeInViewport()
  })
}

import sharp from 'sharp'
import { expect, test } from './fixtures.ts'

/**
 * Product photos (decision 065): an admin uploads a photo with its description on a product's
 * admin page, sees it listed first (the card photo), and removes it again; with and without
 * JavaScript (the form is a plain multipart post either way).
 */
test('an admin uploads a product photo and removes it', async ({ page }, info) => {
  const photo = await sharp({
    create: { width: 900, height: 900, channels: 3, background: '#c2410c' },
  })
    .jpeg()
    .toBuffer()
  const alt = `Photo from ${info.project.name}`
  await page.goto('/admin/products')
  await expect(page).toHaveURL(/\/login\?.*requireAuth=admin/)
  await page.getByLabel('Email').fill('admin@printstudio.test')
  await page.getByLabel('Password').fill('Admin@12345')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/products/, { timeout: 20_000 })
  // A product far down the list (other specs shop the first ones), one per project.
  const links = page.locator('table a[href^="/admin/products/"]')
  const href = await links.nth(info.project.name === 'js-on' ? 8 : 9).getAttribute('href')
  await page.goto(href!)
  await expect(page.getByRole('heading', { name: 'Images' })).toBeVisible()
  // With JavaScript, a press before the page has hydrated can be lost on a slow machine.
  await page.waitForLoadState('networkidle')

  await page.getByLabel('Photo', { exact: true }).setInputFiles({
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  })
  await page.getByLabel('Description (alternative text)').fill(alt)
  await page.getByRole('button', { name: 'Upload photo' }).click()
  await expect(page.getByText('Photo added. The store shows it within seconds.')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Images' }).getByText('Card photo')).toBeVisible()

  await page.getByRole('button', { name: `Remove ${alt}` }).click()
  await expect(page.getByText('Photo removed.', { exact: false })).toBeVisible()
  await expect(page.getByRole('button', { name: `Remove ${alt}` })).toHaveCount(0)
})

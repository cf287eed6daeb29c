import { expect, test, type Page } from './fixtures.ts'

/**
 * The admin sidebar (spec section 2): open by default on a desktop, closed on a phone, and
 * collapsible on both, remembered from screen to screen; with and without JavaScript.
 */
async function signInAsAdmin(page: Page) {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/login\?.*requireAuth=admin/)
  await page.getByLabel('Email').fill('admin@printstudio.test')
  await page.getByLabel('Password').fill('Admin@12345')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 })
  // With JavaScript, a press before the page has hydrated can be lost on a slow machine.
  await page.waitForLoadState('networkidle')
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Admin' })

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the admin menu is open, hides, stays hidden on the next screen, and shows again', async ({
    page,
  }) => {
    await signInAsAdmin(page)
    await expect(menu(page).getByRole('link', { name: 'Orders' })).toBeVisible()
    // With JavaScript the menu hides at once; the choice is remembered when the post has answered.
    const remembered = page.waitForResponse(
      (r) => r.url().includes('/admin/sidebar') && r.request().method() === 'POST',
    )
    await page.getByRole('button', { name: 'Hide menu' }).click()
    await remembered
    await expect(menu(page)).toBeHidden()
    await expect(page).toHaveURL(/\/admin$/)
    // Remembered: another screen, reached as an admin would (the dashboard's own links aside).
    await page.goto('/admin/orders')
    await expect(menu(page)).toBeHidden()
    await page.getByRole('button', { name: 'Show menu' }).click()
    await expect(menu(page).getByRole('link', { name: 'Users' })).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/orders$/)
    await page.reload()
    await expect(menu(page).getByRole('link', { name: 'Users' })).toBeVisible()
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the admin menu is closed, opens, and leads to a screen', async ({ page }) => {
    await signInAsAdmin(page)
    await expect(menu(page)).toBeHidden()
    await page.getByRole('button', { name: 'Show menu' }).click()
    await expect(menu(page)).toBeVisible()
    await menu(page).getByRole('link', { name: 'Sales report' }).click()
    await expect(page).toHaveURL(/\/admin\/reports\/sales/)
    await expect(menu(page)).toBeVisible()
    await page.getByRole('button', { name: 'Hide menu' }).click()
    await expect(menu(page)).toBeHidden()
  })
})

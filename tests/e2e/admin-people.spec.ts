import AxeBuilder from '@axe-core/playwright'
import { expect as baseExpect, test, type Page, type TestInfo } from './fixtures.ts'
import { enterRegistrationCode } from './shopper.ts'

// Sign-ins wait on argon2 and each step is a full page load without JavaScript.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 120_000 })

const ADMIN = { email: 'admin@printstudio.test', password: 'Admin@12345' }

/** A customer of their own for every test and project, so parallel runs never share one. */
function newCustomer(info: TestInfo) {
  const stamp = `${Date.now().toString(36)}${info.workerIndex}${Math.floor(Math.random() * 1e4)}`
  const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, '0')
  return {
    firstName: 'Meera',
    lastName: `Iyer ${stamp}`,
    email: `people-${info.project.name}-${stamp}@example.com`,
    phone: `7${digits}`,
    password: 'Sunrise2026',
    stamp,
  }
}
type Customer = ReturnType<typeof newCustomer>

async function register(page: Page, c: Customer) {
  await page.goto('/register')
  await page.getByLabel('First name').fill(c.firstName)
  await page.getByLabel('Last name').fill(c.lastName)
  await page.getByLabel('Email').fill(c.email)
  await page.getByLabel('Mobile number').fill(c.phone)
  await page.getByLabel('Password', { exact: true }).fill(c.password)
  await page.getByLabel('Confirm password').fill(c.password)
  await page.getByRole('button', { name: 'Create account' }).click()
  await enterRegistrationCode(page, c.phone)
  await expect(page).toHaveURL(/\/account(\/orders)?$/)
}

/** Signs whoever is in this browser out (cookies gone), then signs in at `path`'s sign-in page. */
async function signInAs(page: Page, email: string, password: string, path: string) {
  await page.context().clearCookies()
  await page.goto(path)
  await expect(page).toHaveURL(/\/login\?/)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`))
}

/** No serious or critical axe violations on the page (JavaScript on only: axe runs in the page). */
async function expectAccessible(page: Page, info: TestInfo) {
  if (info.project.name === 'js-off') return
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
  expect(serious, serious.join('\n')).toEqual([])
}

test('a review approved with a reply appears on its product page', async ({ page }, info) => {
  const customer = newCustomer(info)
  const slug = 'kraft-paper-stickers'
  const title = `Rich kraft colour ${customer.stamp}`
  const reply = `Thank you, Meera. Enjoy the stickers (${customer.stamp}).`

  // The customer writes a review through the store's form.
  await register(page, customer)
  await page.goto(`/reviews/new?product=${slug}`)
  await page.getByRole('radio', { name: '5 stars' }).check({ force: true })
  await page.getByLabel('Title').fill(title)
  await page
    .getByLabel('Your review')
    .fill('The stickers came out crisp and the glue holds well on glass jars.')
  await page.getByRole('button', { name: 'Submit review' }).click()
  await expect(page).toHaveURL(new RegExp(`/product/${slug}\\?review=submitted`))
  // Waiting for moderation: not on the product page yet.
  await expect(page.locator('#reviews')).not.toContainText(title)

  // An admin replies and approves it in the queue.
  await signInAs(page, ADMIN.email, ADMIN.password, '/admin/reviews?status=PENDING')
  const card = page.getByRole('article', { name: title })
  await expect(card).toBeVisible()
  await expectAccessible(page, info)
  await card.getByText('Reply publicly…').click()
  await card.getByLabel('Reply from the shop (shown under the review)').fill(reply)
  await card.getByRole('button', { name: 'Save reply' }).click()
  await expect(page.getByText('Reply saved.')).toBeVisible()
  await expect(card.getByText('Reply from PrintStudio')).toBeVisible()
  await expect(card.locator('p').filter({ hasText: reply })).toBeVisible()
  await card.getByRole('button', { name: 'Approve', exact: true }).click()
  await expect(page.getByText('Review approved', { exact: false })).toBeVisible()
  await expect(page.getByRole('article', { name: title })).toHaveCount(0)

  // The product page shows it with the shop's reply.
  await page.goto(`/product/${slug}`)
  const shown = page.locator('#reviews').getByRole('listitem').filter({ hasText: title })
  await expect(shown).toBeVisible()
  await expect(shown.getByText('Reply from PrintStudio')).toBeVisible()
  await expect(shown.getByText(reply)).toBeVisible()
})

test("an admin adjusts a customer's points and the customer sees them", async ({ page }, info) => {
  const customer = newCustomer(info)
  await register(page, customer)

  // The admin finds the customer by email and adds points with a reason.
  await signInAs(page, ADMIN.email, ADMIN.password, '/admin/users')
  await page.getByLabel('Search by name, email or phone').fill(customer.email)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/users\?q=/)
  await expectAccessible(page, info)
  await page.getByRole('link', { name: `${customer.firstName} ${customer.lastName}` }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(customer.lastName)

  // A reason is required.
  await page.getByLabel('Points', { exact: true }).fill('120')
  await page.getByRole('button', { name: 'Adjust points' }).click()
  await expect(
    page.getByText('Give a reason for the adjustment (staff see it in the ledger).'),
  ).toBeVisible()

  await page.getByLabel('Points', { exact: true }).fill('120')
  await page.getByLabel('Reason').fill('Goodwill for a late delivery')
  await page.getByRole('button', { name: 'Adjust points' }).click()
  await expect(page.getByText('Points adjusted.')).toBeVisible()
  await expect(page.getByTestId('admin-points-balance')).toHaveText('120 points')
  const ledger = page.getByRole('table', { name: 'Points ledger' })
  await expect(ledger.getByText('Goodwill for a late delivery')).toBeVisible()
  await expect(ledger.getByText(ADMIN.email)).toBeVisible()
  await expectAccessible(page, info)

  // Taking away more than they have is refused.
  await page.getByLabel('Points', { exact: true }).fill('-500')
  await page.getByLabel('Reason').fill('Testing the limit')
  await page.getByRole('button', { name: 'Adjust points' }).click()
  await expect(page.getByText('That would take the balance below zero')).toBeVisible()
  await expect(page.getByTestId('admin-points-balance')).toHaveText('120 points')

  // The customer sees the points in their account.
  await signInAs(page, customer.email, customer.password, '/account/points')
  await expect(page.getByTestId('points-balance')).toHaveText('120 points')
})

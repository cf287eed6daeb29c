import { expect as baseExpect, test, type Page } from './fixtures.ts'
import { newShopper } from './shopper.ts'

// Signing in waits on argon2; the delete flow first pays for an order (full loads without JS).
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 150_000 })

const ADMIN = { email: 'admin@printstudio.test', password: 'Admin@12345' }

async function signInAsAdmin(page: Page, path: string) {
  await page.goto(path)
  // The admin gate sends a visitor to sign in and back.
  await expect(page).toHaveURL(/\/login\?returnUrl=.*requireAuth=admin/)
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible()
}

test('the admin signs in, searches and filters the list', async ({ page }, info) => {
  const jsOff = info.project.name === 'js-off'
  await signInAsAdmin(page, '/admin/orders')

  // Search by order number, with or without "PS-".
  const search = page.getByRole('searchbox', { name: 'Search' })
  await search.fill('260101')
  await search.press('Enter')
  await expect(page).toHaveURL(/q=260101/)
  await expect(page.getByText('Searching by order number PS-260101.')).toBeVisible()
  const table = page.getByRole('table')
  await expect(table.getByRole('rowheader')).toHaveText(['PS-260101'])
  await expect(page.getByTestId('orders-count')).toHaveText('1 order matches')
  await expect(table.getByRole('link', { name: 'PS-260101' })).toHaveAttribute(
    'href',
    /^\/admin\/orders\/\w+$/,
  )

  // The demo customer's orders by email, then only the shipped one.
  await search.fill('demo@printstudio.test')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(table.getByRole('rowheader').filter({ hasText: 'PS-260102' })).toBeVisible()
  await expect(table.getByRole('rowheader').filter({ hasText: 'PS-260103' })).toBeVisible()
  // With JavaScript a changed select applies itself; without it, Apply does.
  await page.getByLabel('Status').selectOption('SHIPPED')
  if (jsOff) await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/status=SHIPPED/)
  await expect(table.getByRole('rowheader').filter({ hasText: 'PS-260102' })).toBeVisible()
  await expect(table.getByRole('rowheader').filter({ hasText: 'PS-260103' })).toHaveCount(0)
  await expect(table.getByRole('row').filter({ hasText: 'PS-260102' })).toContainText('Shipped')

  // Nothing delivered in the future: the empty state says what to change.
  await page.getByLabel('Placed from').fill('2099-01-01')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('No orders match these filters.')).toBeVisible()
  await page.getByRole('link', { name: 'Clear filters' }).click()
  await expect(page).toHaveURL(/\/admin\/orders$/)
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('')
})

test('bulk delete previews and skips a paid order', async ({ page, browser, orders }, info) => {
  // A shopper with one paid order and one left awaiting payment (the orders fixture).
  const paid = await orders.paid(
    newShopper(info, { label: 'admin-orders', first: 'Nisha', last: 'Varma' }),
  )
  const pending = await orders.placed(paid)
  const { shopper } = paid
  const [paidNumber, pendingNumber] = [paid.number, pending.number]
  expect(pendingNumber).not.toBe(paidNumber)

  const context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    javaScriptEnabled: info.project.use.javaScriptEnabled,
  })
  const staff = await context.newPage()
  await signInAsAdmin(staff, `/admin/orders?q=${encodeURIComponent(shopper.email)}`)
  const table = staff.getByRole('table')
  await expect(table.getByRole('rowheader')).toHaveCount(2)
  await expect(table.getByRole('row').filter({ hasText: pendingNumber })).toContainText(
    'Awaiting payment',
  )

  // Select the whole page (a link without JavaScript, a toggle with it) and ask to delete.
  await staff.getByRole('link', { name: 'Select all 2 on this page' }).click()
  await expect(staff.getByRole('checkbox', { name: `Select order ${paidNumber}` })).toBeChecked()
  await expect(staff.getByRole('checkbox', { name: `Select order ${pendingNumber}` })).toBeChecked()
  await staff.getByRole('button', { name: 'Delete…' }).click()

  const preview = staff.getByTestId('bulk-result')
  await expect(
    staff.getByRole('heading', { name: 'Delete 1 order? Check the list first' }),
  ).toBeVisible()
  await expect(preview.getByTestId('bulk-done')).toHaveText(pendingNumber)
  await expect(preview.getByTestId('bulk-skipped')).toContainText(
    `${paidNumber}: Paid orders are kept for 72 months as GST sales records`,
  )
  // Nothing is deleted until confirmed.
  await expect(table.getByRole('rowheader')).toHaveCount(2)

  await staff.getByRole('button', { name: 'Delete 1 order for good' }).click()
  await expect(staff.getByRole('heading', { name: 'Deleted 1 order' })).toBeVisible()
  await expect(staff.getByTestId('bulk-done')).toHaveText(pendingNumber)
  // The confirm form posts only what the preview said it would delete.
  await expect(staff.getByRole('heading', { name: 'Skipped (0)' })).toBeVisible()
  await expect(table.getByRole('rowheader')).toHaveText([paidNumber])
  await context.close()

  // The shopper's account keeps the paid order only.
  await page.goto('/account/orders')
  await expect(page.getByText(paidNumber)).toBeVisible()
  await expect(page.getByText(pendingNumber)).toHaveCount(0)
})

import fs from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect as baseExpect, test, type Browser, type Page } from './fixtures.ts'

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 90_000 })

/** 'YYYY-MM-DD' of the India date `days` from today. */
function indiaDate(days: number) {
  return new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10)
}

/** "₹1,299", "₹129.50", "-₹25.39" → paise. */
function paiseOf(text: string) {
  const cleaned = text.replace(/[^\d.-]/g, '')
  return Math.round(Number(cleaned) * 100)
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login/)
}

/** The demo customer's order totals, as they see them under My Account. */
async function demoOrderTotals(browser: Browser, javaScriptEnabled: boolean, numbers: string[]) {
  const context = await browser.newContext({ javaScriptEnabled })
  const page = await context.newPage()
  await signIn(page, 'demo@printstudio.test', 'Demo@12345')
  await page.goto('/account/orders')
  const totals: number[] = []
  for (const number of numbers) {
    const link = page.getByRole('link', { name: new RegExp(`Order ${number}`) })
    totals.push(paiseOf((await link.locator('p').last().textContent()) ?? ''))
  }
  await context.close()
  return totals
}

test("the sales report's CSV downloads and its totals match the orders", async ({
  page,
  browser,
}, info) => {
  const jsOff = info.project.name === 'js-off'
  await signIn(page, 'admin@printstudio.test', 'Admin@12345')

  // The dashboard renders its needs-attention list and the three sales windows.
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Needs attention' })).toBeVisible()
  for (const name of ['Today', 'Last 7 days', 'Last 30 days'])
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Net sales per day, last 30 days' })).toBeVisible()

  // A custom range through the form: the demo shop's orders of 21 and 4 days ago, and none of
  // the orders other tests are paying for today.
  await page.getByRole('link', { name: 'Sales report', exact: true }).first().click()
  await expect(page.getByRole('heading', { name: 'Sales report', level: 1 })).toBeVisible()
  const from = indiaDate(-30)
  const to = indiaDate(-2)
  await page.getByLabel('From', { exact: true }).fill(from)
  await page.getByLabel('To', { exact: true }).fill(to)
  await page.getByLabel('Group by', { exact: true }).selectOption('week')
  await page.getByRole('button', { name: 'Show report' }).click()
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}&by=week`))
  await expect(page.getByRole('img', { name: /^Net sales by week/ })).toBeVisible()

  const table = page.getByRole('table', { name: 'Sales by week' })
  const headers = (await table.locator('thead th').allTextContents()).map((h) => h.trim())
  const totalCells = (await table.locator('tfoot tr > *').allTextContents()).map((c) => c.trim())
  expect(totalCells[0]).toBe('Total')
  const pageTotal = (column: string) => totalCells[headers.indexOf(column)]!

  // The CSV of the same query.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`sales-${from}-to-${to}-by-week.csv`)
  const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '')
  const [header, ...rows] = csv
    .trim()
    .split('\r\n')
    .map((line) => line.split(','))
  const bodyRows = (await table.locator('tbody tr').count()) + 1
  expect(rows).toHaveLength(bodyRows)
  const csvTotal = rows.at(-1)!
  expect(csvTotal[0]).toBe('Total')
  const csvValue = (column: string) => csvTotal[header!.indexOf(column)]!
  expect(Number(csvValue('Orders'))).toBe(Number(pageTotal('Orders')))
  for (const column of [
    'Gross sales',
    'Discounts',
    'Refunds',
    'Net sales',
    'CGST',
    'SGST',
    'IGST',
    'GST',
    'Shipping',
    'Total',
  ]) {
    expect(Math.round(Number(csvValue(column)) * 100), column).toBe(paiseOf(pageTotal(column)))
  }
  // The CSV's period rows add up to its total row.
  const sum = rows.slice(0, -1).reduce((s, r) => s + Math.round(Number(r[13]) * 100), 0)
  expect(sum).toBe(Math.round(Number(csvValue('Total')) * 100))

  // And the total is what the orders in the range cost their buyer (no refunds in it).
  const orderTotals = await demoOrderTotals(browser, !jsOff, ['PS-260101', 'PS-260102'])
  expect(Number(pageTotal('Orders'))).toBe(2)
  expect(paiseOf(pageTotal('Total'))).toBe(orderTotals.reduce((a, b) => a + b, 0))
})

test('the dashboard and the sales report have no serious accessibility violations', async ({
  page,
}, info) => {
  // axe runs inside the page, so it needs JavaScript; the markup is the same server render.
  test.skip(info.project.name === 'js-off', 'axe needs JavaScript')
  await signIn(page, 'admin@printstudio.test', 'Admin@12345')
  for (const path of [
    '/admin',
    '/admin/reports/sales?range=last-30-days',
    '/admin/reports/sales?from=2026-13-01',
  ]) {
    await page.goto(path)
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
      .analyze()
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
      )
    expect(serious, `${path}\n${serious.join('\n')}`).toEqual([])
  }
})

import AxeBuilder from '@axe-core/playwright'
import { expect as baseExpect, test, type Browser, type Page } from './fixtures.ts'
import { addCardsToCart, newShopper, outbox, signInAtCheckoutGate } from './shopper.ts'

// The recovery flow walks to the checkout (each page a full load without JavaScript); both wait on
// background work (the stand-in's webhooks, the job queue).
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 150_000 })

/** A second browser, signed in as the demo admin, on `path`. */
async function adminPage(browser: Browser, baseURL: string, jsOff: boolean, path: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: !jsOff })
  const page = await context.newPage()
  await page.goto(`/login?returnUrl=${encodeURIComponent(path)}`)
  await page.getByLabel('Email').fill('admin@printstudio.test')
  await page.getByLabel('Password').fill('Admin@12345')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`))
  return page
}

/** The admin screens meet the same accessibility bar as the storefront (axe needs JavaScript). */
async function expectAccessible(page: Page, jsOff: boolean) {
  if (jsOff) return
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
  expect(serious, serious.join('\n')).toEqual([])
}

test("an abandoned checkout's recovery link restores the cart", async ({
  page,
  browser,
  baseURL,
}, info) => {
  const jsOff = info.project.name === 'js-off'
  const shopper = newShopper(info, { label: 'recovery', first: 'Ravi', last: 'Iyer' })
  await addCardsToCart(page)
  await signInAtCheckoutGate(page, shopper)
  // Reminders go only to a confirmed email (issue 21, REC-1): the shopper opens the welcome
  // email's link and confirms, then leaves the checkout here.
  let welcome: { subject: string; text: string } | undefined
  await expect
    .poll(async () => {
      welcome = (await outbox(page, shopper.email)).find(
        (m) => m.subject === 'Welcome to PrintStudio',
      )
      return Boolean(welcome)
    })
    .toBe(true)
  const confirm = await page.context().newPage()
  await confirm.goto(/(http\S+\/confirm-email\?token=\S+)/.exec(welcome!.text)![1]!)
  await confirm.getByRole('button', { name: 'Confirm my email' }).click()
  await expect(confirm.getByRole('button', { name: 'Confirm my email' })).toHaveCount(0)
  await confirm.close()

  const admin = await adminPage(browser, baseURL!, jsOff, '/admin/abandoned-checkouts?show=all')
  await expect(admin.getByRole('heading', { name: 'Abandoned checkouts', level: 1 })).toBeVisible()
  await expect(admin.getByText('Recovered revenue')).toBeVisible()
  const row = admin.getByRole('row', { name: new RegExp(shopper.email) })
  await expect(row).toContainText('In progress')
  await row.getByRole('button', { name: `Send recovery email to ${shopper.email}` }).click()
  await expect(admin.getByRole('status').filter({ hasText: 'Recovery email sent' })).toHaveText(
    `Recovery email sent to ${shopper.email}.`,
  )
  await expect(row).toContainText('1 of 2')
  await expectAccessible(admin, jsOff)

  // The shopper opens the email's link on another device: no cookies there.
  const reminder = (await outbox(admin, shopper.email)).find(
    (m) => m.subject === 'Your PrintStudio cart is saved',
  )
  expect(reminder).toBeDefined()
  expect(reminder!.text).toContain('Standard Visiting Cards')
  const link = /(http\S+\/cart\/recover\?token=\S+)/.exec(reminder!.text)![1]!
  const elsewhere = await (
    await browser.newContext({ baseURL, javaScriptEnabled: !jsOff })
  ).newPage()
  await elsewhere.goto(link)
  await expect(elsewhere).toHaveURL(/\/cart\?notice=recovered$/)
  await expect(elsewhere.getByRole('status').filter({ hasText: 'Your cart is back' })).toHaveText(
    'Your cart is back as you left it. Prices are today’s prices.',
  )
  await expect(elsewhere.getByRole('heading', { name: 'Your cart', level: 1 })).toBeVisible()
  await expect(
    elsewhere
      .getByRole('region', { name: 'Items in your cart' })
      .getByRole('link', { name: 'Standard Visiting Cards', exact: true }),
  ).toBeVisible()
  await expect(elsewhere.getByRole('button', { name: 'Proceed to checkout' })).toBeVisible()

  // A tampered link changes nothing and says why.
  const stranger = await (
    await browser.newContext({ baseURL, javaScriptEnabled: !jsOff })
  ).newPage()
  await stranger.goto(`${link.slice(0, -3)}xyz`)
  await expect(stranger.getByRole('heading', { name: 'We could not open your cart' })).toBeVisible()
  await expect(stranger.getByText('This link is not valid.')).toBeVisible()
  await stranger.goto('/cart')
  await expect(stranger.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible()
})

test('the webhooks screen lists a payment’s deliveries and re-runs one without paying twice', async ({
  page,
  browser,
  baseURL,
  orders,
}, info) => {
  const jsOff = info.project.name === 'js-off'
  // A paid order (the orders fixture): the stand-in sends its webhooks as the shopper pays.
  const { number } = await orders.paid(
    newShopper(info, { label: 'recovery', first: 'Ravi', last: 'Iyer' }),
  )

  // Razorpay's webhooks arrive a moment later and the job processes them.
  const admin = await adminPage(browser, baseURL!, jsOff, '/admin/webhooks')
  await expect(admin.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible()
  await admin.getByLabel('Event type').selectOption('payment.captured')
  await admin.getByRole('button', { name: 'Filter' }).click()
  await expect(admin).toHaveURL(/[?&]type=payment\.captured/)
  const row = admin.getByRole('row', { name: new RegExp(number) })
  await expect(async () => {
    await admin.reload()
    await expect(row).toContainText(/Processed|Nothing to do/, { timeout: 1_000 })
  }).toPass({ timeout: 45_000 })
  await expect(row).toContainText('Valid')
  await expect(row).toContainText(/\d+ ms/)
  await expect(admin.getByText(/^Last delivery:/)).toBeVisible()

  await expectAccessible(admin, jsOff)
  await row.getByRole('link').first().click()
  await expect(admin.getByRole('heading', { level: 1 })).toContainText('payment.captured')
  await expect(admin.getByText('"event": "payment.captured"')).toBeVisible()
  await expect(admin.getByRole('link', { name: number })).toBeVisible()
  await admin.getByRole('button', { name: 'Re-run' }).click()
  await expect(admin.getByRole('status').filter({ hasText: 'Re-run' })).toHaveText(
    'Re-run finished: nothing changed (Payment already applied).',
  )
  await expectAccessible(admin, jsOff)

  // Still one payment on the shopper's order.
  await page.goto('/account/orders')
  await expect(page.getByText(number)).toBeVisible()
  await expect(page.getByText('Paid').first()).toBeVisible()
})

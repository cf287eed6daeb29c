import AxeBuilder from '@axe-core/playwright'
import { expect as baseExpect, test, type Browser, type TestInfo } from './fixtures.ts'
import { newShopper } from './shopper.ts'

// A paid order (the orders fixture), then staff work on it in a second browser: many full page
// loads without JavaScript, and a refund that Razorpay's webhook confirms a moment later.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 150_000 })

/**
 * Staff in a browser of their own: the order page sends them to sign in as an admin and back.
 */
async function adminOnOrder(browser: Browser, info: TestInfo, orderId: string) {
  const context = await browser.newContext({
    javaScriptEnabled: info.project.name !== 'js-off',
  })
  const page = await context.newPage()
  await page.goto(`/admin/orders/${orderId}`)
  await expect(page).toHaveURL(/\/login\?.*requireAuth=admin/)
  await page.getByLabel('Email').fill('admin@printstudio.test')
  await page.getByLabel('Password').fill('Admin@12345')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`))
  return page
}

test('an admin finds a paid order, moves it to production, ships it with a tracking number, and the customer sees it on /track-order', async ({
  page,
  browser,
  orders,
}, info) => {
  const jsOff = info.project.name === 'js-off'
  const { shopper, orderId, number } = await orders.paid(
    newShopper(info, { label: 'admin-order', first: 'Ravi', last: 'Shankar' }),
  )

  const admin = await adminOnOrder(browser, info, orderId)
  await expect(admin.getByRole('heading', { name: `Order ${number}`, level: 1 })).toBeVisible()
  await expect(admin.getByTestId('order-status')).toHaveText('Paid')
  await expect(admin.getByRole('link', { name: shopper.name })).toHaveAttribute(
    'href',
    /^\/admin\/users\//,
  )
  await expect(admin.getByText(shopper.email).first()).toBeVisible()

  await admin.getByRole('button', { name: 'Start production' }).click()
  await expect(admin.getByText('Moved to production.')).toBeVisible()
  await expect(admin.getByTestId('order-status')).toHaveText('In production')

  // Shipping asks for the tracking number first.
  await admin.getByRole('textbox', { name: 'Courier' }).fill('Blue Dart')
  await admin.getByRole('button', { name: 'Mark shipped and notify the customer' }).click()
  await expect(admin.getByText(/Enter the tracking number/)).toBeVisible()
  await expect(admin.getByTestId('order-status')).toHaveText('In production')
  await admin.getByRole('textbox', { name: 'Courier' }).fill('Blue Dart')
  await admin.getByLabel('Tracking number').fill('BD123456789IN')
  await admin.getByRole('button', { name: 'Mark shipped and notify the customer' }).click()
  await expect(admin.getByText(/Marked shipped/)).toBeVisible()
  await expect(admin.getByTestId('order-status')).toHaveText('Shipped')
  const timeline = admin.getByTestId('timeline')
  await expect(timeline.getByText('by admin@printstudio.test').first()).toBeVisible()
  await expect(timeline.getByText(/Shipping email sent to/)).toBeVisible()
  if (!jsOff) {
    // axe runs inside the page, so only with JavaScript (the markup is the same server render).
    const results = await new AxeBuilder({ page: admin })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
      .analyze()
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    expect(serious, serious.join('\n')).toEqual([])
  }

  // The customer's SMS links to tracking with the order filled in.
  let link = ''
  await expect
    .poll(async () => {
      const res = await page.request.get(`/dev/outbox?to=${shopper.phone}`)
      const body = (await res.json()) as { messages: Array<{ text: string }> }
      link = /(http\S+\/track-order\?\S+)/.exec(body.messages[0]?.text ?? '')?.[1] ?? ''
      return link
    })
    .toContain(`number=${number}`)
  await page.goto(new URL(link).pathname + new URL(link).search)
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible()
  await expect(page.getByText('Shipped').first()).toBeVisible()
  await expect(page.getByText('Blue Dart').first()).toBeVisible()
  await expect(page.getByText('BD123456789IN').first()).toBeVisible()

  // And by typing the number on /track-order.
  await page.goto('/track-order')
  await page.getByLabel('Order number').fill(number)
  await page.getByLabel('Email or phone number').fill(shopper.email)
  await page.getByRole('button', { name: 'Track order' }).click()
  await expect(page.getByText('BD123456789IN').first()).toBeVisible()
  await admin.context().close()
})

test('a partial refund with points reversed', async ({ page, browser, orders }, info) => {
  const { orderId, number } = await orders.paid(
    newShopper(info, { label: 'admin-order', first: 'Ravi', last: 'Shankar' }),
  )

  const admin = await adminOnOrder(browser, info, orderId)
  const points = admin.getByTestId('order-points')
  await expect(points).toContainText('(pending delivery)')
  const earned = Number(
    /Earned\s*(\d+)/.exec((await points.textContent()) ?? '')?.[1] ?? Number.NaN,
  )
  expect(earned).toBeGreaterThan(0)

  // The form offers everything left: the whole payment.
  const paidPaise = Math.round(
    Number(await admin.getByLabel('Amount in rupees').inputValue()) * 100,
  )
  expect(paidPaise).toBeGreaterThan(15_000)

  // Over what is left: refused with the limit, nothing refunded.
  await admin.getByLabel('Amount in rupees').fill('99999')
  await admin.getByLabel('Reason', { exact: true }).fill('Two cards arrived bent')
  await admin.getByRole('button', { name: 'Refund through Razorpay' }).click()
  await expect(admin.getByText(/is left to refund on this payment/)).toBeVisible()
  await expect(admin.getByTestId('refunds')).toHaveCount(0)

  await admin.getByLabel('Amount in rupees').fill('150')
  await admin.getByLabel('Reason', { exact: true }).fill('Two cards arrived bent')
  await admin.getByRole('button', { name: 'Refund through Razorpay' }).click()
  await expect(admin.getByText(/Refund asked of Razorpay/)).toBeVisible()

  // Razorpay's refund.processed webhook arrives a moment later and is processed by its job.
  await expect(async () => {
    await admin.reload()
    await expect(admin.getByTestId('refunds')).toContainText('Processed', { timeout: 1000 })
  }).toPass({ timeout: 40_000 })
  await expect(admin.getByTestId('order-status')).toHaveText('Paid')
  const creditNote = admin.getByTestId('credit-notes').getByRole('link', { name: /^CN\// })
  await expect(creditNote).toBeVisible()
  const cnNumber = ((await creditNote.textContent()) ?? '').replace(' (PDF)', '')
  const withdrawn = Math.round((earned * 15_000) / paidPaise)
  await expect(points).toContainText(
    new RegExp(`Withdrawn by refunds or cancelling\\s*${withdrawn}(?!\\d)`),
  )
  await expect(admin.getByTestId('timeline').getByText(/Refunded: ₹150/)).toBeVisible()

  // The customer finds the refund on their order with its credit note, and the points withdrawn.
  await page.goto(`/account/orders/${orderId}`)
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible()
  await expect(
    page.getByRole('link', { name: new RegExp(`Credit note ${cnNumber}`) }),
  ).toBeVisible()
  await expect(page.getByText(/Refunded: ₹150 to the original payment method/)).toBeVisible()
  await expect(page.getByText('Two cards arrived bent')).toHaveCount(0)
  await page.goto('/account/points')
  await expect(page.getByText('Withdrawn: order cancelled or refunded').first()).toBeVisible()
  await admin.context().close()
})

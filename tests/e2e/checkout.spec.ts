import { expect as baseExpect, test, type Page } from './fixtures.ts'
import { addCardsToCart, newShopper, signInAtCheckoutGate, type Shopper } from './shopper.ts'

// Checkout walks many pages (each a full load without JavaScript) and waits on the payment step.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 120_000 })

async function fillNewAddress(page: Page, shopper: Shopper) {
  await page.getByLabel('Add a new address').check()
  await page.getByLabel('Full name').fill(shopper.name)
  await page.getByLabel('Mobile number (10 digits)').fill(shopper.phone)
  await page.getByLabel('Flat, house number, street').fill('42 Church Street')
  await page.getByLabel('City or town').fill('Bengaluru')
  await page.getByLabel('State').selectOption('Karnataka')
  await page.getByLabel('PIN code').fill('560001')
}

/** Pays on the stand-in: the modal with JavaScript, the hosted page without. */
async function pay(page: Page, jsOff: boolean, outcome: 'Pay' | 'Fail') {
  await expect(page).toHaveURL(/\/checkout\/pay\?order=/)
  if (jsOff) {
    await page.getByRole('button', { name: /^Pay ₹.* securely$/ }).click()
    await expect(page.getByRole('heading', { name: 'Test payment — no money moves' })).toBeVisible()
    await page.getByRole('button', { name: outcome === 'Pay' ? /^Pay / : 'Fail' }).click()
  } else {
    const dialog = page.getByRole('dialog', { name: 'Test payment' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: outcome === 'Pay' ? /^Pay/ : 'Fail' }).click()
  }
}

test('a new shopper buys with a phone code, a new address and the stand-in payment', async ({
  page,
}, info) => {
  const jsOff = info.project.name === 'js-off'
  const shopper = newShopper(info, {
    label: 'checkout',
    first: 'Kavya',
    last: 'Menon',
    phonePrefix: '8',
  })
  await addCardsToCart(page)
  await signInAtCheckoutGate(page, shopper)

  // Contact comes from the account; the summary is priced on the server with GST.
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(shopper.email)
  await expect(page.getByTestId('checkout-line')).toHaveCount(1)
  await expect(page.getByTestId('dispatch-promise')).toContainText('dispatched by')
  const total = (await page.getByTestId('checkout-total').textContent())!
  await fillNewAddress(page, shopper)
  await page.getByRole('button', { name: /^Place order and pay/ }).click()

  await pay(page, jsOff, 'Pay')
  await expect(page).toHaveURL(/\/order-confirmation\?order=/)
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible()
  const number = (await page
    .getByText(/PS-\d{6}/)
    .first()
    .textContent())!.match(/PS-\d{6}/)![0]
  await expect(page.getByText(total).first()).toBeVisible()

  // The cart is empty now; the order is in My Account and on the tracking page.
  await page.goto('/cart')
  await expect(page.getByRole('button', { name: 'Proceed to checkout' })).toHaveCount(0)
  await page.goto('/account/orders')
  await expect(page.getByText(number)).toBeVisible()
  await page.goto('/track-order')
  await page.getByLabel('Order number').fill(number)
  await page.getByLabel('Email or phone number').fill(shopper.phone)
  await page.getByRole('button', { name: 'Track order' }).click()
  await expect(page.getByText('Paid').first()).toBeVisible()
})

test('a refused checkout keeps every typed address field; the address mobile defaults to the contact mobile', async ({
  page,
}, info) => {
  const shopper = newShopper(info, {
    label: 'checkout',
    first: 'Kavya',
    last: 'Menon',
    phonePrefix: '8',
  })
  await addCardsToCart(page)
  await signInAtCheckoutGate(page, shopper)
  await page.getByLabel('Mobile number', { exact: true }).fill(shopper.phone)
  await page.getByLabel('Add a new address').check()
  await page.getByLabel('Full name').fill(shopper.name)
  await page.getByLabel('Flat, house number, street').fill('42 Church Street')
  await page.getByLabel('Area, locality (optional)').fill('Shanthala Nagar')
  await page.getByLabel('City or town').fill('Bengaluru')
  await page.getByLabel('State').selectOption('Karnataka')
  await page.getByLabel('PIN code').fill('56000')
  await page.getByRole('button', { name: /^Place order and pay/ }).click()

  await expect(page.getByText(/PIN/).first()).toBeVisible()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByLabel('Add a new address')).toBeChecked()
  await expect(page.getByLabel('Full name')).toHaveValue(shopper.name)
  await expect(page.getByLabel('Flat, house number, street')).toHaveValue('42 Church Street')
  await expect(page.getByLabel('Area, locality (optional)')).toHaveValue('Shanthala Nagar')
  await expect(page.getByLabel('City or town')).toHaveValue('Bengaluru')
  await expect(page.getByLabel('State')).toHaveValue('Karnataka')
  await expect(page.getByLabel('PIN code')).toHaveValue('56000')
  await expect(page.getByLabel('Mobile number (10 digits)')).toHaveValue(shopper.phone)

  await page.getByLabel('PIN code').fill('560001')
  await page.getByRole('button', { name: /^Place order and pay/ }).click()
  await expect(page).toHaveURL(/\/checkout\/pay\?order=/)
})

test('a failed payment returns to checkout with the cart kept, and a retry pays', async ({
  page,
}, info) => {
  const jsOff = info.project.name === 'js-off'
  const shopper = newShopper(info, {
    label: 'checkout',
    first: 'Kavya',
    last: 'Menon',
    phonePrefix: '8',
  })
  await addCardsToCart(page)
  await signInAtCheckoutGate(page, shopper)
  await fillNewAddress(page, shopper)
  await page.getByRole('button', { name: /^Place order and pay/ }).click()

  await pay(page, jsOff, 'Fail')
  await expect(page).toHaveURL(/\/checkout\?payment=failed/)
  await expect(page.getByRole('alert').first()).toContainText('Your payment did not go through')
  await expect(page.getByTestId('checkout-line')).toHaveCount(1)

  // The saved address is chosen now; placing again reuses the order and pays.
  await page.getByRole('button', { name: /^Place order and pay/ }).click()
  await pay(page, jsOff, 'Pay')
  await expect(page).toHaveURL(/\/order-confirmation\?order=/)
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible()
})

test('a price change under checkout is explained before any money is taken', async ({
  page,
}, info) => {
  const shopper = newShopper(info, {
    label: 'checkout',
    first: 'Kavya',
    last: 'Menon',
    phonePrefix: '8',
  })
  await addCardsToCart(page)
  await signInAtCheckoutGate(page, shopper)
  await fillNewAddress(page, shopper)
  // Another tab changes the cart: two more sets.
  const other = await page.context().newPage()
  await other.goto('/cart')
  await other
    .getByRole('textbox', { name: /Quantity of/ })
    .or(other.getByLabel(/Quantity of/))
    .first()
    .fill('3')
  await other.getByRole('button', { name: 'Update' }).click()
  await expect(other.getByRole('link', { name: /Cart, 3 items/ })).toBeVisible()
  await other.close()

  await page.getByRole('button', { name: /^Place order and pay/ }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('alert').first()).toContainText('Your cart changed')
  await expect(page.getByTestId('cart-changes')).toContainText('the quantity changed from 1 to 3')
})

test('signed out, every first load of /checkout shows the whole gate and hydrates without replacing it', async ({
  browser,
  javaScriptEnabled,
}) => {
  // The gate is a chunk of its own. Without JavaScript the server must wait for it (a Suspense
  // boundary once sent an empty page); with JavaScript a load that hydrated before it arrived
  // replaced the server's page (React error #418, caught by the suite's hydration watch) on about
  // half of the loads.
  for (let load = 0; load < 5; load++) {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      javaScriptEnabled,
    })
    const page = await context.newPage()
    await page.goto('/checkout')
    await expect(page.getByRole('heading', { name: 'Sign in to check out' })).toBeVisible()
    await expect(
      page.getByRole('heading', { name: 'Continue with your mobile number' }),
    ).toBeVisible()
    await page.waitForLoadState('networkidle')
    await context.close()
  }
})

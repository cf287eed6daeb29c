import { expect as baseExpect, test } from './fixtures.ts'
import { newShopper, smsCode } from './shopper.ts'
import { printableImage } from './artwork-files.ts'

/**
 * "Send my file later" (decision 033), as a shopper walks it in both projects: square visiting
 * cards without a file are refused with the reason; with "Send my file later" they are paid and
 * the order waits as Awaiting artwork in My Account until the file is uploaded there.
 */
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 120_000 })

test('without a file the cards are refused; "Send my file later" is paid, waits, and the file is sent from My Account', async ({
  page,
}, info) => {
  const jsOff = info.project.name === 'js-off'
  const shopper = newShopper(info, { label: 'artwork', first: 'Ishaan', last: 'Verma' })

  await page.goto('/product/square-visiting-cards')
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByRole('alert')).toContainText('Add your artwork')

  await page.goto('/product/square-visiting-cards')
  await page.getByLabel('Send my file later').check()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByText('You will send your file after paying')).toBeVisible()

  await page.getByRole('button', { name: 'Proceed to checkout' }).click()
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(shopper.phone)
  await page.getByRole('button', { name: 'Send OTP' }).click()
  await page.getByLabel('6-digit code').fill(await smsCode(page, shopper.phone))
  await page.getByLabel('Your name').fill(shopper.name)
  await page.getByLabel('Email for your receipt').fill(shopper.email)
  await page.getByRole('button', { name: 'Verify and continue' }).click()
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible()
  await page.getByLabel('Add a new address').check()
  await page.getByLabel('Full name').fill(shopper.name)
  await page.getByLabel('Mobile number (10 digits)').fill(shopper.phone)
  await page.getByLabel('Flat, house number, street').fill('3 Park Street')
  await page.getByLabel('City or town').fill('Kolkata')
  await page.getByLabel('State').selectOption('West Bengal')
  await page.getByLabel('PIN code').fill('700016')
  await page.getByRole('button', { name: /^Place order and pay/ }).click()
  await expect(page).toHaveURL(/\/checkout\/pay\?order=/)
  if (jsOff) {
    await page.getByRole('button', { name: /^Pay ₹.* securely$/ }).click()
    await page.getByRole('button', { name: /^Pay / }).click()
  } else {
    await page
      .getByRole('dialog', { name: 'Test payment' })
      .getByRole('button', { name: /^Pay/ })
      .click()
  }
  await expect(page).toHaveURL(/\/order-confirmation\?order=/)
  const orderId = new URL(page.url()).searchParams.get('order')!

  await page.goto(`/account/orders/${orderId}`)
  const waiting = page.getByRole('region', { name: 'Awaiting artwork' })
  await expect(waiting).toBeVisible()
  await waiting
    .getByLabel('Your file for Square Visiting Cards')
    .setInputFiles(await printableImage('square-visiting-cards'))
  await waiting.getByRole('button', { name: 'Upload file' }).click()
  await expect(page).toHaveURL(new RegExp(`/account/orders/${orderId}\\?artwork=received$`))
  await expect(page.getByText('Artwork received: thank you.')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Awaiting artwork' })).toHaveCount(0)
})

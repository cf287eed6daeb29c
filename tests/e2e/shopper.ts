import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import { expect as baseExpect } from '@playwright/test'
import { printableImage } from './artwork-files.ts'

/**
 * A shopper as the e2e specs walk them, and the outbox they read: one copy for every spec.
 */

// Pages without JavaScript are full loads, and signing in waits on argon2.
const expect = baseExpect.configure({ timeout: 15_000 })

export type Shopper = ReturnType<typeof newShopper>

/**
 * A new shopper, unique to this test and project: `label` starts their email (the spec's name),
 * `phonePrefix` their 10-digit mobile number.
 */
export function newShopper(
  info: TestInfo,
  {
    label,
    first = 'Asha',
    last = 'Verma',
    phonePrefix = '7',
  }: { label: string; first?: string; last?: string; phonePrefix?: string },
) {
  const stamp = `${Date.now().toString(36)}${info.workerIndex}${Math.floor(Math.random() * 1e4)}`
  const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, '0')
  return {
    first,
    last,
    name: `${first} ${last}`,
    email: `${label}-${info.project.name}-${stamp}@example.com`,
    phone: `${phonePrefix}${digits}`,
  }
}

export interface OutboxMessage {
  subject: string
  text: string
}

/** The messages sent to an email or phone, newest first (`GET /dev/outbox`, with MOCKS=true). */
export async function outbox(from: Page | APIRequestContext, to: string) {
  const request = 'request' in from ? from.request : from
  const res = await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`)
  return ((await res.json()) as { messages: OutboxMessage[] }).messages
}

/** The newest code texted to a phone, read from the dev outbox as the shopper reads their SMS. */
export async function smsCode(page: Page, phone: string) {
  let code = ''
  await expect
    .poll(async () => {
      code = /\b(\d{6})\b/.exec((await outbox(page, phone))[0]?.text ?? '')?.[1] ?? ''
      return code
    })
    .toMatch(/^\d{6}$/)
  return code
}

/**
 * Registering ends with the code texted to the phone (decision 031): after "Create account", read
 * the code from the dev outbox as the shopper reads their SMS, type it and finish.
 */
export async function enterRegistrationCode(page: Page, phone: string) {
  await expect(page.getByLabel('6-digit code')).toBeVisible()
  await page.getByLabel('6-digit code').fill(await smsCode(page, phone))
  await page.getByRole('button', { name: 'Verify and create account' }).click()
}

/** Registers `shopper` through /register (phone code included) and lands on `returnUrl`. */
export async function signUpThroughPages(page: Page, shopper: Shopper, returnUrl: string) {
  await page.goto(`/register?returnUrl=${encodeURIComponent(returnUrl)}`)
  await page.getByLabel('First name').fill(shopper.first)
  await page.getByLabel('Last name').fill(shopper.last)
  await page.getByLabel('Email').fill(shopper.email)
  await page.getByLabel('Mobile number').fill(shopper.phone)
  await page.getByLabel('Password', { exact: true }).fill('Print-Studio-2026!')
  await page.getByLabel('Confirm password').fill('Print-Studio-2026!')
  await page.getByRole('button', { name: 'Create account' }).click()
  await enterRegistrationCode(page, shopper.phone)
  await expect(page).toHaveURL((url) => url.pathname === returnUrl.split('?')[0])
}

/** Visiting cards with a print-ready file (the artwork rule, decision 033) into the cart. */
export async function addCardsToCart(page: Page) {
  await page.goto('/product/standard-visiting-cards')
  await page
    .getByLabel(/Upload your design/)
    .setInputFiles(await printableImage('standard-visiting-cards'))
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page).toHaveURL(/\/cart$/)
}

/** From the cart through the checkout gate: a new shopper signs in with a phone code. */
export async function signInAtCheckoutGate(page: Page, shopper: Shopper) {
  await page.getByRole('button', { name: 'Proceed to checkout' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sign in to check out')
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(shopper.phone)
  await page.getByRole('button', { name: 'Send OTP' }).click()
  await page.getByLabel('6-digit code').fill(await smsCode(page, shopper.phone))
  await page.getByLabel('Your name').fill(shopper.name)
  await page.getByLabel('Email for your receipt').fill(shopper.email)
  await page.getByRole('button', { name: 'Verify and continue' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible()
}

/** Pays on the stand-in's pay step: the dialog with JavaScript, the hosted page without. */
export async function payOnStandIn(page: Page, jsOff: boolean) {
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
}

/** The first order number (PS-123456) on the page. */
export async function orderNumberOn(page: Page) {
  const text = await page
    .getByText(/PS-\d{6}/)
    .first()
    .textContent()
  return /PS-\d{6}/.exec(text ?? '')![0]
}

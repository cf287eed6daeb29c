import { expect as baseExpect, test, type Page, type TestInfo } from './fixtures.ts'
import { enterRegistrationCode } from './shopper.ts'

// Sign-in steps wait on argon2 hashing and a redirect; give a busy machine room.
const expect = baseExpect.configure({ timeout: 15_000 })

// Each flow signs up and walks several pages, each a server round trip (without JS, full loads).
test.describe.configure({ timeout: 90_000 })

/** A person of their own for every test and project, so parallel runs never share an account. */
function newPerson(info: TestInfo) {
  const stamp = `${Date.now().toString(36)}${info.workerIndex}${Math.floor(Math.random() * 1e4)}`
  const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, '0')
  return {
    firstName: 'Meera',
    lastName: 'Iyer',
    email: `e2e-${info.project.name}-${stamp}@example.com`,
    phone: `9${digits}`,
    password: 'Sunrise2026',
  }
}
type Person = ReturnType<typeof newPerson>

async function register(page: Page, p: Person) {
  await page.goto('/register')
  await page.getByLabel('First name').fill(p.firstName)
  await page.getByLabel('Last name').fill(p.lastName)
  await page.getByLabel('Email').fill(p.email)
  await page.getByLabel('Mobile number').fill(p.phone)
  await page.getByLabel('Password', { exact: true }).fill(p.password)
  await page.getByLabel('Confirm password').fill(p.password)
  await page.getByRole('button', { name: 'Create account' }).click()
  await enterRegistrationCode(page, p.phone)
  await expect(page).toHaveURL(/\/account(\/orders)?$/)
}

async function openAccountMenu(page: Page) {
  await page.getByRole('banner').getByLabel('Account menu').click()
}

async function signOut(page: Page) {
  await openAccountMenu(page)
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/**
 * The newest message to an address (that matches `pattern`, when given), read from the outbox as a
 * person reads their inbox. Some arrive a moment after the page answers (a reset link is made by a
 * background job, decision 028).
 */
async function latestMessage(page: Page, to: string, pattern?: RegExp) {
  let text = ''
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/dev/outbox?to=${encodeURIComponent(to)}`)
        const body = (await res.json()) as { messages: Array<{ text: string }> }
        text = body.messages.find((m) => !pattern || pattern.test(m.text))?.text ?? ''
        return text
      },
      { timeout: 15_000 },
    )
    .not.toBe('')
  return text
}

test('register, sign out, sign in and change password', async ({ page }, info) => {
  const p = newPerson(info)
  await register(page, p)
  await expect(page.getByRole('heading', { name: `Hello, ${p.firstName}` })).toBeVisible()

  // The header's avatar shows the first letter and a menu naming the person.
  const header = page.getByRole('banner')
  await expect(header.getByLabel('Account menu')).toHaveText('M')
  await openAccountMenu(page)
  await expect(header.getByText('Signed in as')).toBeVisible()
  await expect(header.getByText(p.email)).toBeVisible()
  for (const item of [
    'My Account',
    'Orders & Projects',
    'Saved Addresses',
    'Security & Settings',
  ]) {
    await expect(header.getByRole('link', { name: item })).toBeVisible()
  }
  await header.getByRole('button', { name: 'Sign out' }).click()
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible()

  // Account pages now send the visitor to sign in, and back afterwards.
  await page.goto('/account/change-password')
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Faccount%2Fchange-password$/)
  await signInWithPassword(page, p.email, 'Wrong2026x')
  await expect(page.getByText('Incorrect email or password.')).toBeVisible()
  await signInWithPassword(page, p.email, p.password)
  await expect(page).toHaveURL(/\/account\/change-password$/)

  // Change password: every rule's message, then a wrong current password, then success.
  const current = page.getByLabel('Current password')
  const next = page.getByLabel('New password', { exact: true })
  const confirm = page.getByLabel('Confirm new password')
  const change = page.getByRole('button', { name: 'Change password' })
  await next.fill('short')
  await confirm.fill('other')
  await change.click()
  for (const message of [
    'Current password is required',
    'Password must be at least 8 characters',
    'Password must contain at least one uppercase letter',
    'Password must contain at least one number',
    "Passwords don't match",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  }
  await current.fill(p.password)
  await next.fill('ALLUPPER123')
  await confirm.fill('ALLUPPER123')
  await change.click()
  await expect(
    page.getByText('Password must contain at least one lowercase letter', { exact: true }),
  ).toBeVisible()
  await current.fill('NotMine2026')
  await next.fill('Moonrise2027')
  await confirm.fill('Moonrise2027')
  await change.click()
  await expect(page.getByText('Current password is incorrect')).toBeVisible()
  await page.getByLabel('Current password').fill(p.password)
  await page.getByLabel('New password', { exact: true }).fill('Moonrise2027')
  await page.getByLabel('Confirm new password').fill('Moonrise2027')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Your password has been changed.')).toBeVisible()
})

test('add, edit, set default and delete saved addresses', async ({ page }, info) => {
  await register(page, newPerson(info))
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Saved Addresses' })
    .click()
  await expect(page.getByText('No saved addresses yet.')).toBeVisible()
  const addAddress = async (name: string, line1: string) => {
    await page.getByRole('link', { name: 'Add a new address' }).click()
    await page.getByLabel('Full name').fill(name)
    await page.getByLabel('Mobile number').fill('98450 12345')
    await page.getByLabel('Flat, house number, street').fill(line1)
    await page.getByLabel('City or town').fill('Bengaluru')
    await page.getByLabel('State').selectOption('Karnataka')
    await page.getByLabel('PIN code').fill('560102')
    await page.getByRole('button', { name: 'Save address' }).click()
    await expect(page.getByText('Address saved.')).toBeVisible()
  }
  await page.getByRole('link', { name: 'Add a new address' }).click()
  await page.getByRole('button', { name: 'Save address' }).click()
  await expect(page.getByText('Enter the name of the person receiving the order')).toBeVisible()
  await expect(page.getByText('Enter a 6-digit PIN code')).toBeVisible()
  if (info.project.name === 'js-on') {
    // With JavaScript a typed PIN code fills city and state at once (without, the server does on save).
    await page.getByLabel('PIN code').fill('999999')
    await expect(
      page.getByRole('status').filter({ hasText: 'PIN code 999999 does not exist' }),
    ).toBeVisible()
    await page.getByLabel('PIN code').fill('560001')
    await expect(page.getByLabel('City or town')).toHaveValue('Bangalore')
    await expect(page.getByLabel('State')).toHaveValue('Karnataka')
    await expect(page.getByText('we filled in the city and state')).toBeVisible()
  }
  await page.getByRole('link', { name: 'Cancel' }).click()
  await addAddress('Home', '221, 5th Main, HSR Layout')
  await addAddress('Office', '3rd Floor, Prestige Tower')
  await expect(page.getByRole('listitem', { name: 'Home (default)' })).toBeVisible()

  await page.getByRole('link', { name: 'Edit address of Office' }).click()
  await page.getByLabel('Full name').fill('Office reception')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Address updated.')).toBeVisible()
  const office = page.getByRole('listitem', { name: 'Office reception' })
  await office.getByRole('button', { name: 'Set as default' }).click()
  await expect(page.getByRole('listitem', { name: 'Office reception (default)' })).toBeVisible()
  await page.getByRole('button', { name: 'Delete address of Home' }).click()
  await expect(page.getByText('Address deleted.')).toBeVisible()
  await expect(page.getByRole('listitem'))
    .toHaveCount(1, { timeout: 5000 })
    .catch(() => {})
  await expect(page.getByRole('listitem', { name: /^Home/ })).toHaveCount(0)
})

test('sign in with a code sent by SMS, creating an account for a new phone', async ({
  page,
}, info) => {
  const p = newPerson(info)
  await page.goto('/login')
  await page.getByRole('link', { name: 'Phone (OTP)' }).click()
  await page.getByLabel('Mobile number').fill(`+91 ${p.phone}`)
  await page.getByRole('button', { name: 'Send OTP' }).click()
  await expect(page.getByText(`******${p.phone.slice(-4)}`)).toBeVisible()
  const sms = await latestMessage(page, p.phone)
  const code = /\b(\d{6})\b/.exec(sms)![1]!
  await page.getByLabel('6-digit code').fill(code)
  await page.getByRole('button', { name: 'Verify and sign in' }).click()

  // No account has this phone yet: the number is verified and a name is asked for.
  await expect(page.getByText('Your number is verified.')).toBeVisible()
  await page.getByLabel('First name').fill('Arjun')
  await page.getByLabel('Last name').fill('Menon')
  await page.getByLabel('Email').fill(p.email)
  await page.getByRole('button', { name: 'Create account and sign in' }).click()
  await openAccountMenu(page)
  await expect(page.getByRole('banner').getByText('Arjun')).toBeVisible()
})

test('sign in with a code to the phone of an existing account', async ({ page }, info) => {
  const p = newPerson(info)
  await register(page, p)
  await signOut(page)
  await page.goto('/login?method=phone')
  await page.getByLabel('Mobile number').fill(p.phone)
  await page.getByRole('button', { name: 'Send OTP' }).click()
  // Registering texted a code too: read the outbox only once this one has been sent.
  await expect(page.getByLabel('6-digit code')).toBeVisible()
  const code = /\b(\d{6})\b/.exec(await latestMessage(page, p.phone))![1]!
  await page.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000')
  await page.getByRole('button', { name: 'Verify and sign in' }).click()
  await expect(page.getByRole('alert')).toContainText(/code/i)
  await page.getByLabel('6-digit code').fill(code)
  await page.getByRole('button', { name: 'Verify and sign in' }).click()
  await expect(page.getByRole('banner').getByLabel('Account menu')).toHaveText('M')
})

test('forgot password: the emailed link sets a new password; the old one stops working', async ({
  page,
}, info) => {
  const p = newPerson(info)
  await register(page, p)
  await signOut(page)
  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
  await page.getByLabel('Email').fill(p.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText('If an account uses that email')).toBeVisible()

  const resetLink = /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/
  const link = resetLink.exec(await latestMessage(page, p.email, resetLink))![0]
  await page.goto(new URL(link).pathname)
  await page.getByLabel('New password', { exact: true }).fill('Moonrise2027')
  await page.getByLabel('Confirm new password').fill('Moonrise2027')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByText('Your password has been reset and you are signed in.')).toBeVisible()
  await signOut(page)

  await page.goto('/login')
  await signInWithPassword(page, p.email, p.password)
  await expect(page.getByText('Incorrect email or password.')).toBeVisible()
  await signInWithPassword(page, p.email, 'Moonrise2027')
  await expect(page.getByRole('banner').getByLabel('Account menu')).toBeVisible()

  // The link worked once only.
  await page.goto(new URL(link).pathname)
  await expect(page.getByText('This reset link has expired or was already used.')).toBeVisible()
})

test('the designer asks visitors to sign in and brings them back to it', async ({ page }, info) => {
  const p = newPerson(info)
  await register(page, p)
  await signOut(page)
  await page.goto('/product/standard-visiting-cards')
  await page.getByRole('link', { name: /Design online/ }).click()
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fdesigner%2F[^&]+&requireAuth=designer$/)
  await expect(page.getByText('Sign in to use the online designer.')).toBeVisible()
  await signInWithPassword(page, p.email, p.password)
  await expect(page).toHaveURL(/\/designer\/[^/?]+$/)
})

test('a customer is sent away from the admin area', async ({ page }, info) => {
  const p = newPerson(info)
  await register(page, p)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fadmin&requireAuth=admin$/)
  await expect(page.getByText(`You are signed in as ${p.email}`)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0)
})

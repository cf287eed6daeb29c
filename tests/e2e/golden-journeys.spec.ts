/**
 * The golden journeys (issue 20): the store's central promise walked the way a new shopper walks
 * it, from the product page to the print file staff download, one per mode. Every step is reached
 * by clicking what the shopper sees (no URL typed after the first page), and every page on the
 * phone is checked for sideways scrolling. These are the suite's spine: a change that breaks any
 * step of designing, uploading, paying or printing fails here.
 */
import { expect as baseExpect, test, type Page } from './fixtures.ts'
import { newShopper, smsCode, type Shopper } from './shopper.ts'
import PDFDocument from 'pdfkit'
import sharp from 'sharp'

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 240_000 })

const PHONE = { width: 360, height: 740 }
// Hindi and the rupee sign: the text a shopper in India types, shaped and embedded in the print file.
const CARD_TEXT = 'आशा प्रिंट्स ₹499'
const CARD_TEXT_LATIN = 'Asha Prints'

/** No page may scroll sideways on a phone. */
async function fitsThePhone(page: Page) {
  // A picture of every step, for a person to look at (test-results/e2e/<test>/).
  const step = new URL(page.url()).pathname.replace(/[^a-z0-9]+/gi, '-')
  await page.screenshot({
    path: test.info().outputPath(`${Date.now()}${step}.png`),
    fullPage: true,
  })
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }))
  expect(scroll, `${page.url()} is wider than the phone`).toBeLessThanOrEqual(width)
}

/** Text of every page of a PDF, read with pdf.js (what a person opening the file would see). */
async function pdfText(bytes: Buffer) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false })
    .promise
  const pages: string[] = []
  let images = 0
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n)
    const content = await page.getTextContent()
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join(''))
    const ops = await page.getOperatorList()
    images += ops.fnArray.filter(
      (f) => f === pdfjs.OPS.paintImageXObject || f === pdfjs.OPS.paintInlineImageXObject,
    ).length
  }
  await doc.destroy()
  return { text: pages.join('\n'), pages: doc.numPages, images }
}

async function signInByPhone(page: Page, shopper: Shopper) {
  await page.getByRole('link', { name: 'Phone (OTP)' }).click()
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(shopper.phone)
  await page.getByRole('button', { name: 'Send OTP' }).click()
  await page.getByLabel('6-digit code').fill(await smsCode(page, shopper.phone))
  await page.getByRole('button', { name: 'Verify and sign in' }).click()
  await page.getByLabel('First name').fill(shopper.first)
  await page.getByLabel('Last name').fill(shopper.last)
  await page.getByLabel('Email').fill(shopper.email)
  await page.getByRole('button', { name: 'Create account and sign in' }).click()
}

async function fillAddress(page: Page, shopper: Shopper) {
  const add = page.getByLabel('Add a new address')
  if (await add.isVisible()) await add.check()
  await page.getByLabel('Full name').fill(`${shopper.first} ${shopper.last}`)
  await page.getByLabel('Mobile number (10 digits)').fill(shopper.phone)
  await page.getByLabel('Flat, house number, street').fill('42 Church Street')
  await page.getByLabel('City or town').fill('Bengaluru')
  await page.getByLabel('State').selectOption('Karnataka')
  await page.getByLabel('PIN code').fill('560001')
}

/** Staff: sign in, find the order, open its print file; returns the file's bytes. */
async function adminPrintFile(
  page: Page,
  orderNumber: string,
  linkName = 'Print file with crop marks',
) {
  // The admin gate sends staff to sign in and back.
  await page.goto('/admin/orders')
  await expect(page).toHaveURL(/\/login\?returnUrl=.*requireAuth=admin/)
  await page.getByLabel('Email').fill('admin@printstudio.test')
  await page.getByLabel('Password').fill('Admin@12345')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible()
  await page.getByRole('searchbox').first().fill(orderNumber)
  await page.getByRole('searchbox').first().press('Enter')
  await page.getByRole('link', { name: orderNumber }).first().click()
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(orderNumber)
  const link = page.getByRole('link', { name: linkName }).first()
  const href = await link.getAttribute('href')
  expect(href).toBeTruthy()
  const res = await page.request.get(href!)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toContain('application/pdf')
  return Buffer.from(await res.body())
}

test('(a) phone, JavaScript on: options, designer with ₹ and Hindi, image, cart, pay, account, invoice, print file', async ({
  browser,
}, info) => {
  test.skip(info.project.name !== 'js-on', 'the designer canvas needs JavaScript')
  const shopper = newShopper(info, { label: 'golden', first: 'Asha', last: 'Verma' })
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    baseURL: info.project.use.baseURL,
  })
  const page = await context.newPage()

  // The product page: choose a quantity, then design online.
  await page.goto('/product/standard-visiting-cards')
  await fitsThePhone(page)
  const quantity = page.getByLabel('Quantity', { exact: true })
  await quantity.selectOption({ index: 1 })
  await page.getByRole('link', { name: 'Design online' }).click()

  // Signed out: the designer asks the shopper to sign in, then brings them back.
  await expect(page).toHaveURL(/\/login\?/)
  await fitsThePhone(page)
  await signInByPhone(page, shopper)
  await expect(page).toHaveURL(/\/designer\//)
  const canvas = page.getByTestId('design-canvas')
  await expect(canvas).toBeVisible()
  await fitsThePhone(page)

  // ₹ and Hindi text, then an image of the shopper's own.
  const panel = page.getByRole('complementary', { name: 'Design panel' })
  const layers = panel.getByRole('list', { name: 'Layers' })
  await layers
    .getByRole('button', { name: /^Text: / })
    .first()
    .click()
  await panel.getByLabel('Text', { exact: true }).fill(`${CARD_TEXT_LATIN} ${CARD_TEXT}`)
  await expect(
    layers.getByRole('button', { name: new RegExp(`^Text: ${CARD_TEXT_LATIN} `) }),
  ).toBeVisible()
  const photo = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: '#c0392b' },
  })
    .png()
    .toBuffer()
  await panel
    .getByLabel(/Add image/)
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: photo })
  await expect(layers.getByRole('button', { name: 'Image', exact: true })).toBeVisible()
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved')

  // Add to cart: a design that was not edited after adding is ready to pay.
  const check = panel.getByLabel('I have checked my proof')
  if (await check.isVisible()) await check.check()
  await panel.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await fitsThePhone(page)
  const items = page.getByRole('region', { name: 'Items in your cart' })
  await expect(
    items.getByRole('link', { name: 'Standard Visiting Cards', exact: true }),
  ).toBeVisible()
  await expect(page.getByText('You changed this design after adding it')).toHaveCount(0)

  // Checkout: signed in already, a new address, the stand-in payment in its dialog.
  await page.getByRole('button', { name: 'Proceed to checkout' }).click()
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible()
  await fitsThePhone(page)
  await fillAddress(page, shopper)
  const placeOrder = page.getByRole('button', { name: /^Place order and pay/ })
  await expect(placeOrder).toBeEnabled()
  await placeOrder.click()
  const dialog = page.getByRole('dialog', { name: 'Test payment' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: /^Pay/ }).click()

  // Confirmation, then the order in My Account and its invoice.
  await expect(page).toHaveURL(/\/order-confirmation\?order=/)
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible()
  await fitsThePhone(page)
  const number = (await page
    .getByText(/PS-\d{6}/)
    .first()
    .textContent())!.match(/PS-\d{6}/)![0]
  await page.getByRole('link', { name: 'View this order in My Account' }).click()
  await expect(page).toHaveURL(/\/account\/orders\/[^/]+$/)
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible()
  await fitsThePhone(page)
  const invoiceHref = await page
    .getByRole('link', { name: /^Tax invoice .* \(PDF\)$/ })
    .getAttribute('href')
  const invoice = await page.request.get(invoiceHref!)
  expect(invoice.status()).toBe(200)
  expect((await pdfText(Buffer.from(await invoice.body()))).text).toContain(number)
  await context.close()

  // (c) Staff open the order's print file: it is the shopper's design, text and image.
  const staff = await browser.newContext({ baseURL: info.project.use.baseURL })
  const file = await pdfText(await adminPrintFile(await staff.newPage(), number))
  expect(file.text).toContain(CARD_TEXT_LATIN)
  expect(file.text).toContain('₹499')
  expect(file.images).toBeGreaterThan(0)
  await staff.close()
})

/** A print-ready PDF as a shopper's design tool exports it: trim + bleed, the font embedded. */
async function printReadyPdf(text: string, widthMm: number, heightMm: number) {
  const pt = (mm: number) => (mm * 72) / 25.4
  const doc = new PDFDocument({ autoFirstPage: false })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const ended = new Promise((resolve) => doc.on('end', resolve))
  doc.addPage({ size: [pt(widthMm), pt(heightMm)], margin: 0 })
  doc.rect(0, 0, pt(widthMm), pt(heightMm)).fill('#1f4e79')
  doc.font('node_modules/@fontsource/inter/files/inter-latin-400-normal.woff')
  doc.fillColor('#ffffff').fontSize(12).text(text, pt(10), pt(12))
  doc.end()
  await ended
  return Buffer.concat(chunks)
}

test('(b) desktop, JavaScript off: options, PDF upload, cart, checkout with a mistake, hosted pay, confirmation, print file', async ({
  page,
  browser,
}, info) => {
  test.skip(info.project.name !== 'js-off', 'the plain-HTML journey')
  const shopper = newShopper(info, { label: 'golden', first: 'Asha', last: 'Verma' })
  await page.setViewportSize({ width: 1280, height: 900 })

  // Options on the product page are a plain form: choose a quantity, update the price.
  await page.goto('/product/standard-visiting-cards')
  const options = page.getByRole('form', { name: 'Choose options' })
  await options.getByLabel('Quantity', { exact: true }).selectOption({ index: 1 })
  await options.getByRole('button', { name: 'Update price' }).click()
  await expect(page).toHaveURL(/[?&]qty=/)

  // The shopper's own print-ready PDF (95 × 57 mm: the card with its 3 mm bleed).
  const artwork = await printReadyPdf('Meera Textiles, Surat', 95, 57)
  await page
    .getByLabel('Upload your design', { exact: true })
    .setInputFiles({ name: 'meera-card.pdf', mimeType: 'application/pdf', buffer: artwork })
  await options.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  const items = page.getByRole('region', { name: 'Items in your cart' })
  await expect(
    items.getByRole('link', { name: 'Standard Visiting Cards', exact: true }),
  ).toBeVisible()
  await expect(items.getByText(/With your uploaded (design|PDF)/)).toBeVisible()

  // Checkout: the gate proves the phone; the address has one mistake (a 5-digit PIN code).
  await page.getByRole('button', { name: 'Proceed to checkout' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sign in to check out')
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(shopper.phone)
  await page.getByRole('button', { name: 'Send OTP' }).click()
  await page.getByLabel('6-digit code').fill(await smsCode(page, shopper.phone))
  await page.getByLabel('Your name').fill(`${shopper.first} ${shopper.last}`)
  await page.getByLabel('Email for your receipt').fill(shopper.email)
  await page.getByRole('button', { name: 'Verify and continue' }).click()
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible()
  await fillAddress(page, shopper)
  await page.getByLabel('PIN code').fill('56000')
  await page.getByRole('button', { name: /^Place order and pay/ }).click()

  // Refused, with every typed value still there; the PIN code is fixed and the order placed.
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible()
  await expect(page.getByLabel('Full name')).toHaveValue(`${shopper.first} ${shopper.last}`)
  await expect(page.getByLabel('Mobile number (10 digits)')).toHaveValue(shopper.phone)
  await expect(page.getByLabel('Flat, house number, street')).toHaveValue('42 Church Street')
  await expect(page.getByLabel('City or town')).toHaveValue('Bengaluru')
  await expect(page.getByLabel('State')).toHaveValue('Karnataka')
  await expect(page.getByLabel('PIN code')).toHaveValue('56000')
  await page.getByLabel('PIN code').fill('560001')
  await page.getByRole('button', { name: /^Place order and pay/ }).click()

  // Razorpay's hosted page (the stand-in without keys), then back to the store.
  await expect(page).toHaveURL(/\/checkout\/pay\?order=/)
  await page.getByRole('button', { name: /^Pay ₹.* securely$/ }).click()
  await expect(page.getByRole('heading', { name: 'Test payment — no money moves' })).toBeVisible()
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page).toHaveURL(/\/order-confirmation\?order=/)
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible()
  const number = (await page
    .getByText(/PS-\d{6}/)
    .first()
    .textContent())!.match(/PS-\d{6}/)![0]

  // (c) Staff open the print file: the shopper's PDF, as they sent it.
  const staff = await browser.newContext({ baseURL: info.project.use.baseURL })
  const file = await adminPrintFile(
    await staff.newPage(),
    number,
    'Print file (the PDF as uploaded)',
  )
  expect(file.equals(artwork)).toBe(true)
  expect((await pdfText(file)).text).toContain('Meera Textiles, Surat')
  await staff.close()
})

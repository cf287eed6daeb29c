import { spawn } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import readline from 'node:readline'
import {
  expect as baseExpect,
  test as base,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from '@playwright/test'
import type { SeededOrder, SeedOrderInput } from './seed-order.ts'
import { E2E_SERVER_FILE, e2eServerEnv, SEEDED, type E2eServerInfo } from './server-env.ts'
import {
  addCardsToCart,
  newShopper,
  orderNumberOn,
  payOnStandIn,
  signInAtCheckoutGate,
  signUpThroughPages,
  type Shopper,
} from './shopper.ts'

export { expect } from '@playwright/test'
export type { Browser, BrowserContext, Page, TestInfo, Locator } from '@playwright/test'

/**
 * What React says when the server's HTML and the browser's first render differ (a date formatted
 * in two time zones, a random id): "Hydration failed", "Text content does not match", or in the
 * production build "Minified React error #418/#423/#425".
 */
const HYDRATION = /hydrat|Minified React error #(418|419|421|422|423|425)\b/i

/**
 * The suite's `test`: Playwright's, with a watch on every page of the test (the `page` fixture's
 * and any context the test opens itself) that fails the test when React reports a hydration error
 * in the console or as an uncaught page error. The js-on project runs in New York's time zone
 * (playwright.config.ts), so a date formatted in the browser's zone instead of India's shows here.
 */
export const test = base.extend<
  { hydrationWatch: void; orders: Orders; signIn: (returnUrl: string, on?: Page) => Promise<void> },
  { seedOrder: (input: SeedOrderInput) => Promise<SeededOrder> }
>({
  hydrationWatch: [
    async ({ context, browser }, use, testInfo) => {
      const seen: string[] = []
      const watch = (watched: BrowserContext) => {
        watched.on('console', (message: ConsoleMessage) => {
          if (message.type() === 'error' && HYDRATION.test(message.text())) {
            seen.push(`${message.page()?.url() ?? ''}: ${message.text().slice(0, 300)}`)
          }
        })
        watched.on('weberror', (error) => {
          const text = String(error.error()?.message ?? error.error())
          if (HYDRATION.test(text)) seen.push(`${error.page()?.url() ?? ''}: ${text.slice(0, 300)}`)
        })
      }
      watch(context)
      // Contexts a test opens itself get the watch and the project's time zone too.
      const newContext = browser.newContext.bind(browser)
      const timezoneId = testInfo.project.use.timezoneId
      const patched: Browser['newContext'] = async (options = {}) => {
        const opened = await newContext({ ...(timezoneId ? { timezoneId } : {}), ...options })
        watch(opened)
        return opened
      }
      browser.newContext = patched
      try {
        await use()
      } finally {
        browser.newContext = newContext
      }
      if (seen.length) {
        throw new Error(`React hydration errors (${seen.length}):\n${seen.slice(0, 10).join('\n')}`)
      }
    },
    { auto: true },
  ],
  orders: async ({ page, seedOrder }, use, testInfo) => {
    await use(ordersFor(page, testInfo.project.name === 'js-off', seedOrder))
  },
  // A new shopper signed in on the test's page (or `on`), who lands on `returnUrl`: made by the seeder with a
  // session cookie (signing up is the accounts spec's), through the pages on an embedded database.
  signIn: async ({ page, seedOrder }, use, testInfo) => {
    await use(async (returnUrl, on = page) => {
      const shopper = newShopper(testInfo, { label: 'signed-in', phonePrefix: '9' })
      if (embeddedDatabase()) return signUpThroughPages(on, shopper, returnUrl)
      const seeded = await seedOrder({ shopper, withoutOrder: true })
      await on.context().addCookies([{ ...seeded.session!, url: baseUrl() }])
      await on.goto(returnUrl)
    })
  },
  // One seed-order.ts per worker, started when a test first asks for an order: the store's
  // modules load once, not once an order.
  seedOrder: [
    // Playwright reads a fixture's dependencies from this pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      let child: ReturnType<typeof startSeeder> | undefined
      await use((input) => (child ??= startSeeder()).seed(input))
      if (child) await child.stop()
    },
    { scope: 'worker' },
  ],
})

/**
 * Orders for the admin specs without buying through the pages (decision 043; the purchase itself
 * is the checkout spec's and the golden journeys'): `seed-order.ts` makes the shopper and places
 * the order in the e2e server's database with the store's own functions, and this page, signed in
 * as the shopper, pays it on the stand-in's pay step, so the server applies the payment (callback,
 * webhooks, invoice, points) and its stand-in knows the payment for refunds. On an embedded
 * database, which takes one client, the shopper buys through the pages instead.
 */
export interface Orders {
  /** A new shopper, signed in on the test's page, with an order of visiting cards paid. */
  paid(shopper: Shopper): Promise<PlacedOrder>
  /** Another order for the same shopper, placed and left awaiting payment. */
  placed(paid: PlacedOrder): Promise<PlacedOrder>
}

export interface PlacedOrder {
  shopper: Shopper
  userId: string
  orderId: string
  number: string
}

const expect = baseExpect.configure({ timeout: 15_000 })

/** `seed-order.ts` in the e2e server's environment, answering one order a line. */
function startSeeder() {
  const server = JSON.parse(fs.readFileSync(E2E_SERVER_FILE, 'utf8')) as E2eServerInfo
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/seed-order.ts'], {
    env: {
      ...process.env,
      ...e2eServerEnv(server.databaseUrl, server.embedded),
      DATABASE_POOL_SIZE: '2',
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const waiting: Array<(answer: string) => void> = []
  // The store's own logging shares stdout: answers are the lines that start with SEEDED.
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.startsWith(SEEDED)) waiting.shift()?.(line.slice(SEEDED.length))
  })
  const exited = once(child, 'exit')
  return {
    seed(input: SeedOrderInput) {
      return new Promise<SeededOrder>((resolve, reject) => {
        waiting.push((answer) => {
          const result = JSON.parse(answer) as { order?: SeededOrder; error?: string }
          if (result.order) resolve(result.order)
          else reject(new Error(`seed-order.ts: ${result.error}`))
        })
        void exited.then(() => reject(new Error('seed-order.ts exited')))
        child.stdin.write(`${JSON.stringify(input)}\n`)
      })
    },
    async stop() {
      child.stdin.end()
      await exited
    },
  }
}

function embeddedDatabase() {
  return (JSON.parse(fs.readFileSync(E2E_SERVER_FILE, 'utf8')) as E2eServerInfo).embedded
}

function ordersFor(
  page: Page,
  jsOff: boolean,
  seedOrder: (input: SeedOrderInput) => Promise<SeededOrder>,
): Orders {
  return {
    async paid(shopper) {
      if (embeddedDatabase()) return buyThroughPages(page, shopper, jsOff)
      const seeded = await seedOrder({ shopper })
      await page.context().addCookies([{ ...seeded.session!, url: baseUrl() }])
      await page.goto(`/checkout/pay?order=${seeded.orderId}`)
      await payOnStandIn(page, jsOff)
      await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible()
      return { shopper, userId: seeded.userId, orderId: seeded.orderId, number: seeded.number }
    },
    async placed(paid) {
      if (embeddedDatabase()) {
        await addCardsToCart(page)
        await page.getByRole('button', { name: 'Proceed to checkout' }).click()
        await page.getByRole('button', { name: /^Place order and pay/ }).click()
        await expect(page).toHaveURL(/\/checkout\/pay\?order=/)
        const orderId = new URL(page.url()).searchParams.get('order')!
        return { ...paid, orderId, number: await orderNumberOn(page) }
      }
      const seeded = await seedOrder({ shopper: paid.shopper, userId: paid.userId })
      return { ...paid, orderId: seeded.orderId, number: seeded.number }
    },
  }
}

const baseUrl = () => `http://127.0.0.1:${process.env.E2E_PORT}`

/** The shopper's whole purchase through the store's pages (an embedded database only). */
async function buyThroughPages(page: Page, shopper: Shopper, jsOff: boolean) {
  await addCardsToCart(page)
  await signInAtCheckoutGate(page, shopper)
  await page.getByLabel('Add a new address').check()
  await page.getByLabel('Full name').fill(shopper.name)
  await page.getByLabel('Mobile number (10 digits)').fill(shopper.phone)
  await page.getByLabel('Flat, house number, street').fill('7 Residency Road')
  await page.getByLabel('City or town').fill('Bengaluru')
  await page.getByLabel('State').selectOption('Karnataka')
  await page.getByLabel('PIN code').fill('560025')
  await page.getByRole('button', { name: /^Place order and pay/ }).click()
  await expect(page).toHaveURL(/\/checkout\/pay\?order=/)
  await payOnStandIn(page, jsOff)
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible()
  const orderId = new URL(page.url()).searchParams.get('order')!
  // Only `placed` reads the id, and on an embedded database it buys through the pages too.
  return { shopper, userId: '', orderId, number: await orderNumberOn(page) }
}

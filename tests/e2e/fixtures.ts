import {
  test as base,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
} from '@playwright/test'

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
export const test = base.extend<{ hydrationWatch: void }>({
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
})

import { defineConfig, devices } from '@playwright/test'
import getPort from 'get-port'
import { findChromium, NO_CHROMIUM } from './scripts/lib/chromium.ts'
import { E2E_RUN_SUFFIX } from './tests/e2e/server-env.ts'

/**
 * End-to-end tests drive the Chromium `scripts/lib/chromium.ts` finds (CHROME_PATH, Debian's
 * /usr/bin/chromium, chromium on PATH, or the npm package @sparticuz/chromium; `npm test` installs
 * Debian's first when none is there) against the built server started with MOCKS=true on a free
 * port. Two projects run the same flows: with JavaScript on and with it off.
 */
const chromium = await findChromium()
if (!chromium) throw new Error(NO_CHROMIUM)
// Workers load this file again: the environment makes them use the same browser.
process.env.CHROME_PATH = chromium.path
const chromePath = chromium.path

// Chosen once in the runner process; workers inherit it through the environment.
process.env.E2E_PORT ??= String(await getPort())
const port = Number(process.env.E2E_PORT)
const baseURL = `http://127.0.0.1:${port}`

const launchOptions = {
  executablePath: chromePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
}

export default defineConfig({
  testDir: 'tests/e2e',
  // Its own folder: Playwright empties outputDir on start, and test-results/ holds vitest's report.
  // npm test runs the specs in parts (`--shard`), each with its own folder, report and server.
  outputDir: `test-results/e2e${E2E_RUN_SUFFIX}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: `test-results/e2e-results${E2E_RUN_SUFFIX}.json` }]],
  use: {
    baseURL,
    // Recording a trace (screenshots and DOM snapshots of every step) costs the browser CPU on
    // every test: under npm test (CI=1) only a failed test's retry records one (decision 061).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'js-on',
      // Not India's zone: a date formatted in the browser's zone instead of IST fails hydration.
      use: { ...devices['Desktop Chrome'], launchOptions, timezoneId: 'America/New_York' },
    },
    {
      name: 'js-off',
      use: { ...devices['Desktop Chrome'], javaScriptEnabled: false, launchOptions },
      // axe runs inside the page, so it needs JavaScript; the markup it checks is the same server render.
      // Page weight is measured over HTTP, without the browser: once is enough.
      testIgnore: /a11y\.spec\.ts|page-weight\.spec\.ts/,
    },
  ],
  webServer: {
    command: 'tsx tests/e2e/start-server.ts',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(port) },
  },
})

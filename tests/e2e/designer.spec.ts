import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures.ts'
import sharp from 'sharp'
import { printableImage } from './artwork-files.ts'

// Each test signs up, loads the editor (Paper.js, fonts) and often reloads it: 20-45 s on a busy
// two-core machine, over the default 30 s.
test.describe.configure({ timeout: 60_000 })

const PRODUCT = 'standard-visiting-cards'
const DESIGNER = `/designer/${PRODUCT}`

test('signed-out visitors are sent to sign in with returnUrl and requireAuth=designer', async ({
  page,
}) => {
  await page.goto(`${DESIGNER}?qty=200`)
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/login' &&
      url.searchParams.get('returnUrl') === `${DESIGNER}?qty=200` &&
      url.searchParams.get('requireAuth') === 'designer',
  )
})

test('without JavaScript the designer says so and offers the upload form', async ({
  page,
  signIn,
}, info) => {
  test.skip(info.project.name !== 'js-off', 'the no-JS page')
  await signIn(DESIGNER)
  await expect(page.getByTestId('designer-needs-js')).toContainText('needs JavaScript')
  const form = page.getByRole('form', { name: 'Upload your design and add to cart' })
  await expect(form.getByLabel(/Upload your design/)).toBeVisible()
  await form
    .getByLabel(/Upload your design/)
    .setInputFiles(await printableImage('standard-visiting-cards'))
  await form.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByText('With your uploaded design')).toBeVisible()
})

test('design a visiting card: edit, add, upload, undo/redo, autosave, reload, proof, cart', async ({
  page,
  signIn,
}, info) => {
  test.skip(info.project.name !== 'js-on', 'the editor needs JavaScript')
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  const consoleErrors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text())
  })
  await signIn(DESIGNER)
  const canvas = page.getByTestId('design-canvas')
  await expect(canvas).toBeVisible({ timeout: 20_000 })
  // The design's web fonts load (the page's CSP allows no inline <style>, so they are FontFaces).
  await expect
    .poll(() =>
      page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').length),
    )
    .toBeGreaterThan(0)
  const panel = page.getByRole('complementary', { name: 'Design panel' })
  const layers = panel.getByRole('list', { name: 'Layers' })

  // Edit the template's first text through the panel.
  await layers
    .getByRole('button', { name: /^Text: / })
    .first()
    .click()
  await panel.getByLabel('Text', { exact: true }).fill('Asha Verma Studio')
  await expect(
    layers.getByRole('button', { name: 'Text: Asha Verma Studio', exact: true }),
  ).toBeVisible()
  await panel.getByLabel('Font size (pt)').fill('14')

  // Add a shape and move it with the keyboard.
  await panel.getByRole('button', { name: 'Add rectangle' }).click()
  await expect(layers.getByRole('button', { name: 'Rectangle', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const x = panel.getByLabel('X (mm)', { exact: true })
  const before = Number(await x.inputValue())
  await canvas.focus()
  await page.keyboard.press('Shift+ArrowRight')
  await expect(x).toHaveValue(String(before + 10))

  // Drag it on the canvas, then resize it by its bottom-right handle.
  const width = panel.getByLabel('Width (mm)', { exact: true })
  const y = panel.getByLabel('Y (mm)', { exact: true })
  const height = panel.getByLabel('Height (mm)', { exact: true })
  const toScreen = async (mmX: number, mmY: number) => {
    const box = (await canvas.boundingBox())!
    const [scale, ox, oy] = await Promise.all(
      ['data-scale', 'data-offset-x', 'data-offset-y'].map(async (a) =>
        Number(await canvas.getAttribute(a)),
      ),
    )
    return { x: box.x + ox! + mmX * scale!, y: box.y + oy! + mmY * scale!, scale: scale! }
  }
  const rect = async () => ({
    x: Number(await x.inputValue()),
    y: Number(await y.inputValue()),
    w: Number(await width.inputValue()),
    h: Number(await height.inputValue()),
  })
  const r0 = await rect()
  const centre = await toScreen(r0.x + r0.w / 2, r0.y + r0.h / 2)
  await page.mouse.move(centre.x, centre.y)
  await page.mouse.down()
  await page.mouse.move(centre.x - 60, centre.y + 5, { steps: 6 })
  await page.mouse.up()
  await expect.poll(async () => (await rect()).x).toBeLessThan(r0.x - 30 / centre.scale)
  const r1 = await rect()
  const corner = await toScreen(r1.x + r1.w, r1.y + r1.h)
  await page.mouse.move(corner.x, corner.y)
  await page.mouse.down()
  await page.mouse.move(corner.x + 40, corner.y + 20, { steps: 5 })
  await page.mouse.up()
  await expect.poll(async () => (await rect()).w).toBeGreaterThan(r1.w + 20 / centre.scale)
  expect((await rect()).x).toBeCloseTo(r1.x, 1)
  // One drag is one undo step.
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect.poll(async () => (await rect()).w).toBeCloseTo(r1.w, 1)
  await page.getByRole('button', { name: 'Redo' }).click()
  await expect.poll(async () => (await rect()).w).toBeGreaterThan(r1.w + 20 / centre.scale)

  // The order form prices options on the server.
  const price = async () =>
    Number((await panel.getByTestId('price').textContent())!.replace(/[^\d]/g, ''))
  const cheapest = await price()
  const quantity = panel.getByLabel('Quantity', { exact: true })
  const tiers = await quantity.locator('option').count()
  await quantity.selectOption({ index: tiers - 1 })
  await expect.poll(price).toBeGreaterThan(cheapest)

  // A small image: placed, and warned about as very low resolution.
  const small = await sharp({
    create: { width: 120, height: 80, channels: 3, background: '#3366cc' },
  })
    .png()
    .toBuffer()
  await panel
    .getByLabel(/Add image/)
    .setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: small })
  await expect(layers.getByRole('button', { name: 'Image', exact: true })).toBeVisible()
  await expect(panel.getByTestId('dpi-warning')).toContainText('Very low resolution')
  await expect(panel.getByTestId('preflight')).toContainText(/DPI|resolution/i)

  // Undo removes the image, redo brings it back (buttons and shortcuts).
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(layers.getByRole('button', { name: 'Image', exact: true })).toHaveCount(0)
  await canvas.focus()
  await page.keyboard.press('Control+Shift+Z')
  await expect(layers.getByRole('button', { name: 'Image', exact: true })).toBeVisible()
  await page.keyboard.press('Control+z')
  await expect(layers.getByRole('button', { name: 'Image', exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: 'Redo' }).click()
  await expect(layers.getByRole('button', { name: 'Image', exact: true })).toBeVisible()

  // Autosave, then a reload finds the design.
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved', { timeout: 15_000 })
  await page.reload()
  await expect(canvas).toBeVisible({ timeout: 20_000 })
  await expect(
    layers.getByRole('button', { name: 'Text: Asha Verma Studio', exact: true }),
  ).toBeVisible()
  await expect(layers.getByRole('button', { name: 'Rectangle', exact: true })).toBeVisible()
  await expect(layers.getByRole('button', { name: 'Image', exact: true })).toBeVisible()
  await expect(page.getByText('We restored changes')).toHaveCount(0)

  // The proof PDF.
  const proof = page.getByRole('link', { name: 'Download proof (PDF)' })
  const href = await proof.getAttribute('href')
  expect(href).toMatch(/^\/api\/designs\/[^/]+\/proof\.pdf$/)
  const pdf = await page.request.get(href!)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toContain('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')

  // The very low resolution image is an error: Add to cart is off and says what to fix.
  const addButton = panel.getByRole('button', { name: 'Add to cart' })
  await expect(panel.getByTestId('cart-blocked')).toContainText('DPI')
  await expect(addButton).toBeDisabled()
  await layers.getByRole('button', { name: 'Image', exact: true }).click()
  await panel.getByRole('button', { name: 'Delete Image' }).click()
  await expect(addButton).toBeEnabled()
  // A warning left (the rectangle past the safe area) needs the shopper's check.
  const check = panel.getByLabel('I have checked my proof')
  if (await check.isVisible()) await check.check()

  // Add to cart with the design: the cart shows its preview.
  await addButton.click()
  await expect(page).toHaveURL(/\/cart$/, { timeout: 20_000 })
  const items = page.getByRole('region', { name: 'Items in your cart' })
  await expect(
    items.getByRole('link', { name: 'Standard Visiting Cards', exact: true }),
  ).toBeVisible()
  const preview = items.locator('img[src^="/api/images/"]').first()
  await expect(preview).toBeVisible()
  const img = await page.request.get((await preview.getAttribute('src'))!)
  expect(img.headers()['content-type']).toContain('image/png')
  // The design was not edited after it was added: the line is not flagged as changed, even after
  // the editor's last-chance save as the page was left (issue 20).
  await page.waitForTimeout(1000)
  await page.reload()
  await expect(items.getByText('You changed this design after adding it')).toHaveCount(0)
  expect(consoleErrors).toEqual([])
})

test('the first frame downloads the font files its text is set in, not the fallbacks', async ({
  page,
  signIn,
}, info) => {
  test.skip(info.project.name !== 'js-on', 'the editor needs JavaScript')
  await signIn(DESIGNER)
  await page.waitForFunction(() => performance.getEntriesByName('designer-ready').length > 0)
  const { preloaded, fetched } = await page.evaluate(() => {
    const ready = performance.getEntriesByName('designer-ready')[0]!.startTime
    const fonts = (urls: string[]) =>
      urls.filter((u) => u.includes('/fonts/')).map((u) => new URL(u).pathname)
    const links = document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=font]')
    const resources = performance.getEntriesByType('resource').filter((r) => r.startTime < ready)
    return {
      preloaded: fonts([...links].map((l) => l.href)),
      fetched: fonts(resources.map((r) => r.name)),
    }
  })
  // A Latin card's text needs its own faces only: no Noto file of the fallback chain.
  expect(preloaded.length).toBeGreaterThan(0)
  expect(fetched).toEqual(expect.arrayContaining(preloaded))
  expect(fetched.filter((f) => f.includes('noto-'))).toEqual([])
})

test('the editor is usable on a 360 px phone: the panel is a bottom sheet', async ({
  page,
  signIn,
}, info) => {
  test.skip(info.project.name !== 'js-on', 'the editor needs JavaScript')
  await page.setViewportSize({ width: 360, height: 740 })
  await signIn(DESIGNER)
  const canvas = page.getByTestId('design-canvas')
  await expect(canvas).toBeVisible({ timeout: 20_000 })
  const box = (await canvas.boundingBox())!
  expect(box.width).toBeGreaterThan(300)
  const sheet = page.getByRole('button', { name: 'Hide panel' })
  await expect(sheet).toBeVisible()
  const panelBox = (await page.getByRole('complementary', { name: 'Design panel' }).boundingBox())!
  expect(panelBox.y).toBeGreaterThan(box.y)
  await sheet.click()
  await expect(page.getByRole('button', { name: 'Show panel' })).toBeVisible()
  // No sideways scrolling at 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})

test('the editor has no serious or critical accessibility violations', async ({
  page,
  signIn,
}, info) => {
  test.skip(info.project.name !== 'js-on', 'the editor needs JavaScript')
  await page.setViewportSize({ width: 1280, height: 900 })
  await signIn(DESIGNER)
  await expect(page.getByTestId('design-canvas')).toBeVisible({ timeout: 20_000 })
  // With an element selected, so the properties form is checked too.
  const panel = page.getByRole('complementary', { name: 'Design panel' })
  await panel.getByRole('button', { name: 'Add QR code' }).click()
  await expect(panel.getByLabel('QR code link or text')).toBeVisible()
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
    )
  expect(serious, serious.join('\n')).toEqual([])

  // Clipboard shortcuts on the selected QR code: copy/paste, duplicate, delete.
  const qrs = panel
    .getByRole('list', { name: 'Layers' })
    .getByRole('button', { name: 'QR code', exact: true })
  const n = await qrs.count()
  await page.getByTestId('design-canvas').focus()
  await page.keyboard.press('Control+c')
  await page.keyboard.press('Control+v')
  await expect(qrs).toHaveCount(n + 1)
  await page.keyboard.press('Control+d')
  await expect(qrs).toHaveCount(n + 2)
  await page.keyboard.press('Delete')
  await expect(qrs).toHaveCount(n + 1)
  await page.keyboard.press('Control+z')
  await expect(qrs).toHaveCount(n + 2)
})

test('offline: saving retries, and a reload keeps the unsaved work', async ({
  page,
  signIn,
}, info) => {
  test.skip(info.project.name !== 'js-on', 'the editor needs JavaScript')
  await page.setViewportSize({ width: 1280, height: 900 })
  await signIn(DESIGNER)
  await expect(page.getByTestId('design-canvas')).toBeVisible({ timeout: 20_000 })
  const panel = page.getByRole('complementary', { name: 'Design panel' })
  const layers = panel.getByRole('list', { name: 'Layers' })

  // The connection drops: every save fails.
  await page.route(/\/api\/designs/, (route) => route.abort('connectionfailed'))
  await layers
    .getByRole('button', { name: /^Text: / })
    .first()
    .click()
  await panel.getByLabel('Text', { exact: true }).fill('Written offline')
  await expect(page.getByTestId('save-status')).toHaveText('Not saved — retrying', {
    timeout: 10_000,
  })

  // A reload (still offline) opens the work from this browser.
  await page.reload()
  await expect(page.getByTestId('design-canvas')).toBeVisible({ timeout: 20_000 })
  await expect(
    layers.getByRole('button', { name: 'Text: Written offline', exact: true }),
  ).toBeVisible()

  // Back online: the retry saves it to the account.
  await page.unroute(/\/api\/designs/)
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved', { timeout: 20_000 })
  await page.evaluate(() => window.localStorage.clear())
  await page.reload()
  await expect(
    layers.getByRole('button', { name: 'Text: Written offline', exact: true }),
  ).toBeVisible({
    timeout: 20_000,
  })
})

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './fixtures.ts'
import sharp from 'sharp'

/**
 * The designer, part two (JavaScript on): options that change the page, photo frames filled by
 * upload and cropped by dragging, typing on the canvas, multi-select and align, choosing another
 * starting design, the print check deciding Add to cart, ₹ and Hindi in every font, a phone.
 */

// Each test signs up, loads the editor (Paper.js, fonts) and often reloads it: 20-45 s on a busy
// two-core machine, over the default 30 s.
test.describe.configure({ timeout: 60_000 })

const panelOf = (page: Page) => page.getByRole('complementary', { name: 'Design panel' })

/** Screen position of a page point (mm) on the canvas. */
async function toScreen(page: Page, mmX: number, mmY: number) {
  const canvas = page.getByTestId('design-canvas')
  const box = (await canvas.boundingBox())!
  const [scale, ox, oy] = await Promise.all(
    ['data-scale', 'data-offset-x', 'data-offset-y'].map(async (a) =>
      Number(await canvas.getAttribute(a)),
    ),
  )
  return { x: box.x + ox! + mmX * scale!, y: box.y + oy! + mmY * scale!, scale: scale! }
}

async function selectedBox(page: Page) {
  const panel = panelOf(page)
  const read = async (name: string) =>
    Number(await panel.getByLabel(`${name} (mm)`, { exact: true }).inputValue())
  return { x: await read('X'), y: await read('Y'), w: await read('Width'), h: await read('Height') }
}

test.beforeEach(async ({ page }, info) => {
  test.skip(info.project.name !== 'js-on', 'the editor needs JavaScript')
  await page.setViewportSize({ width: 1280, height: 900 })
})

test('the iPhone model changes the page; undo puts the model and the page back', async ({
  page,
  signIn,
}) => {
  await signIn('/designer/iphone-glass-cover')
  await expect(page.getByTestId('design-canvas')).toBeVisible({ timeout: 20_000 })
  const panel = panelOf(page)
  const legend = page.getByTestId('legend')
  await expect(legend).toContainText('Page 72 × 148 mm')
  await expect(legend).toContainText('Camera cut-out')
  await panel.getByLabel('iPhone model').selectOption('iphone-16-pro-max')
  await expect(legend).toContainText('Page 78 × 163 mm')
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(legend).toContainText('Page 72 × 148 mm')
  await expect(panel.getByLabel('iPhone model')).toHaveValue('iphone-16')
})

test('a photo frame is filled by an upload and the photo is cropped by dragging', async ({
  page,
  signIn,
}) => {
  await signIn('/designer/custom-mugs')
  await expect(page.getByTestId('design-canvas')).toBeVisible({ timeout: 20_000 })
  const panel = panelOf(page)
  const layers = panel.getByRole('list', { name: 'Layers' })
  await expect(panel.getByTestId('preflight')).toContainText('photo frame')
  await layers.getByRole('button', { name: 'Photo frame', exact: true }).click()
  const photo = await sharp({
    create: { width: 2400, height: 1200, channels: 3, background: '#2266aa' },
  })
    .jpeg()
    .toBuffer()
  await panel
    .getByLabel(/Add image/)
    .setInputFiles({ name: 'beach.jpg', mimeType: 'image/jpeg', buffer: photo })
  // The frame became the photo, cropped to fill it.
  await expect(layers.getByRole('button', { name: 'Image', exact: true })).toBeVisible()
  await expect(layers.getByRole('button', { name: 'Photo frame', exact: true })).toHaveCount(0)
  await expect(
    panel.getByTestId('preflight').or(panel.getByTestId('preflight-ok')),
  ).not.toContainText('photo frame')
  const cropLeft = panel.getByLabel('Crop left (%)')
  const before = Number(await cropLeft.inputValue())
  expect(before).toBeGreaterThan(0)

  // Drag the photo inside its frame.
  await panel.getByRole('button', { name: 'Crop on the canvas' }).click()
  const b = await selectedBox(page)
  const centre = await toScreen(page, b.x + b.w / 2, b.y + b.h / 2)
  await page.mouse.move(centre.x, centre.y)
  await page.mouse.down()
  await page.mouse.move(centre.x + 40, centre.y, { steps: 5 })
  await page.mouse.up()
  await expect.poll(async () => Number(await cropLeft.inputValue())).toBeLessThan(before)
  // One drag, one undo step.
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect.poll(async () => Number(await cropLeft.inputValue())).toBeCloseTo(before, 0)
})

test('text is typed on the canvas, the panel in step', async ({ page, signIn }) => {
  await signIn('/designer/standard-visiting-cards')
  await expect(page.getByTestId('design-canvas')).toBeVisible({ timeout: 20_000 })
  const panel = panelOf(page)
  const layers = panel.getByRole('list', { name: 'Layers' })
  await layers.getByRole('button', { name: 'Text: Aarav Mehta', exact: true }).click()
  const b = await selectedBox(page)
  const at = await toScreen(page, b.x + 3, b.y + b.h / 2)
  await page.mouse.dblclick(at.x, at.y)
  const editor = page.getByTestId('canvas-text-editor')
  await expect(editor).toBeFocused()
  await page.keyboard.press('Control+A')
  await page.keyboard.type('Meera Iyer')
  await expect(panel.getByLabel('Text', { exact: true })).toHaveValue('Meera Iyer')
  await page.keyboard.press('Escape')
  await expect(editor).toHaveCount(0)
  await expect(layers.getByRole('button', { name: 'Text: Meera Iyer', exact: true })).toBeVisible()
  // Typing is one undo step.
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(layers.getByRole('button', { name: 'Text: Aarav Mehta', exact: true })).toBeVisible()
})

test('several elements are selected (shift-click, then a drag across) and aligned', async ({
  page,
  signIn,
}) => {
  await signIn('/designer/standard-visiting-cards')
  await expect(page.getByTestId('design-canvas')).toBeVisible({ timeout: 20_000 })
  const panel = panelOf(page)
  const layers = panel.getByRole('list', { name: 'Layers' })
  await layers.getByRole('button', { name: 'Text: Aarav Mehta', exact: true }).click()
  await layers.getByRole('button', { name: 'QR code', exact: true }).click({ modifiers: ['Shift'] })
  await expect(panel.getByRole('heading', { name: 'Properties: 2 selected' })).toBeVisible()
  await panel.getByLabel('Align to').selectOption('each other')
  await panel.getByRole('button', { name: 'Align top' }).click()
  await layers.getByRole('button', { name: 'Text: Aarav Mehta', exact: true }).click()
  const name = await selectedBox(page)
  await layers.getByRole('button', { name: 'QR code', exact: true }).click()
  const qr = await selectedBox(page)
  expect(qr.y).toBeCloseTo(name.y, 1)

  // A drag across the whole card selects everything on it.
  const from = await toScreen(page, -2, -2)
  const to = await toScreen(page, 91, 53)
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(to.x, to.y, { steps: 8 })
  await page.mouse.up()
  await expect(panel.getByRole('heading', { name: /^Properties: \d+ selected$/ })).toBeVisible()
  await panel.getByRole('button', { name: 'Group' }).click()
  await expect(layers.getByText('(grouped)').first()).toBeVisible()
})

test('another starting design is previewed and chosen', async ({ page, signIn }) => {
  await signIn('/designer/standard-visiting-cards')
  await expect(page.getByTestId('design-canvas')).toBeVisible({ timeout: 20_000 })
  const panel = panelOf(page)
  const layers = panel.getByRole('list', { name: 'Layers' })
  await page.getByRole('button', { name: 'Templates' }).click()
  const dialog = page.getByRole('dialog', { name: 'Choose a starting design' })
  await expect(dialog.getByRole('img', { name: 'Preview of Centred' })).toBeVisible({
    timeout: 15_000,
  })
  await expect(dialog.getByRole('button', { name: /Use “/ })).toHaveCount(4)
  await dialog.getByRole('button', { name: 'Use “Centred”' }).click()
  await expect(dialog).toBeHidden()
  await expect(layers.getByRole('button', { name: 'Text: AARAV MEHTA', exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(layers.getByRole('button', { name: 'Text: Aarav Mehta', exact: true })).toBeVisible()
})

test('an error blocks Add to cart; a warning needs "I have checked my proof"', async ({
  page,
  signIn,
}) => {
  await signIn('/designer/standard-visiting-cards')
  await expect(page.getByTestId('design-canvas')).toBeVisible({ timeout: 20_000 })
  const panel = panelOf(page)
  const layers = panel.getByRole('list', { name: 'Layers' })
  const add = panel.getByRole('button', { name: 'Add to cart' })

  // Text too big for its box: an error, with what to do about it.
  await layers.getByRole('button', { name: 'Text: Aarav Mehta', exact: true }).click()
  const size = panel.getByLabel('Font size (pt)')
  const original = await size.inputValue()
  await size.fill('40')
  await expect(panel.getByTestId('cart-blocked')).toContainText('Make the box')
  await expect(add).toBeDisabled()
  await size.fill(original)
  await expect(add).toBeEnabled()

  // The QR code outside the safe area: a warning; the box must be ticked first.
  await layers.getByRole('button', { name: 'QR code', exact: true }).click()
  await panel.getByLabel('X (mm)', { exact: true }).fill('1.5')
  const check = panel.getByLabel('I have checked my proof')
  await expect(check).toBeVisible()
  await add.click()
  await expect(page).toHaveURL(/\/designer\//)
  await check.check()
  await add.click()
  await expect(page).toHaveURL(/\/cart$/, { timeout: 20_000 })
  await expect(page.getByText(/You checked your proof on/)).toBeVisible()
})

test('a ₹ and Hindi line prints in every font without a missing glyph', async ({
  page,
  signIn,
}) => {
  test.setTimeout(90_000)
  await signIn('/designer/standard-visiting-cards')
  await expect(page.getByTestId('design-canvas')).toBeVisible({ timeout: 20_000 })
  const panel = panelOf(page)
  const layers = panel.getByRole('list', { name: 'Layers' })
  await layers.getByRole('button', { name: 'Text: Aarav Mehta', exact: true }).click()
  await panel.getByLabel('Text', { exact: true }).fill('₹499 नमस्ते')
  await panel.getByText('Font:', { exact: false }).first().click()
  const fonts = panel.getByRole('group', { name: 'Font' }).getByRole('radio')
  const count = await fonts.count()
  expect(count).toBe(12)
  for (let i = 0; i < count; i++) {
    await fonts.nth(i).check()
    await expect(panel.getByText('Cannot print', { exact: false })).toHaveCount(0)
    await expect(
      panel.getByTestId('preflight').or(panel.getByTestId('preflight-ok')),
    ).not.toContainText('no font can print')
  }
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved', { timeout: 15_000 })
  const href = await page.getByRole('link', { name: 'Download proof (PDF)' }).getAttribute('href')
  const pdf = await page.request.get(href!)
  expect(pdf.status()).toBe(200)
  const raw = (await pdf.body()).toString('latin1')
  expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari/)
  expect(raw).toContain('/OutputIntents')
})

test('on a 390 px phone the page uses the width and pages are thumbnails', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn('/designer/calendars')
  await expect(page.getByTestId('design-canvas')).toBeVisible({ timeout: 20_000 })
  const canvas = page.getByTestId('design-canvas')
  const box = (await canvas.boundingBox())!
  expect(box.width).toBeGreaterThanOrEqual(370)
  // The A4 page is drawn most of the width wide (not a 115 px sliver).
  const scale = Number(await canvas.getAttribute('data-scale'))
  expect(210 * scale).toBeGreaterThan(300)
  const thumbs = page.getByTestId('side-thumbnails').getByRole('button')
  await expect(thumbs).toHaveCount(13)
  await thumbs.nth(3).click()
  await expect(thumbs.nth(3)).toHaveAttribute('aria-current', 'page')
  // Choosing an element opens the sheet on its properties.
  const panel = panelOf(page)
  await panel.getByRole('button', { name: 'Hide panel' }).click()
  await page.getByRole('button', { name: 'Show panel' }).click()
  await panel.getByRole('list', { name: 'Layers' }).getByRole('button').first().click()
  await expect(panel.locator('#designer-properties')).toBeInViewport()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test('axe finds nothing serious with several selected, the font menu and the template dialog open', async ({
  page,
  signIn,
}) => {
  // Three axe runs over the editor's large DOM: up to 15 s each on a busy two-core machine.
  test.setTimeout(90_000)
  await signIn('/designer/standard-visiting-cards')
  await expect(page.getByTestId('design-canvas')).toBeVisible({ timeout: 20_000 })
  const panel = panelOf(page)
  const layers = panel.getByRole('list', { name: 'Layers' })
  const serious = async () => {
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
      .analyze()
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
  }
  await layers.getByRole('button', { name: 'Text: Aarav Mehta', exact: true }).click()
  await panel.getByText('Font:', { exact: false }).first().click()
  expect(await serious()).toEqual([])
  await layers.getByRole('button', { name: 'QR code', exact: true }).click({ modifiers: ['Shift'] })
  expect(await serious()).toEqual([])
  await page.getByRole('button', { name: 'Templates' }).click()
  await expect(page.getByRole('dialog').getByRole('img').first()).toBeVisible({ timeout: 15_000 })
  expect(await serious()).toEqual([])
})

test('with a finger every control of the editor is at least 44 px tall', async ({
  browser,
  signIn,
}, info) => {
  test.skip(info.project.name !== 'js-on', 'the editor needs JavaScript')
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  })
  const page = await context.newPage()
  await signIn('/designer/standard-visiting-cards', page)
  await expect(page.getByTestId('design-canvas')).toBeVisible({ timeout: 20_000 })
  const panel = panelOf(page)
  await panel.getByRole('list', { name: 'Layers' }).getByRole('button').first().tap()
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main button, main summary, main select, main a')]
      .filter((el) => el.offsetParent !== null)
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && (r.height < 44 || r.width < 24))
      .map(
        ({ el, r }) =>
          `${el.tagName} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(r.width)}x${Math.round(r.height)}`,
      ),
  )
  expect(small).toEqual([])
  await context.close()
})

test('the keyboard selects a text and types on the canvas', async ({ page, signIn }) => {
  await signIn('/designer/standard-visiting-cards')
  await expect(page.getByTestId('design-canvas')).toBeVisible({ timeout: 20_000 })
  const panel = panelOf(page)
  await panel
    .getByRole('list', { name: 'Layers' })
    .getByRole('button', { name: 'Text: Aarav Mehta', exact: true })
    .focus()
  await page.keyboard.press('Enter')
  await page.getByTestId('design-canvas').focus()
  await page.keyboard.press('Enter')
  const editor = page.getByTestId('canvas-text-editor')
  await expect(editor).toBeFocused()
  await page.keyboard.press('End')
  await page.keyboard.type(' Jr')
  await page.keyboard.press('Escape')
  await expect(panel.getByLabel('Text', { exact: true })).toHaveValue('Aarav Mehta Jr')
})

import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures.ts'

const PAGES = ['/', '/shop', '/product/standard-visiting-cards', '/cart', '/contact']

for (const path of PAGES) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path)
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
  })
}

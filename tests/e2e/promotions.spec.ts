import { formatPaise } from '../../app/utils/money.ts'
import { expect, test } from './fixtures.ts'
import { newShopper } from './shopper.ts'

const paiseOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, '')) * 100

/**
 * "Have a code?" with JavaScript (the fetcher path; the plain POST without JavaScript and the
 * money rules are tests/integration/promotions.test.ts'): a code the cart is short of says by how
 * much and keeps what was typed; a code that applies shows its discount line in the cart and at
 * checkout. The shopper, their cart of visiting cards and the codes are seeded (no purchase here).
 */
test('a discount code: the reason it does not apply, then its discount in the cart and at checkout', async ({
  page,
  seedOrder,
}, info) => {
  test.skip(info.project.name === 'js-off', 'The plain form is the integration test’s.')
  const suffix = `${Date.now().toString(36)}${info.workerIndex}`.toUpperCase()
  const [good, far] = [`TEN${suffix}`, `BIG${suffix}`]
  const minimum = 5_000_00
  const seeded = await seedOrder({
    shopper: newShopper(info, { label: 'code', phonePrefix: '8' }),
    cartOnly: true,
    codes: [
      { code: good, percentBp: 1000 },
      { code: far, percentBp: 1000, minSubtotalPaise: minimum },
    ],
  })
  const url = `http://127.0.0.1:${process.env.E2E_PORT}`
  await page.context().addCookies([
    { ...seeded.session!, url },
    { ...seeded.cart!, url },
  ])
  await page.goto('/cart')
  const subtotal = paiseOf(await page.getByTestId('subtotal').textContent())
  expect(subtotal).toBeGreaterThan(0)

  const field = page.getByLabel('Discount code')
  const apply = page.getByRole('region', { name: 'Have a code?' }).getByRole('button', {
    name: 'Apply',
  })
  await field.fill(far.toLowerCase())
  await apply.click()
  await expect(page.getByRole('alert').filter({ hasText: 'more to use this code' })).toHaveText(
    `Add ${formatPaise(minimum - subtotal)} more to use this code`,
  )
  await expect(field).toHaveValue(far.toLowerCase())
  await expect(page.getByTestId('promotion-discount')).toHaveCount(0)

  await field.fill(good)
  await apply.click()
  const discount = `−${formatPaise(Math.floor(subtotal / 10))}`
  await expect(page.getByTestId('promotion-discount')).toHaveText(discount)
  await expect(page.getByText(`Code ${good} (10% off)`)).toBeVisible()

  await page.getByRole('button', { name: 'Proceed to checkout' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByTestId('checkout-promotion')).toHaveText(discount)
  await expect(page.getByText(`Code ${good} (10% off)`).first()).toBeVisible()
})

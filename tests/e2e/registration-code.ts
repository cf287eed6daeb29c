import { expect, type Page } from '@playwright/test'

/**
 * Registering ends with the code texted to the phone (decision 031): after "Create account", read
 * the code from the dev outbox as the shopper reads their SMS, type it and finish.
 */
export async function enterRegistrationCode(page: Page, phone: string) {
  await expect(page.getByLabel('6-digit code')).toBeVisible({ timeout: 15_000 })
  let code = ''
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/dev/outbox?to=${phone}`)
        const body = (await res.json()) as { messages: Array<{ text: string }> }
        code = /\b(\d{6})\b/.exec(body.messages[0]?.text ?? '')?.[1] ?? ''
        return code
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/)
  await page.getByLabel('6-digit code').fill(code)
  await page.getByRole('button', { name: 'Verify and create account' }).click()
}

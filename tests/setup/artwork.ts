/**
 * The artwork rule (decision 033) in test helpers: a printed product is added to the cart with a
 * file, a design or "send my file later". `withArtwork` turns an add-to-cart form into a multipart
 * one carrying a small printable PNG, as a shopper's upload would.
 */
import sharp from 'sharp'

let png: Promise<Buffer> | null = null

/** A 1200 × 720 px PNG (about 300 DPI on a visiting card), made once per test file. */
export function printablePng() {
  png ??= sharp({
    create: { width: 1200, height: 720, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .png()
    .toBuffer()
  return png
}

export async function artworkFile(name = 'card.png') {
  return new File([new Uint8Array(await printablePng())], name, { type: 'image/png' })
}

/** The form's fields plus `design`, the uploaded file. */
export async function withArtwork(fields: Record<string, string>) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  form.append('design', await artworkFile())
  return form
}

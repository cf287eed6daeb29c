import sharp from 'sharp'

/**
 * A print-ready image as a shopper's design tool exports it: the product's trim plus bleed at
 * 300 DPI, so the upload preflight (decision 032) has nothing to warn about. Sizes in mm with bleed.
 */
export const ARTWORK_MM = {
  'standard-visiting-cards': [95, 57],
  'square-visiting-cards': [69.5, 69.5],
  'custom-mugs': [204, 89],
} as const

export async function printableImage(slug: keyof typeof ARTWORK_MM, name = 'design.png') {
  const [w, h] = ARTWORK_MM[slug]
  const px = (mm: number) => Math.ceil((mm / 25.4) * 300)
  const buffer = await sharp({
    create: { width: px(w), height: px(h), channels: 3, background: '#1f4e79' },
  })
    .png()
    .toBuffer()
  return { name, mimeType: 'image/png', buffer }
}

/**
 * Colour for the press: the design's sRGB colours and photos converted to CMYK with a real ICC
 * profile (LittleCMS inside sharp/libvips), the profile embedded as the PDF/X output intent.
 * Photos keep their own embedded profiles as the source (Adobe RGB, Display P3...); untagged ones
 * are sRGB, as browsers show them. Black and neutral grey text, thin lines and QR codes are printed
 * with black ink only (see `inkFor`), so they stay sharp whatever the registration.
 *
 * The profile: resources/icc/artifex-swop-cmyk.icc, "Artifex CMYK SWOP Profile" from Debian's
 * libgs-common package (Ghostscript, AGPL-3.0-or-later, redistributed unmodified; see
 * resources/icc/README.md and docs/decisions/026-designer-part-two.md).
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

export const OUTPUT_INTENT = {
  file: 'artifex-swop-cmyk.icc',
  /** Not a registered characterisation name, so the profile itself is the condition (embedded). */
  identifier: 'Custom',
  condition: 'Offset printing on coated paper, SWOP (Artifex CMYK SWOP Profile)',
  info: 'Artifex CMYK SWOP Profile',
  registry: 'http://www.color.org',
} as const

const DIRS = ['resources/icc']

let profileBytes: Buffer | null = null
export function profilePath() {
  for (const dir of DIRS) {
    const full = path.resolve(dir, OUTPUT_INTENT.file)
    if (fs.existsSync(full)) return full
  }
  throw new Error(`The CMYK output profile ${OUTPUT_INTENT.file} is missing from resources/icc`)
}

/** The output profile's bytes (cached), for the PDF's output intent. */
export function outputProfile(): Buffer {
  profileBytes ??= fs.readFileSync(profilePath())
  return profileBytes
}

/** C, M, Y, K in percent (pdfkit's CMYK arrays). */
export type Cmyk = [number, number, number, number]

const rgbOf = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]

const cache = new Map<string, Cmyk>()

/** Converts colours (#rrggbb, sRGB) to CMYK through the output profile; one sharp call for all. */
export async function toCmyk(hexes: Iterable<string>): Promise<Map<string, Cmyk>> {
  const wanted = [...new Set([...hexes].map((h) => h.toLowerCase()))]
  const missing = wanted.filter((h) => !cache.has(h))
  if (missing.length) {
    const raw = Buffer.from(missing.flatMap(rgbOf))
    const out = await sharp(raw, { raw: { width: missing.length, height: 1, channels: 3 } })
      .withIccProfile(profilePath())
      .raw()
      .toBuffer()
    missing.forEach((hex, i) => {
      const px = [...out.subarray(i * 4, i * 4 + 4)].map((v) => Math.round((v / 255) * 1000) / 10)
      cache.set(hex, px as Cmyk)
    })
  }
  return new Map(wanted.map((h) => [h, cache.get(h)!]))
}

/**
 * Black-ink-only colour for type, hairlines and codes: a neutral colour (no channel more than a
 * few levels from the others) becomes K alone, at 100 % when it is near black. Null otherwise.
 */
export function blackInk(hex: string): Cmyk | null {
  const [r, g, b] = rgbOf(hex.toLowerCase())
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  if (max - min > 12) return null
  if (max <= 0x38) return [0, 0, 0, 100]
  // sRGB to lightness, then the black that prints that grey on its own.
  const lin = (v: number) => {
    const c = v / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  const y = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
  const lightness = y > 0.008856 ? 116 * Math.cbrt(y) - 16 : 903.3 * y
  const k = Math.round(Math.max(0, Math.min(100, 100 - lightness)) * 10) / 10
  return k < 3 ? null : [0, 0, 0, k]
}

export type PressImage =
  | { kind: 'jpeg'; data: Buffer; width: number; height: number }
  | { kind: 'raw'; cmyk: Buffer; alpha: Buffer; width: number; height: number }

/**
 * An upload as the press prints it: CMYK through the output profile from the image's own profile
 * (sRGB when it has none). Opaque images become CMYK JPEGs; images with transparency become raw
 * CMYK with an alpha mask (the PDF keeps the transparency, as PDF/X-4 allows).
 */
export async function toPressImage(bytes: Buffer): Promise<PressImage> {
  // Each pipeline reads the original (with its profile) and turns it upright by its EXIF.
  const source = () => sharp(bytes, { failOn: 'none' }).rotate()
  const meta = await sharp(bytes, { failOn: 'none' }).metadata()
  if (meta.hasAlpha) {
    const [cmyk, alpha] = await Promise.all([
      source()
        .removeAlpha()
        .withIccProfile(profilePath())
        .raw()
        .toBuffer({ resolveWithObject: true }),
      source().extractChannel('alpha').raw().toBuffer(),
    ])
    return { kind: 'raw', cmyk: cmyk.data, alpha, width: cmyk.info.width, height: cmyk.info.height }
  }
  const { data, info } = await source()
    .withIccProfile(profilePath())
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
    .toBuffer({ resolveWithObject: true })
  return { kind: 'jpeg', data, width: info.width, height: info.height }
}

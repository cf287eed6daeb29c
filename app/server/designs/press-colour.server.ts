/**
 * Colour for the press: the design's sRGB colours and photos converted to CMYK with the ICC
 * profile of the item's printing condition (LittleCMS inside sharp/libvips), the profile embedded
 * as the PDF/X output intent with the condition's registered identifier (FOGRA39 for coated stock,
 * FOGRA29 uncoated, IFRA26 kraft; "Custom" film, vinyl, sublimation and fabric: see
 * app/server/catalog/print-conditions.server.ts and docs/decisions/047-colour-per-stock.md).
 * Photos keep their own embedded profiles as the source (Adobe RGB, Display P3...); untagged ones
 * are sRGB, as browsers show them.
 *
 * Ink limits: each profile was built with its condition's total area coverage (TAC) limit, so a
 * converted colour or photo never asks for more ink than the paper takes; flat colours are also
 * capped here (`capTac`), and a dark colour keeps room for black type overprinting it (rich black
 * at most TAC - 100 in C+M+Y). Black and neutral grey text, thin lines and QR codes, and dark text
 * under 12 pt and dark hairlines, print with black ink only (see `blackInk`, `keylineInk`), so
 * they stay sharp whatever the registration.
 *
 * The profiles: resources/icc/printstudio-*.icc, made with ArgyllCMS colprof from the FOGRA39L,
 * FOGRA29L and IFRA26S characterisation data as published in colord (CC0); see
 * resources/icc/README.md.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { DARK_LIGHTNESS, isNeutral, lightness } from '#app/designer/colour.ts'
import {
  printCondition,
  type PrintCondition,
  type PrintConditionKey,
} from '../catalog/print-conditions.server.ts'

export type { PrintCondition, PrintConditionKey }
export { DARK_LIGHTNESS, lightness }

/** The condition of a file rendered without one (a design not tied to a stock): coated. */
export const DEFAULT_CONDITION: PrintCondition = printCondition('coated')

export const REGISTRY = 'http://www.color.org'

const DIRS = ['resources/icc']

const profileBytes = new Map<string, Buffer>()
export function profilePath(condition: PrintCondition = DEFAULT_CONDITION) {
  for (const dir of DIRS) {
    const full = path.resolve(dir, condition.profile)
    if (fs.existsSync(full)) return full
  }
  throw new Error(`The CMYK output profile ${condition.profile} is missing from resources/icc`)
}

/** The output profile's bytes (cached), for the PDF's output intent. */
export function outputProfile(condition: PrintCondition = DEFAULT_CONDITION): Buffer {
  let bytes = profileBytes.get(condition.profile)
  if (!bytes) {
    bytes = fs.readFileSync(profilePath(condition))
    profileBytes.set(condition.profile, bytes)
  }
  return bytes
}

/** C, M, Y, K in percent (pdfkit's CMYK arrays). */
export type Cmyk = [number, number, number, number]

const rgbOf = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]

/** From this much black on, a colour is a rich black: black type may overprint it. */
const RICH_BLACK_K = 70
const tenth = (n: number) => Math.floor(n * 10) / 10

/**
 * A flat colour within the condition's ink limit: C+M+Y+K at most `tac`, and for a rich black
 * C+M+Y at most `tac` - 100, so 100 % black overprinting it (text, hairlines) stays in the limit.
 * Only C, M and Y are reduced, in proportion: black carries the tone and the type.
 */
export function capTac(cmyk: Cmyk, tac: number): Cmyk {
  const [c, m, y, k] = cmyk
  const cmy = c + m + y
  const room = Math.max(0, (k >= RICH_BLACK_K ? tac - 100 : tac - k) - 0.05)
  if (cmy <= room || cmy === 0) return cmyk
  const f = room / cmy
  return [tenth(c * f), tenth(m * f), tenth(y * f), k]
}

export const totalInk = (c: Cmyk) => c[0] + c[1] + c[2] + c[3]

/** The rich black of large black areas: 60/40/40/100, 240 % (within every condition's limit). */
export const RICH_BLACK: Cmyk = [60, 40, 40, 100]

/** Black or a black-looking neutral: no channel above 0x38, none more than 12 levels apart. */
function nearBlack(hex: string) {
  const [r, g, b] = rgbOf(hex.toLowerCase())
  return Math.max(r, g, b) <= 0x38 && Math.max(r, g, b) - Math.min(r, g, b) <= 12
}

const cache = new Map<string, Cmyk>()

/**
 * Converts colours (#rrggbb, sRGB) to CMYK through the condition's profile, within its ink limit;
 * one sharp call for all.
 */
export async function toCmyk(
  hexes: Iterable<string>,
  condition: PrintCondition = DEFAULT_CONDITION,
): Promise<Map<string, Cmyk>> {
  const id = (h: string) => `${condition.key}:${h}`
  const wanted = [...new Set([...hexes].map((h) => h.toLowerCase()))]
  const missing = wanted.filter((h) => !cache.has(id(h)))
  if (missing.length) {
    const raw = Buffer.from(missing.flatMap(rgbOf))
    const out = await sharp(raw, { raw: { width: missing.length, height: 1, channels: 3 } })
      .withIccProfile(profilePath(condition))
      .raw()
      .toBuffer()
    missing.forEach((hex, i) => {
      const px = [...out.subarray(i * 4, i * 4 + 4)].map((v) => Math.round((v / 255) * 1000) / 10)
      // Near black fills print as the press's rich black, not whatever mix the profile's darkest
      // corner happens to be (a greenish 100/7/73/100 on uncoated stock).
      const ink = nearBlack(hex) ? RICH_BLACK : (px as Cmyk)
      cache.set(id(hex), capTac(ink, condition.tac))
    })
  }
  return new Map(wanted.map((h) => [h, cache.get(id(h))!]))
}

/**
 * Black-ink-only colour for type, hairlines and codes: a neutral colour (no channel more than a
 * few levels from the others) becomes K alone, at 100 % when it is near black. Null otherwise.
 */
export function blackInk(hex: string): Cmyk | null {
  if (!isNeutral(hex)) return null
  if (nearBlack(hex)) return [0, 0, 0, 100]
  // sRGB to lightness, then the black that prints that grey on its own.
  const k = Math.round(Math.max(0, Math.min(100, 100 - lightness(hex))) * 10) / 10
  return k < 3 ? null : [0, 0, 0, k]
}

/**
 * The ink of text under 12 pt and of hairlines: neutral colours as `blackInk`; dark colours
 * (lightness at most DARK_LIGHTNESS) in 100 % black. Null: the colour prints in process.
 */
export function keylineInk(hex: string, small: boolean): Cmyk | null {
  const k = blackInk(hex)
  if (k || !small) return k
  return lightness(hex) <= DARK_LIGHTNESS ? [0, 0, 0, 100] : null
}

export type PressImage =
  | { kind: 'jpeg'; data: Buffer; width: number; height: number }
  | { kind: 'raw'; cmyk: Buffer; alpha: Buffer; width: number; height: number }

/**
 * An upload as the press prints it: CMYK through the condition's profile from the image's own
 * profile (sRGB when it has none), within the profile's ink limit. Opaque images become CMYK
 * JPEGs; images with transparency become raw CMYK with an alpha mask (the PDF keeps the
 * transparency, as PDF/X-4 allows).
 */
export async function toPressImage(
  bytes: Buffer,
  condition: PrintCondition = DEFAULT_CONDITION,
): Promise<PressImage> {
  // Each pipeline reads the original (with its profile) and turns it upright by its EXIF.
  const source = () => sharp(bytes, { failOn: 'none' }).rotate()
  const meta = await sharp(bytes, { failOn: 'none' }).metadata()
  const profile = profilePath(condition)
  if (meta.hasAlpha) {
    const [cmyk, alpha] = await Promise.all([
      source().removeAlpha().withIccProfile(profile).raw().toBuffer({ resolveWithObject: true }),
      source().extractChannel('alpha').raw().toBuffer(),
    ])
    return { kind: 'raw', cmyk: cmyk.data, alpha, width: cmyk.info.width, height: cmyk.info.height }
  }
  const { data, info } = await source()
    .withIccProfile(profile)
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
    .toBuffer({ resolveWithObject: true })
  return { kind: 'jpeg', data, width: info.width, height: info.height }
}

/**
 * Colour helpers on #rrggbb strings, shared by the product art and the designer templates. Pure.
 */
/** `c` as lower-case #rrggbb (#rgb widened), or `fallback` when it is not a hex colour. */
export function hex(c: string, fallback: string): string {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(c.trim())
  if (!m?.[1]) return fallback
  const h = m[1].toLowerCase()
  return '#' + (h.length === 3 ? [...h].map((ch) => ch + ch).join('') : h)
}

const rgb = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16))

/** Mixes colour a towards b by t (0..1). Both must be #rrggbb. */
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a)
  const y = rgb(b)
  return (
    '#' +
    x
      .map((v, i) => Math.round(v + ((y[i] ?? v) - v) * t))
      .map((v) => v.toString(16).padStart(2, '0'))
      .join('')
  )
}

/** Perceived brightness, 0 (black) to 1 (white). */
export function luma(c: string): number {
  const [r = 0, gr = 0, b = 0] = rgb(c)
  return (0.299 * r + 0.587 * gr + 0.114 * b) / 255
}

/** Readable text colour on top of c. */
export const on = (c: string) => (luma(c) > 0.6 ? '#1d1d1f' : '#ffffff')

/** CIE L* (0 black to 100 white) of an sRGB colour (#rrggbb). */
export function lightness(hex: string) {
  const [r = 0, g = 0, b = 0] = rgb(hex.toLowerCase())
  const lin = (v: number) => {
    const c = v / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  const y = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
  return y > 0.008856 ? 116 * Math.cbrt(y) - 16 : 903.3 * y
}

/** Black or a grey: no channel more than 12 levels from the others. */
export function isNeutral(hex: string) {
  const [r = 0, g = 0, b = 0] = rgb(hex.toLowerCase())
  return Math.max(r, g, b) - Math.min(r, g, b) <= 12
}

/**
 * The darkest a small coloured text or a hairline may be and still print in four colours: at or
 * below this lightness (navy, dark brown, aubergine...) it reads as black on paper, and four
 * plates a few hundredths of a millimetre apart would blur it, so it prints in black ink only.
 */
export const DARK_LIGHTNESS = 30

/**
 * Does text under 12 pt or a hairline in this colour print in black ink only (decision 047; the
 * print file's `keylineInk`)? Greys and black (at least 3 % black), and dark colours. Others print
 * in four colours.
 */
export function keylinePrintsBlack(hex: string) {
  const l = lightness(hex)
  return l <= DARK_LIGHTNESS || (isNeutral(hex) && Math.round((100 - l) * 10) / 10 >= 3)
}

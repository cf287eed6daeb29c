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

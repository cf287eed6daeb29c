/**
 * SVG markup as strings: escaping, rounded numbers, elements, the flat drop shadow, font stacks, a
 * seeded random.
 */
import { escapeXml } from '#app/utils/escape.ts'

export type Shape = 'rect' | 'rounded' | 'circle' | 'oval'

/** Scales a wMm x hMm piece to the largest size that fits in a boxW x boxH box. */
export function fitRect(wMm: number, hMm: number, boxW: number, boxH: number) {
  const w = wMm > 0 ? wMm : 1
  const h = hMm > 0 ? hMm : 1
  const scale = Math.min(boxW / w, boxH / h)
  return { w: w * scale, h: h * scale, scale }
}

export const SANS = `'Inter','Helvetica Neue',Arial,sans-serif`

export const SERIF = `'Playfair Display',Georgia,'Times New Roman',serif`

export const HAND = `'Caveat','Segoe Print','Bradley Hand',cursive`

export const METAL = '#a9aeb5'

export { escapeXml }

export const f = (v: number) => String(Math.round(v * 10) / 10)

/** Tagged template for path data: numbers are rounded to one decimal. */
export function d(strs: TemplateStringsArray, ...vals: number[]): string {
  let s = strs[0] ?? ''
  vals.forEach((v, i) => (s += f(v) + (strs[i + 1] ?? '')))
  return s
}

export type Attrs = Record<string, string | number | undefined>

/**
 * Stands in for a filter url: `el` draws the element's drop shadow as offset, flat, translucent
 * copies behind it. Blurred SVG filters are rasterised on the browser's main thread, and product
 * grids show dozens of these images at once (docs/decisions/010-storefront-performance.md).
 */
export const SHADOW = 'shadow:offset'

const SHADOW_INK = '#2b2118'

function shadowCopy(tag: string, attrs: Attrs, body: string | undefined, dy: number, op: string) {
  const paint = (v: Attrs[string]) => (v === undefined || v === 'none' ? v : SHADOW_INK)
  const a: Attrs = {
    ...attrs,
    fill: paint(attrs.fill),
    stroke: paint(attrs.stroke),
    'stroke-opacity': undefined,
    'fill-opacity': undefined,
    opacity: op,
    transform: `translate(0 ${dy})${attrs.transform ? ` ${attrs.transform}` : ''}`,
  }
  const flat = body?.replace(/ (fill|stroke)="(?!none")[^"]*"/g, ` $1="${SHADOW_INK}"`)
  return el(tag, a, flat)
}

export function el(tag: string, attrs: Attrs, body?: string): string {
  if (attrs.filter === SHADOW) {
    const own: Attrs = { ...attrs, filter: undefined }
    // A group's copy repeats its whole body, so it gets one layer; a single shape gets two.
    const under =
      body === undefined
        ? shadowCopy(tag, own, body, 7, '.07') + shadowCopy(tag, own, body, 2.5, '.12')
        : shadowCopy(tag, own, body, 4, '.12')
    return under + el(tag, own, body)
  }
  let s = '<' + tag
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || (v === 0 && (k === 'x' || k === 'y' || k === 'cx' || k === 'cy')))
      continue
    s += ` ${k}="${typeof v === 'number' ? f(v) : v.replace(/[&<>"]/g, escapeXml)}"`
  }
  return body === undefined ? s + '/>' : `${s}>${body}</${tag}>`
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}) =>
  el('rect', { x, y, width: w, height: h, fill, ...a })

export const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...a })

export const path = (dd: string, fill: string, a: Attrs = {}) => el('path', { d: dd, fill, ...a })

export const g = (a: Attrs, body: string) => el('g', a, body)

export function hash(s: string): number {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619)
  return h >>> 0
}

export function rng(seed: number): () => number {
  let a = seed || 1
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

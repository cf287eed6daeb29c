/**
 * Where black type may overprint (decision 047). Black-only text, hairlines and codes overprint so
 * no white gap shows if the plates move; on a colour whose C+M+Y plus that 100 % black would pass
 * the stock's ink limit (a deep brown on kraft, a red on film) they knock out instead, and so they
 * do over a photo (its pixels are not known here). Rich blacks are already capped to leave black
 * type its 100 % (press-colour's `capTac`).
 */
import { type DesignElement, type DesignSide } from '#app/designer/document.ts'
import { boundsOf } from '#app/designer/geometry.ts'
import { isPrinted } from '#app/designer/preflight.ts'
import { type RenderState } from './pdf-ink.server.ts'

const overlaps = (a: DesignElement, b: DesignElement) => {
  const p = boundsOf(a)
  const q = boundsOf(b)
  return p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height
}

/** The colours an element fills the area with (none: it only strokes or is see-through). */
function fillsOf(el: DesignElement): string[] | null {
  if (el.type === 'shape')
    return [el.shape === 'line' ? 'none' : el.fill, el.stroke].filter((c) => c !== 'none')
  if (el.type === 'qr') return [el.color, el.background].filter((c) => c !== 'none')
  if (el.type === 'text') return [el.color]
  if (el.type === 'image') return null
  return []
}

/** Whether 100 % black drawn by `side.elements[index]` may overprint what lies under it. */
export function blackMayOverprint(s: RenderState, side: DesignSide, index: number) {
  const el = side.elements[index]!
  const limit = s.condition.tac
  const fits = (colour: string) => {
    const c = s.colours.get(colour.toLowerCase())
    return !c || c[0] + c[1] + c[2] + 100 <= limit + 0.05
  }
  if (!fits(side.background)) return false
  for (const under of side.elements.slice(0, index)) {
    if (!isPrinted(under) || !overlaps(el, under)) continue
    const fills = fillsOf(under)
    if (fills === null || !fills.every(fits)) return false
  }
  return true
}

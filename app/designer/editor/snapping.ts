/**
 * Snapping while dragging: an element's edges and centre lines snap to the trim edges, the safe
 * area, the page's centre lines and the other elements' edges and centres, within a threshold
 * given in millimetres (the canvas converts a few screen pixels into mm at the current zoom).
 */
import { sideGeometry } from '../model.ts'
import { type DesignDocument, type DesignSide } from '../document.ts'
import { boundsOf, type Rect } from './geometry.ts'

export interface SnapTargets {
  xs: number[]
  ys: number[]
}

export interface SnapResult {
  dx: number
  dy: number
  /** Lines to draw: a vertical guide at x, a horizontal one at y. */
  guides: { x?: number; y?: number }[]
}

export function snapTargets(
  doc: Pick<DesignDocument, 'trimWidthMm' | 'trimHeightMm' | 'safeMarginMm' | 'bleedMm'>,
  side: DesignSide | undefined,
  exclude: string | readonly string[] | null,
): SnapTargets {
  const g = side
    ? sideGeometry(doc as DesignDocument, side)
    : { ...doc, folds: [] as DesignSide['folds'] }
  const W = g.trimWidthMm
  const H = g.trimHeightMm
  const m = g.safeMarginMm
  const b = g.bleedMm
  const xs = [0, W, W / 2, m, W - m, -b, W + b]
  const ys = [0, H, H / 2, m, H - m, -b, H + b]
  // Fold lines, and the safe margin either side of them (panels of a folded sheet).
  for (const f of g.folds) (f.axis === 'vertical' ? xs : ys).push(f.at, f.at - m, f.at + m)
  const skip = new Set(typeof exclude === 'string' ? [exclude] : (exclude ?? []))
  for (const el of side?.elements ?? []) {
    if (skip.has(el.id) || el.hidden) continue
    const r = boundsOf(el)
    xs.push(r.x, r.x + r.width / 2, r.x + r.width)
    ys.push(r.y, r.y + r.height / 2, r.y + r.height)
  }
  return { xs, ys }
}

function nearest(candidates: number[], targets: number[], threshold: number) {
  let best: { delta: number; target: number } | null = null
  for (const c of candidates) {
    for (const t of targets) {
      const delta = t - c
      if (Math.abs(delta) <= threshold && (!best || Math.abs(delta) < Math.abs(best.delta))) {
        best = { delta, target: t }
      }
    }
  }
  return best
}

/** How far to shift a moving box (its page bounds) so an edge or centre meets a target. */
export function snapRect(rect: Rect, targets: SnapTargets, threshold: number): SnapResult {
  const sx = nearest([rect.x, rect.x + rect.width / 2, rect.x + rect.width], targets.xs, threshold)
  const sy = nearest(
    [rect.y, rect.y + rect.height / 2, rect.y + rect.height],
    targets.ys,
    threshold,
  )
  const guides: SnapResult['guides'] = []
  if (sx) guides.push({ x: sx.target })
  if (sy) guides.push({ y: sy.target })
  return { dx: sx?.delta ?? 0, dy: sy?.delta ?? 0, guides }
}

/** Snaps one coordinate (a resize handle being dragged). */
export function snapValue(value: number, targets: number[], threshold: number) {
  const s = nearest([value], targets, threshold)
  return s ? { value: s.target, guide: s.target } : { value, guide: null }
}

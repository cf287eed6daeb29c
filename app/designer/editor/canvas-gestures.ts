/**
 * The canvas's pointer gestures: select (shift-click and drag-select several), move with snapping,
 * resize, rotate, crop and pan a photo in its frame, pan the view (middle button, space + drag, or
 * a finger on empty canvas), pinch to zoom, and the double-click that starts typing, cropping or
 * choosing a photo. A gesture previews each change with `onPreview` and records one undo step with
 * `onCommit(base)` when the pointer is released. The hook keeps the gesture in progress, the snap
 * guides and the selection band, which the canvas draws.
 */
import { useEffect, useRef, useState, type RefObject } from 'react'
import { type DesignDocument, type DesignElement, type DesignSide } from '../document.ts'
import {
  clampCrop,
  containsPoint,
  imagePlacement,
  normalizeRotation,
  resizeBox,
  rotatePoint,
  rotationTo,
  roundMm,
  toPage,
  zoomAt,
  type Box,
  type Handle,
  type Point,
  type View,
} from './geometry.ts'
import { findElement, moveElements, updateElement, withGroup } from './ops.ts'
import { snapRect, snapTargets, snapValue } from './snapping.ts'
import {
  hitElement,
  hitHandle,
  hitRadius,
  screenPoint,
  touchedByBand,
  unionBounds,
} from './canvas-hit-test.ts'

type Gesture =
  | { kind: 'move'; ids: string[]; base: DesignDocument; start: Point; bounds: Box }
  | { kind: 'resize'; id: string; base: DesignDocument; el: DesignElement; handle: Handle }
  | { kind: 'rotate'; id: string; base: DesignDocument; el: DesignElement }
  | { kind: 'crop'; id: string; base: DesignDocument; el: DesignElement; start: Point }
  | { kind: 'marquee'; start: Point; now: Point; additive: boolean }
  | { kind: 'pan'; start: Point; view: View }
  | { kind: 'pinch'; startDist: number; startMid: Point; view: View }

const SNAP_PX = 6

export interface GestureInput {
  canvasRef: RefObject<HTMLCanvasElement | null>
  view: View | null
  /** The user moved or zoomed the view (it stops following the canvas's size). */
  onViewChange: (view: View) => void
  doc: DesignDocument
  side: DesignSide
  selectedIds: string[]
  onSelect: (ids: string[]) => void
  onPreview: (doc: DesignDocument) => void
  onCommit: (base: DesignDocument) => void
  croppingId: string | null
  onCroppingChange: (id: string | null) => void
  editingId: string | null
  onEditingChange: (id: string | null) => void
  onPickPhoto: (frameId: string) => void
}

export function useCanvasGestures(input: GestureInput) {
  const { canvasRef, view, doc, side, selectedIds, onSelect, onPreview, onCommit } = input
  const [guides, setGuides] = useState<{ x?: number; y?: number }[]>([])
  const [marquee, setMarquee] = useState<Box | null>(null)
  const gesture = useRef<Gesture | null>(null)
  const pointers = useRef(new Map<number, Point>())
  // Space held on the focused canvas: a drag pans the view.
  const spaceDown = useRef(false)
  useEffect(() => {
    const down = (e: KeyboardEvent) => {
      if (e.code === 'Space' && e.target === canvasRef.current) spaceDown.current = true
    }
    const up = (e: KeyboardEvent) => {
      if (e.code === 'Space') spaceDown.current = false
    }
    window.addEventListener('keydown', down)
    window.addEventListener('keyup', up)
    return () => {
      window.removeEventListener('keydown', down)
      window.removeEventListener('keyup', up)
    }
  }, [canvasRef])

  const single = selectedIds.length === 1 ? findElement(doc, side.id, selectedIds[0]!) : undefined
  const at = (e: { clientX: number; clientY: number }) => screenPoint(canvasRef.current!, e)

  function onPointerDown(e: React.PointerEvent<HTMLCanvasElement>) {
    if (!view) return
    if (input.editingId) input.onEditingChange(null)
    const s = at(e)
    pointers.current.set(e.pointerId, s)
    e.currentTarget.setPointerCapture(e.pointerId)
    e.currentTarget.focus({ preventScroll: true })
    if (pointers.current.size === 2) {
      // A second finger: the gesture becomes a pinch; undo any move the first finger started.
      const g0 = gesture.current
      if (g0 && 'base' in g0) onPreview(g0.base)
      const [a, b] = [...pointers.current.values()] as [Point, Point]
      gesture.current = {
        kind: 'pinch',
        startDist: Math.hypot(a.x - b.x, a.y - b.y),
        startMid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
        view,
      }
      setGuides([])
      setMarquee(null)
      return
    }
    if (pointers.current.size > 2) return
    const pt = toPage(view, s)
    const tolerance = (e.pointerType === 'mouse' ? 3 : 8) / view.scale
    if (e.button === 1 || spaceDown.current) {
      gesture.current = { kind: 'pan', start: s, view }
      return
    }
    const cropping = input.croppingId ? findElement(doc, side.id, input.croppingId) : undefined
    if (cropping) {
      if (containsPoint(cropping, pt, tolerance)) {
        gesture.current = { kind: 'crop', id: cropping.id, base: doc, el: cropping, start: pt }
        return
      }
      input.onCroppingChange(null)
    }
    if (single && !single.locked && !single.hidden) {
      const h = hitHandle(view, single, s, hitRadius(e.pointerType))
      if (h === 'rotate') {
        gesture.current = { kind: 'rotate', id: single.id, base: doc, el: single }
        return
      }
      if (h) {
        gesture.current = { kind: 'resize', id: single.id, base: doc, el: single, handle: h }
        return
      }
    }
    const inSelection = side.elements.find(
      (el) => selectedIds.includes(el.id) && !el.hidden && containsPoint(el, pt, tolerance),
    )
    const hit = inSelection ?? hitElement(side, pt, tolerance)
    if (hit) {
      const group = withGroup(side, hit.id)
      if (e.shiftKey) {
        // Shift-click adds the element (and its group), or takes it out.
        const has = selectedIds.includes(hit.id)
        onSelect(
          has
            ? selectedIds.filter((id) => !group.includes(id))
            : [...selectedIds, ...group.filter((id) => !selectedIds.includes(id))],
        )
        return
      }
      const ids = inSelection ? selectedIds : group
      if (!inSelection) onSelect(ids)
      const movable = ids.filter((id) => !findElement(doc, side.id, id)?.locked)
      if (movable.length)
        gesture.current = {
          kind: 'move',
          ids: movable,
          base: doc,
          start: pt,
          bounds: unionBounds(doc, side.id, movable),
        }
      return
    }
    if (e.pointerType === 'mouse') {
      gesture.current = { kind: 'marquee', start: pt, now: pt, additive: e.shiftKey }
      return
    }
    onSelect([])
    gesture.current = { kind: 'pan', start: s, view }
  }

  function onPointerMove(e: React.PointerEvent<HTMLCanvasElement>) {
    if (!view || !pointers.current.has(e.pointerId)) return
    const s = at(e)
    pointers.current.set(e.pointerId, s)
    const gs = gesture.current
    if (!gs) return
    const threshold = SNAP_PX / view.scale
    if (gs.kind === 'pinch') {
      const [a, b] = [...pointers.current.values()] as [Point, Point]
      const dist = Math.hypot(a.x - b.x, a.y - b.y)
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }
      const zoomed = zoomAt(gs.view, dist / Math.max(1, gs.startDist), gs.startMid)
      input.onViewChange({
        ...zoomed,
        offsetX: zoomed.offsetX + mid.x - gs.startMid.x,
        offsetY: zoomed.offsetY + mid.y - gs.startMid.y,
      })
      return
    }
    if (gs.kind === 'pan') {
      input.onViewChange({
        ...gs.view,
        offsetX: gs.view.offsetX + s.x - gs.start.x,
        offsetY: gs.view.offsetY + s.y - gs.start.y,
      })
      return
    }
    const pt = toPage(view, s)
    if (gs.kind === 'marquee') {
      gs.now = pt
      setMarquee({
        x: Math.min(gs.start.x, pt.x),
        y: Math.min(gs.start.y, pt.y),
        width: Math.abs(pt.x - gs.start.x),
        height: Math.abs(pt.y - gs.start.y),
        rotation: 0,
      })
      return
    }
    if (gs.kind === 'crop') {
      // Dragging pans the picture inside its frame: the crop moves the other way.
      const el = gs.el
      if (el.type !== 'image') return
      const local = rotatePoint(
        { x: pt.x - gs.start.x, y: pt.y - gs.start.y },
        { x: 0, y: 0 },
        -el.rotation,
      )
      const { scale } = imagePlacement(el)
      const crop = clampCrop({
        ...el.crop,
        x: el.crop.x - local.x / (el.naturalWidth * scale),
        y: el.crop.y - local.y / (el.naturalHeight * scale),
      })
      onPreview(updateElement(gs.base, side.id, gs.id, { crop }))
      return
    }
    const targets = snapTargets(doc, side, gs.kind === 'move' ? gs.ids : gs.id)
    if (gs.kind === 'move') {
      let dx = pt.x - gs.start.x
      let dy = pt.y - gs.start.y
      const moved = { ...gs.bounds, x: gs.bounds.x + dx, y: gs.bounds.y + dy }
      const snap = e.altKey ? { dx: 0, dy: 0, guides: [] } : snapRect(moved, targets, threshold)
      dx += snap.dx
      dy += snap.dy
      setGuides(snap.guides)
      onPreview(moveElements(gs.base, side.id, gs.ids, roundMm(dx), roundMm(dy)))
      return
    }
    if (gs.kind === 'resize') {
      let p = pt
      const newGuides: { x?: number; y?: number }[] = []
      if (!gs.el.rotation && !e.altKey) {
        const sx = snapValue(pt.x, targets.xs, threshold)
        const sy = snapValue(pt.y, targets.ys, threshold)
        p = { x: sx.value, y: sy.value }
        if (sx.guide !== null && gs.handle !== 'n' && gs.handle !== 's')
          newGuides.push({ x: sx.guide })
        if (sy.guide !== null && gs.handle !== 'e' && gs.handle !== 'w')
          newGuides.push({ y: sy.guide })
      }
      const keepRatio =
        e.shiftKey || ((gs.el.type === 'image' || gs.el.type === 'qr') && gs.handle.length === 2)
      const box: Box = resizeBox(gs.el, gs.handle, p, keepRatio)
      setGuides(newGuides)
      onPreview(
        updateElement(gs.base, side.id, gs.id, {
          x: roundMm(box.x),
          y: roundMm(box.y),
          width: roundMm(box.width),
          height: roundMm(box.height),
        }),
      )
      return
    }
    if (gs.kind === 'rotate') {
      let rotation = rotationTo(gs.el, pt, e.shiftKey ? 15 : 0)
      // Settle on the right angles when close.
      const square = Math.round(rotation / 90) * 90
      if (Math.abs(rotation - square) < 3) rotation = normalizeRotation(square)
      onPreview(updateElement(gs.base, side.id, gs.id, { rotation }))
    }
  }

  function onPointerUp(e: React.PointerEvent<HTMLCanvasElement>) {
    pointers.current.delete(e.pointerId)
    const gs = gesture.current
    if (gs && 'base' in gs) onCommit(gs.base)
    if (gs?.kind === 'marquee') {
      const band = marquee
      if (!band || (band.width < 1 / (view?.scale ?? 1) && band.height < 1 / (view?.scale ?? 1))) {
        if (!gs.additive) onSelect([])
      } else {
        const ids = touchedByBand(side, band)
        onSelect(gs.additive ? [...new Set([...selectedIds, ...ids])] : ids)
      }
      setMarquee(null)
    }
    if (pointers.current.size === 0 || gs?.kind !== 'pinch') gesture.current = null
    if (gs?.kind === 'pinch' && pointers.current.size < 2) gesture.current = null
    setGuides([])
  }

  function onDoubleClick(e: React.MouseEvent<HTMLCanvasElement>) {
    if (!view) return
    const hit = hitElement(side, toPage(view, at(e)), 3 / view.scale)
    if (!hit || hit.locked) return
    onSelect([hit.id])
    if (hit.type === 'text') input.onEditingChange(hit.id)
    else if (hit.type === 'image') input.onCroppingChange(hit.id)
    else if (hit.type === 'frame') input.onPickPhoto(hit.id)
  }

  return {
    guides,
    marquee,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel: onPointerUp,
      onDoubleClick,
    },
  }
}

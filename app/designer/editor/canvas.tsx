/**
 * The drawing surface: a <canvas> that Paper.js renders the current side into, plus the pointer
 * gestures (select, move, resize, rotate, pan, pinch, wheel zoom). Gestures preview changes with
 * `onPreview` and record one undo step with `onCommit(base)` when the pointer is released.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { DesignDocument, DesignElement, DesignSide } from '../document.ts'
import type { TextMeasurer } from '../text-layout.ts'
import {
  boundsOf,
  containsPoint,
  fitView,
  HANDLES,
  handlePoint,
  normalizeRotation,
  resizeBox,
  rotationHandlePoint,
  rotationTo,
  roundMm,
  toPage,
  toScreen,
  zoomAt,
  type Box,
  type Handle,
  type Point,
  type View,
} from './geometry.ts'
import { findElement, updateElement } from './ops.ts'
import { renderScene, ROTATE_OFFSET_PX, type Paper } from './render.ts'
import { snapRect, snapTargets, snapValue } from './snapping.ts'

type Gesture =
  | { kind: 'move'; id: string; base: DesignDocument; el: DesignElement; start: Point }
  | { kind: 'resize'; id: string; base: DesignDocument; el: DesignElement; handle: Handle }
  | { kind: 'rotate'; id: string; base: DesignDocument; el: DesignElement }
  | { kind: 'pan'; start: Point; view: View }
  | { kind: 'pinch'; startDist: number; startMid: Point; view: View }

/** Hit radius of handles, CSS px: a 24 px target with a mouse, 44 px with a finger. */
const hitRadius = (pointerType: string) => (pointerType === 'mouse' ? 12 : 22)
const SNAP_PX = 6

export function DesignCanvas({
  paper,
  doc,
  side,
  selectedId,
  measure,
  onSelect,
  onPreview,
  onCommit,
  onEditText,
  renderTick,
}: {
  paper: Paper
  doc: DesignDocument
  side: DesignSide
  selectedId: string | null
  measure: TextMeasurer
  onSelect: (id: string | null) => void
  onPreview: (doc: DesignDocument) => void
  onCommit: (base: DesignDocument) => void
  /** Double-click on a text: its content is edited in the panel's textarea. */
  onEditText: (id: string) => void
  renderTick: number
}) {
  const wrapRef = useRef<HTMLDivElement>(null)
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const scopeRef = useRef<Paper | null>(null)
  const [size, setSize] = useState({ w: 0, h: 0 })
  const [view, setView] = useState<View | null>(null)
  const [fitted, setFitted] = useState(true)
  const [guides, setGuides] = useState<{ x?: number; y?: number }[]>([])
  const [imageTick, setImageTick] = useState(0)
  const [coarse, setCoarse] = useState(false)
  useEffect(() => {
    const mq = window.matchMedia('(pointer: coarse)')
    setCoarse(mq.matches)
    const onChange = () => setCoarse(mq.matches)
    mq.addEventListener('change', onChange)
    return () => mq.removeEventListener('change', onChange)
  }, [])
  const gesture = useRef<Gesture | null>(null)
  const readyMarked = useRef(false)
  const pointers = useRef(new Map<number, Point>())

  // One Paper.js scope per canvas.
  useLayoutEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    const scope = new paper.PaperScope()
    scope.setup(canvas)
    scopeRef.current = scope as unknown as Paper
    return () => {
      ;(scope as unknown as { remove(): void }).remove()
      scopeRef.current = null
    }
  }, [paper])

  useLayoutEffect(() => {
    const wrap = wrapRef.current
    if (!wrap) return
    const observe = () => setSize({ w: wrap.clientWidth, h: wrap.clientHeight })
    observe()
    const ro = new ResizeObserver(observe)
    ro.observe(wrap)
    return () => ro.disconnect()
  }, [])

  const page = {
    trimWidthMm: doc.trimWidthMm,
    trimHeightMm: doc.trimHeightMm,
    bleedMm: doc.bleedMm,
  }
  const fit = useCallback(
    () => setView(fitView(size.w, size.h, page)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [size.w, size.h, page.trimWidthMm, page.trimHeightMm, page.bleedMm],
  )
  useEffect(() => {
    if (size.w && size.h && (fitted || !view)) fit()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [size.w, size.h, fitted, fit])

  useEffect(() => {
    const p = scopeRef.current
    if (!p || !view || !size.w) return
    p.activate?.()
    p.view.viewSize = new p.Size(size.w, size.h)
    renderScene(p, {
      doc,
      side,
      view,
      measure,
      selectedId,
      guides,
      handlePx: coarse ? 16 : 10,
      onImageLoad: () => setImageTick((t) => t + 1),
    })
    p.view.update()
    if (!readyMarked.current) {
      readyMarked.current = true
      // "Time to an interactive editor" for benchmarks: the first frame of the design.
      performance.mark('designer-ready')
    }
  }, [doc, side, view, size, selectedId, guides, measure, imageTick, renderTick, coarse])

  const screenPoint = (e: { clientX: number; clientY: number }): Point => {
    const r = canvasRef.current!.getBoundingClientRect()
    return { x: e.clientX - r.left, y: e.clientY - r.top }
  }

  const zoomBy = (factor: number, at?: Point) => {
    if (!view) return
    setFitted(false)
    setView(zoomAt(view, factor, at ?? { x: size.w / 2, y: size.h / 2 }))
  }

  // Wheel zoom needs a non-passive listener to keep the page from scrolling.
  const viewRef = useRef(view)
  viewRef.current = view
  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    const onWheel = (e: WheelEvent) => {
      const v = viewRef.current
      if (!v) return
      e.preventDefault()
      const at = screenPoint(e)
      if (e.shiftKey && !e.ctrlKey) {
        setFitted(false)
        setView({ ...v, offsetX: v.offsetX - e.deltaY, offsetY: v.offsetY - e.deltaX })
        return
      }
      setFitted(false)
      setView(zoomAt(v, Math.exp(-e.deltaY * (e.ctrlKey ? 0.01 : 0.0015)), at))
    }
    canvas.addEventListener('wheel', onWheel, { passive: false })
    return () => canvas.removeEventListener('wheel', onWheel)
  }, [])

  function hitHandle(el: DesignElement, s: Point, radius: number): Handle | 'rotate' | null {
    if (!view) return null
    const rot = toScreen(view, rotationHandlePoint(el, ROTATE_OFFSET_PX / view.scale))
    if (Math.hypot(rot.x - s.x, rot.y - s.y) <= radius) return 'rotate'
    let best: { h: Handle; d: number } | null = null
    for (const h of HANDLES) {
      const p = toScreen(view, handlePoint(el, h))
      const d = Math.hypot(p.x - s.x, p.y - s.y)
      if (d <= radius && (!best || d < best.d)) best = { h, d }
    }
    return best?.h ?? null
  }

  function hitElement(pt: Point, tolerance: number): DesignElement | null {
    for (let i = side.elements.length - 1; i >= 0; i--) {
      const el = side.elements[i]!
      if (el.hidden) continue
      if (containsPoint(el, pt, tolerance)) return el
    }
    return null
  }

  function onPointerDown(e: React.PointerEvent<HTMLCanvasElement>) {
    if (!view) return
    const s = screenPoint(e)
    pointers.current.set(e.pointerId, s)
    e.currentTarget.setPointerCapture(e.pointerId)
    e.currentTarget.focus({ preventScroll: true })
    if (pointers.current.size === 2) {
      // A second finger: the gesture becomes a pinch; undo any move the first finger started.
      const g = gesture.current
      if (g && 'base' in g) onPreview(g.base)
      const [a, b] = [...pointers.current.values()] as [Point, Point]
      gesture.current = {
        kind: 'pinch',
        startDist: Math.hypot(a.x - b.x, a.y - b.y),
        startMid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
        view,
      }
      setGuides([])
      return
    }
    if (pointers.current.size > 2) return
    const pt = toPage(view, s)
    const selected = findElement(doc, side.id, selectedId)
    if (selected && !selected.locked && !selected.hidden) {
      const h = hitHandle(selected, s, hitRadius(e.pointerType))
      if (h === 'rotate') {
        gesture.current = { kind: 'rotate', id: selected.id, base: doc, el: selected }
        return
      }
      if (h) {
        gesture.current = { kind: 'resize', id: selected.id, base: doc, el: selected, handle: h }
        return
      }
    }
    const tolerance = (e.pointerType === 'mouse' ? 3 : 8) / view.scale
    const hit =
      selected && !selected.hidden && containsPoint(selected, pt, tolerance)
        ? selected
        : hitElement(pt, tolerance)
    if (hit) {
      onSelect(hit.id)
      if (!hit.locked) gesture.current = { kind: 'move', id: hit.id, base: doc, el: hit, start: pt }
      return
    }
    onSelect(null)
    gesture.current = { kind: 'pan', start: s, view }
  }

  function onPointerMove(e: React.PointerEvent<HTMLCanvasElement>) {
    if (!view || !pointers.current.has(e.pointerId)) return
    const s = screenPoint(e)
    pointers.current.set(e.pointerId, s)
    const g = gesture.current
    if (!g) return
    const threshold = SNAP_PX / view.scale
    if (g.kind === 'pinch') {
      const [a, b] = [...pointers.current.values()] as [Point, Point]
      const dist = Math.hypot(a.x - b.x, a.y - b.y)
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }
      const zoomed = zoomAt(g.view, dist / Math.max(1, g.startDist), g.startMid)
      setFitted(false)
      setView({
        ...zoomed,
        offsetX: zoomed.offsetX + mid.x - g.startMid.x,
        offsetY: zoomed.offsetY + mid.y - g.startMid.y,
      })
      return
    }
    if (g.kind === 'pan') {
      setFitted(false)
      setView({
        ...g.view,
        offsetX: g.view.offsetX + s.x - g.start.x,
        offsetY: g.view.offsetY + s.y - g.start.y,
      })
      return
    }
    const pt = toPage(view, s)
    const targets = snapTargets(doc, side, g.id)
    if (g.kind === 'move') {
      let dx = pt.x - g.start.x
      let dy = pt.y - g.start.y
      const moved = { ...g.el, x: g.el.x + dx, y: g.el.y + dy }
      const snap = e.altKey
        ? { dx: 0, dy: 0, guides: [] }
        : snapRect(boundsOf(moved), targets, threshold)
      dx += snap.dx
      dy += snap.dy
      setGuides(snap.guides)
      onPreview(
        updateElement(g.base, side.id, g.id, { x: roundMm(g.el.x + dx), y: roundMm(g.el.y + dy) }),
      )
      return
    }
    if (g.kind === 'resize') {
      let p = pt
      const newGuides: { x?: number; y?: number }[] = []
      if (!g.el.rotation && !e.altKey) {
        const sx = snapValue(pt.x, targets.xs, threshold)
        const sy = snapValue(pt.y, targets.ys, threshold)
        p = { x: sx.value, y: sy.value }
        if (sx.guide !== null && g.handle !== 'n' && g.handle !== 's')
          newGuides.push({ x: sx.guide })
        if (sy.guide !== null && g.handle !== 'e' && g.handle !== 'w')
          newGuides.push({ y: sy.guide })
      }
      const keepRatio =
        e.shiftKey || ((g.el.type === 'image' || g.el.type === 'qr') && g.handle.length === 2)
      const box: Box = resizeBox(g.el, g.handle, p, keepRatio)
      setGuides(newGuides)
      onPreview(
        updateElement(g.base, side.id, g.id, {
          x: roundMm(box.x),
          y: roundMm(box.y),
          width: roundMm(box.width),
          height: roundMm(box.height),
        }),
      )
      return
    }
    if (g.kind === 'rotate') {
      let rotation = rotationTo(g.el, pt, e.shiftKey ? 15 : 0)
      // Settle on the right angles when close.
      const square = Math.round(rotation / 90) * 90
      if (Math.abs(rotation - square) < 3) rotation = normalizeRotation(square)
      onPreview(updateElement(g.base, side.id, g.id, { rotation }))
    }
  }

  function onPointerUp(e: React.PointerEvent<HTMLCanvasElement>) {
    pointers.current.delete(e.pointerId)
    const g = gesture.current
    if (g && 'base' in g) onCommit(g.base)
    if (pointers.current.size === 0 || g?.kind !== 'pinch') gesture.current = null
    if (g?.kind === 'pinch' && pointers.current.size < 2) gesture.current = null
    setGuides([])
  }

  const zoomPct = view ? Math.round((view.scale / fitView(size.w, size.h, page).scale) * 100) : 100

  return (
    <div className="relative h-full min-h-0 w-full">
      <div ref={wrapRef} className="absolute inset-0 overflow-hidden bg-[#eceef3]">
        <canvas
          ref={canvasRef}
          tabIndex={0}
          aria-label={`Design canvas, ${side.name}. Drag to move, use the handles to resize and rotate; every change can also be made in the panel.`}
          data-testid="design-canvas"
          data-scale={view?.scale}
          data-offset-x={view?.offsetX}
          data-offset-y={view?.offsetY}
          className="absolute inset-0 block h-full w-full touch-none outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onDoubleClick={(e) => {
            if (!view) return
            const hit = hitElement(toPage(view, screenPoint(e)), 3 / view.scale)
            if (hit?.type === 'text' && !hit.locked) onEditText(hit.id)
          }}
        />
      </div>
      <div
        role="group"
        aria-label="Zoom"
        className="absolute right-2 top-2 flex items-center gap-1 rounded-full bg-white/95 p-1 text-sm shadow ring-1 ring-black/10"
      >
        <button
          type="button"
          className="grid h-8 w-8 place-items-center rounded-full hover:bg-black/5"
          aria-label="Zoom out"
          onClick={() => zoomBy(1 / 1.25)}
        >
          −
        </button>
        <span className="min-w-[3.5rem] text-center tabular-nums" aria-live="polite">
          {zoomPct}%
        </span>
        <button
          type="button"
          className="grid h-8 w-8 place-items-center rounded-full hover:bg-black/5"
          aria-label="Zoom in"
          onClick={() => zoomBy(1.25)}
        >
          +
        </button>
        <button
          type="button"
          className="h-8 rounded-full px-3 hover:bg-black/5"
          onClick={() => {
            setFitted(true)
            fit()
          }}
        >
          Fit
        </button>
      </div>
    </div>
  )
}

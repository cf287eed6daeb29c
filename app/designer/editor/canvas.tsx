/**
 * The drawing surface: a <canvas> that Paper.js renders the current side into, plus the pointer
 * gestures (select, shift-click and drag-select several, move, resize, rotate, crop and pan a
 * photo in its frame, pan the view, pinch, wheel zoom), typing on the canvas (double-click a text)
 * and dropping photos (onto a frame fills it). Gestures preview changes with `onPreview` and record
 * one undo step with `onCommit(base)` when the pointer is released. Under the drawing, a bar with
 * the legend of the page's lines and the zoom (100 % is true size), so nothing covers the artwork.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { sideGeometry } from '../model.ts'
import { type DesignDocument, type DesignElement, type DesignSide } from '../document.ts'
import { layoutText, textStyle, type TextMeasurer } from '../text-layout.ts'
import {
  boundsOf,
  clampCrop,
  containsPoint,
  fitView,
  HANDLES,
  handlePoint,
  imagePlacement,
  normalizeRotation,
  resizeBox,
  rotatePoint,
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
import { findElement, moveElements, updateElement, withGroup } from './ops.ts'
import { fontCss, renderScene, ROTATE_OFFSET_PX, type Paper } from './render.ts'
import { snapRect, snapTargets, snapValue } from './snapping.ts'

type Gesture =
  | { kind: 'move'; ids: string[]; base: DesignDocument; start: Point; bounds: Box }
  | { kind: 'resize'; id: string; base: DesignDocument; el: DesignElement; handle: Handle }
  | { kind: 'rotate'; id: string; base: DesignDocument; el: DesignElement }
  | { kind: 'crop'; id: string; base: DesignDocument; el: DesignElement; start: Point }
  | { kind: 'marquee'; start: Point; now: Point; additive: boolean }
  | { kind: 'pan'; start: Point; view: View }
  | { kind: 'pinch'; startDist: number; startMid: Point; view: View }

/** Hit radius of handles, CSS px: a 24 px target with a mouse, 44 px with a finger. */
const hitRadius = (pointerType: string) => (pointerType === 'mouse' ? 12 : 22)
const SNAP_PX = 6
/** CSS pixels per millimetre at 100 %: true size on a screen of 96 CSS px per inch. */
export const TRUE_SIZE = 96 / 25.4

export interface CanvasProps {
  paper: Paper
  doc: DesignDocument
  side: DesignSide
  selectedIds: string[]
  measure: TextMeasurer
  onSelect: (ids: string[]) => void
  onPreview: (doc: DesignDocument) => void
  onCommit: (base: DesignDocument) => void
  /** Typing on the canvas: each change of the text (the parent merges them into one undo step). */
  onTextChange: (id: string, text: string) => void
  /** Photos dropped on the canvas, and the frame or image they were dropped on. */
  onDropFiles: (files: File[], targetId: string | null) => void
  /** A double-click on an empty photo frame: choose a photo for it. */
  onPickPhoto: (frameId: string) => void
  croppingId: string | null
  onCroppingChange: (id: string | null) => void
  /** The text being typed on the canvas. */
  editingId: string | null
  onEditingChange: (id: string | null) => void
  renderTick: number
}

export function DesignCanvas(props: CanvasProps) {
  const { paper, doc, side, selectedIds, measure, onSelect, onPreview, onCommit } = props
  const wrapRef = useRef<HTMLDivElement>(null)
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const scopeRef = useRef<Paper | null>(null)
  const [size, setSize] = useState({ w: 0, h: 0 })
  const [view, setView] = useState<View | null>(null)
  const [fitted, setFitted] = useState(true)
  const [guides, setGuides] = useState<{ x?: number; y?: number }[]>([])
  const [marquee, setMarquee] = useState<Box | null>(null)
  const editingId = props.editingId
  const setEditingId = props.onEditingChange
  const [imageTick, setImageTick] = useState(0)
  const [coarse, setCoarse] = useState(false)
  const spaceDown = useRef(false)
  useEffect(() => {
    const mq = window.matchMedia('(pointer: coarse)')
    setCoarse(mq.matches)
    const onChange = () => setCoarse(mq.matches)
    mq.addEventListener('change', onChange)
    const down = (e: KeyboardEvent) => {
      if (e.code === 'Space' && e.target === canvasRef.current) spaceDown.current = true
    }
    const up = (e: KeyboardEvent) => {
      if (e.code === 'Space') spaceDown.current = false
    }
    window.addEventListener('keydown', down)
    window.addEventListener('keyup', up)
    return () => {
      mq.removeEventListener('change', onChange)
      window.removeEventListener('keydown', down)
      window.removeEventListener('keyup', up)
    }
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

  const g = sideGeometry(doc, side)
  const page = { trimWidthMm: g.trimWidthMm, trimHeightMm: g.trimHeightMm, bleedMm: g.bleedMm }
  const fit = useCallback(
    () => setView(fitView(size.w, size.h, page, size.w < 500 ? 8 : 24)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [size.w, size.h, page.trimWidthMm, page.trimHeightMm, page.bleedMm],
  )
  useEffect(() => {
    if (size.w && size.h && (fitted || !view)) fit()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [size.w, size.h, fitted, fit])

  // Leaving the side or the selection ends typing and cropping.
  useEffect(() => {
    if (editingId && !side.elements.some((e) => e.id === editingId)) setEditingId(null)
  }, [side, editingId, setEditingId])

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
      selectedIds: editingId ? [] : selectedIds,
      editingId,
      croppingId: props.croppingId,
      marquee,
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
  }, [
    doc,
    side,
    view,
    size,
    selectedIds,
    guides,
    measure,
    imageTick,
    props.renderTick,
    coarse,
    editingId,
    props.croppingId,
    marquee,
  ])

  const screenPoint = (e: { clientX: number; clientY: number }): Point => {
    const r = canvasRef.current!.getBoundingClientRect()
    return { x: e.clientX - r.left, y: e.clientY - r.top }
  }

  const zoomTo = (scale: number, at?: Point) => {
    if (!view) return
    setFitted(false)
    setView(zoomAt(view, scale / view.scale, at ?? { x: size.w / 2, y: size.h / 2 }))
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
      setFitted(false)
      if (e.shiftKey && !e.ctrlKey) {
        setView({ ...v, offsetX: v.offsetX - e.deltaY, offsetY: v.offsetY - e.deltaX })
        return
      }
      setView(zoomAt(v, Math.exp(-e.deltaY * (e.ctrlKey ? 0.01 : 0.0015)), at))
    }
    canvas.addEventListener('wheel', onWheel, { passive: false })
    return () => canvas.removeEventListener('wheel', onWheel)
  }, [])

  const single = selectedIds.length === 1 ? findElement(doc, side.id, selectedIds[0]!) : undefined

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

  function unionBounds(ids: readonly string[], from: DesignDocument): Box {
    const boxes = (from.sides.find((s) => s.id === side.id)?.elements ?? [])
      .filter((e) => ids.includes(e.id))
      .map((e) => boundsOf(e))
    const x = Math.min(...boxes.map((b) => b.x))
    const y = Math.min(...boxes.map((b) => b.y))
    return {
      x,
      y,
      width: Math.max(...boxes.map((b) => b.x + b.width)) - x,
      height: Math.max(...boxes.map((b) => b.y + b.height)) - y,
      rotation: 0,
    }
  }

  function onPointerDown(e: React.PointerEvent<HTMLCanvasElement>) {
    if (!view) return
    if (editingId) setEditingId(null)
    const s = screenPoint(e)
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
    const cropping = props.croppingId ? findElement(doc, side.id, props.croppingId) : undefined
    if (cropping) {
      if (containsPoint(cropping, pt, tolerance)) {
        gesture.current = { kind: 'crop', id: cropping.id, base: doc, el: cropping, start: pt }
        return
      }
      props.onCroppingChange(null)
    }
    if (single && !single.locked && !single.hidden) {
      const h = hitHandle(single, s, hitRadius(e.pointerType))
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
    const hit = inSelection ?? hitElement(pt, tolerance)
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
          bounds: unionBounds(movable, doc),
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
    const s = screenPoint(e)
    pointers.current.set(e.pointerId, s)
    const gs = gesture.current
    if (!gs) return
    const threshold = SNAP_PX / view.scale
    if (gs.kind === 'pinch') {
      const [a, b] = [...pointers.current.values()] as [Point, Point]
      const dist = Math.hypot(a.x - b.x, a.y - b.y)
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }
      const zoomed = zoomAt(gs.view, dist / Math.max(1, gs.startDist), gs.startMid)
      setFitted(false)
      setView({
        ...zoomed,
        offsetX: zoomed.offsetX + mid.x - gs.startMid.x,
        offsetY: zoomed.offsetY + mid.y - gs.startMid.y,
      })
      return
    }
    if (gs.kind === 'pan') {
      setFitted(false)
      setView({
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
        // Everything the band touches (a group comes whole).
        const touched = side.elements.filter((el) => {
          if (el.hidden) return false
          const b = boundsOf(el)
          return (
            b.x < band.x + band.width &&
            b.x + b.width > band.x &&
            b.y < band.y + band.height &&
            b.y + b.height > band.y
          )
        })
        const ids = [...new Set(touched.flatMap((el) => withGroup(side, el.id)))]
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
    const hit = hitElement(toPage(view, screenPoint(e)), 3 / view.scale)
    if (!hit || hit.locked) return
    onSelect([hit.id])
    if (hit.type === 'text') setEditingId(hit.id)
    else if (hit.type === 'image') props.onCroppingChange(hit.id)
    else if (hit.type === 'frame') props.onPickPhoto(hit.id)
  }

  const [dragOver, setDragOver] = useState(false)
  function onDrop(e: React.DragEvent<HTMLDivElement>) {
    e.preventDefault()
    setDragOver(false)
    const files = [...e.dataTransfer.files].filter((f) => f.type.startsWith('image/'))
    if (!files.length || !view) return
    const hit = hitElement(toPage(view, screenPoint(e)), 0)
    props.onDropFiles(files, hit && (hit.type === 'frame' || hit.type === 'image') ? hit.id : null)
  }

  const editing = editingId ? findElement(doc, side.id, editingId) : undefined
  const zoomPct = view ? Math.round((view.scale / TRUE_SIZE) * 100) : 100
  const cropping = props.croppingId ? findElement(doc, side.id, props.croppingId) : undefined

  return (
    <div className="flex h-full min-h-0 w-full flex-col">
      <div
        ref={wrapRef}
        className={`relative min-h-0 flex-1 overflow-hidden bg-[#eceef3] ${dragOver ? 'ring-4 ring-inset ring-brand-600/50' : ''}`}
        onDragOver={(e) => {
          if ([...e.dataTransfer.types].includes('Files')) {
            e.preventDefault()
            setDragOver(true)
          }
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
      >
        <canvas
          ref={canvasRef}
          tabIndex={0}
          aria-label={`Design canvas, ${side.name}. Drag to move, use the handles to resize and rotate, shift-click or drag across to select several, double-click a text to type in it or a photo to crop it; every change can also be made in the panel.`}
          aria-describedby="design-canvas-help"
          data-testid="design-canvas"
          data-scale={view?.scale}
          data-offset-x={view?.offsetX}
          data-offset-y={view?.offsetY}
          className="absolute inset-0 block h-full w-full touch-none outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onDoubleClick={onDoubleClick}
        />
        {editing?.type === 'text' && view ? (
          <InlineText
            el={editing}
            view={view}
            measure={measure}
            onChange={(text) => props.onTextChange(editing.id, text)}
            onDone={() => {
              setEditingId(null)
              canvasRef.current?.focus({ preventScroll: true })
            }}
          />
        ) : null}
        {cropping ? (
          <p
            role="status"
            className="pointer-events-none absolute left-1/2 top-2 -translate-x-1/2 rounded-full bg-ink/85 px-3 py-1 text-xs text-white"
          >
            Drag to move the photo in its frame. Press Enter or Escape when done.
          </p>
        ) : null}
      </div>
      <p id="design-canvas-help" className="sr-only">
        Arrow keys move the selection by 1 mm (10 mm with Shift). Enter starts typing in a selected
        text or cropping a selected photo; Escape ends it.
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-black/10 bg-white px-2 py-1 text-xs">
        <Legend doc={doc} side={side} />
        <div role="group" aria-label="Zoom" className="ml-auto flex items-center gap-1">
          <button
            type="button"
            className="grid size-9 place-items-center rounded-full text-base hover:bg-black/5 pointer-coarse:size-11"
            aria-label="Zoom out"
            onClick={() => view && zoomTo(view.scale / 1.25)}
          >
            −
          </button>
          <span
            className="min-w-[3.5rem] text-center tabular-nums"
            aria-live="polite"
            data-testid="zoom-level"
          >
            {zoomPct}%
          </span>
          <button
            type="button"
            className="grid size-9 place-items-center rounded-full text-base hover:bg-black/5 pointer-coarse:size-11"
            aria-label="Zoom in"
            onClick={() => view && zoomTo(view.scale * 1.25)}
          >
            +
          </button>
          <button
            type="button"
            className="h-9 rounded-full px-3 hover:bg-black/5 pointer-coarse:h-11"
            aria-label="Zoom to true size (100%)"
            onClick={() => zoomTo(TRUE_SIZE)}
          >
            100%
          </button>
          <button
            type="button"
            className="h-9 rounded-full px-3 hover:bg-black/5 pointer-coarse:h-11"
            onClick={() => {
              setFitted(true)
              fit()
            }}
          >
            Fit
          </button>
        </div>
      </div>
    </div>
  )
}

/** What the lines on the page mean, for the ones this side has. */
function Legend({ doc, side }: { doc: DesignDocument; side: DesignSide }) {
  const g = sideGeometry(doc, side)
  const items: { key: string; label: string; swatch: React.ReactNode }[] = []
  const mm = (v: number) => String(Math.round(v * 10) / 10)
  items.push({
    key: 'size',
    label: `Page ${mm(g.trimWidthMm)} × ${mm(g.trimHeightMm)} mm`,
    swatch: null,
  })
  if (g.bleedMm > 0)
    items.push({
      key: 'bleed',
      label: `Bleed (${g.bleedMm} mm, cut off)`,
      swatch: (
        <span className="inline-block h-3 w-4 rounded-sm bg-red-600/15 ring-1 ring-red-600/50" />
      ),
    })
  items.push({
    key: 'trim',
    label: doc.cutContour ? 'Trim and cut line' : 'Trim (finished edge)',
    swatch: <span className="inline-block h-0.5 w-4 bg-[#16161d]" />,
  })
  if (g.safeMarginMm > 0)
    items.push({
      key: 'safe',
      label: `Safe area (${g.safeMarginMm} mm in)`,
      swatch: <span className="inline-block w-4 border-t-2 border-dashed border-[#2f6fde]" />,
    })
  if (g.folds.length)
    items.push({
      key: 'fold',
      label: g.folds.some((f) => f.label === 'Spine')
        ? 'Fold and spine (not printed)'
        : 'Fold (not printed)',
      swatch: <span className="inline-block w-4 border-t-2 border-dashed border-[#0f766e]" />,
    })
  if (g.zones.length)
    items.push({
      key: 'zone',
      label:
        g.zones[0]!.kind === 'camera'
          ? 'Camera cut-out (keep clear)'
          : 'Not printed or hidden (keep clear)',
      swatch: (
        <span className="inline-block h-3 w-4 rounded-sm bg-rose-600/20 ring-1 ring-rose-600/70" />
      ),
    })
  if (doc.shape === 'die-cut')
    items.push({
      key: 'die',
      label: 'Cut 2 mm around your design',
      swatch: <span className="inline-block h-0.5 w-4 bg-fuchsia-600" />,
    })
  return (
    <ul
      aria-label="What the lines mean"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 text-black/70"
      data-testid="legend"
    >
      {items.map((i) => (
        <li key={i.key} className="flex items-center gap-1.5">
          {i.swatch ? <span aria-hidden="true">{i.swatch}</span> : null}
          {i.label}
        </li>
      ))}
    </ul>
  )
}

/** A textarea over a text element, in its font, size, colour and angle, for typing on the canvas. */
function InlineText({
  el,
  view,
  measure,
  onChange,
  onDone,
}: {
  el: Extract<DesignElement, { type: 'text' }>
  view: View
  measure: TextMeasurer
  onChange: (text: string) => void
  onDone: () => void
}) {
  const ref = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    const t = ref.current
    if (!t) return
    t.focus({ preventScroll: true })
    t.setSelectionRange(t.value.length, t.value.length)
  }, [])
  const style = textStyle(el)
  const layout = layoutText(el, measure)
  const px = style.fontSizeMm * view.scale
  const topLeft = toScreen(view, { x: el.x, y: el.y })
  return (
    <textarea
      ref={ref}
      aria-label="Text on the canvas"
      data-testid="canvas-text-editor"
      value={el.text}
      spellCheck
      className="absolute resize-none overflow-hidden border-0 bg-white/40 p-0 outline outline-2 outline-dashed outline-brand-600 focus:outline-brand-600"
      style={{
        left: topLeft.x,
        top: topLeft.y,
        width: el.width * view.scale,
        height: Math.max(el.height, layout.height) * view.scale,
        transform: el.rotation ? `rotate(${el.rotation}deg)` : undefined,
        transformOrigin: 'center',
        font: fontCss(style, px),
        lineHeight: el.lineHeight,
        color: el.color,
        textAlign: el.align,
        // The first line sits where the canvas draws it (half the extra leading above).
        paddingTop: 0,
      }}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onDone}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault()
          onDone()
        }
        e.stopPropagation()
      }}
    />
  )
}

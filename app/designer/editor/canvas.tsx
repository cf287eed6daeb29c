/**
 * The drawing surface: a <canvas> that Paper.js renders the current side into, the view (fitted to
 * the space, or zoomed and panned by the shopper: buttons, wheel, pinch), typing on the canvas
 * (double-click a text) and dropping photos (onto a frame fills it). The pointer gestures (select,
 * move, resize, rotate, crop, pan) are `useCanvasGestures`; under the drawing, a bar with the
 * legend of the page's lines and the zoom (100 % is true size), so nothing covers the artwork.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { sideGeometry } from '../model.ts'
import { type DesignDocument, type DesignSide } from '../document.ts'
import { type TextMeasurer } from '../text-layout.ts'
import { fitView, toPage, zoomAt, type View } from './geometry.ts'
import { findElement } from './ops.ts'
import { renderScene, type Paper } from './render.ts'
import { useCanvasGestures } from './canvas-gestures.ts'
import { hitElement, screenPoint } from './canvas-hit-test.ts'
import { Legend } from './canvas-legend.tsx'
import { InlineText } from './inline-text.tsx'

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
  const editingId = props.editingId
  const setEditingId = props.onEditingChange
  const [imageTick, setImageTick] = useState(0)
  const [coarse, setCoarse] = useState(false)
  useEffect(() => {
    const mq = window.matchMedia('(pointer: coarse)')
    setCoarse(mq.matches)
    const onChange = () => setCoarse(mq.matches)
    mq.addEventListener('change', onChange)
    return () => mq.removeEventListener('change', onChange)
  }, [])
  const readyMarked = useRef(false)
  const { guides, marquee, handlers } = useCanvasGestures({
    canvasRef,
    view,
    onViewChange: (next) => {
      setFitted(false)
      setView(next)
    },
    doc,
    side,
    selectedIds,
    onSelect,
    onPreview,
    onCommit,
    croppingId: props.croppingId,
    onCroppingChange: props.onCroppingChange,
    editingId,
    onEditingChange: setEditingId,
    onPickPhoto: props.onPickPhoto,
  })

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

  const zoomTo = (scale: number, at?: { x: number; y: number }) => {
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
      const at = screenPoint(canvas, e)
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

  const [dragOver, setDragOver] = useState(false)
  function onDrop(e: React.DragEvent<HTMLDivElement>) {
    e.preventDefault()
    setDragOver(false)
    const files = [...e.dataTransfer.files].filter((f) => f.type.startsWith('image/'))
    if (!files.length || !view) return
    const hit = hitElement(side, toPage(view, screenPoint(canvasRef.current!, e)), 0)
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
          {...handlers}
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

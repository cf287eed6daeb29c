/**
 * Draws a side of the design document with Paper.js. Paper.js only renders: the document is the
 * source of truth, and the scene is rebuilt from it on every change (a few dozen items at most).
 * Units inside the scene are millimetres; the view matrix maps them to CSS pixels.
 */
import type paperFull from 'paper'
import { sideGeometry } from '../model.ts'
import {
  type DesignDocument,
  type DesignElement,
  type DesignSide,
  type FontFamily,
  type FrameElement,
  type ImageElement,
  type QrElement,
  type ShapeElement,
  type SideGeometry,
  type TextElement,
} from '../document.ts'
import { cssFontFamily } from '../font-chain.ts'
import { qrMatrix, qrPlacement, type QrMatrix } from '../qr.ts'
import { roleKeepsOffPress } from '../template-text.ts'
import { baselineOffset, layoutText, type TextMeasurer } from '../text-layout.ts'
import {
  centerOf,
  corners,
  HANDLES,
  handlePoint,
  imageClip,
  imagePlacement,
  rotationHandlePoint,
  type View,
} from './geometry.ts'

export type Paper = Pick<typeof paperFull, Exclude<keyof typeof paperFull, 'PaperScript'>>

/** Screen sizes of the selection furniture, CSS px. */
export const HANDLE_PX = 10
export const ROTATE_OFFSET_PX = 28

export function fontCss(
  style: { fontFamily: FontFamily; fontWeight: number; italic: boolean },
  px: number,
) {
  return `${style.italic ? 'italic ' : ''}${style.fontWeight} ${px}px ${cssFontFamily(style.fontFamily)}`
}

/** Measures with the browser's canvas text metrics, in the fonts loaded for the editor. */
export function createCanvasMeasurer(): TextMeasurer {
  const ctx = document.createElement('canvas').getContext('2d')
  return (text, style) => {
    if (!ctx) return text.length * style.fontSizeMm * 0.6
    ctx.font = fontCss(style, 100)
    return (ctx.measureText(text).width / 100) * style.fontSizeMm
  }
}

const qrCache = new Map<string, QrMatrix | null>()
function qrModules(value: string) {
  if (!qrCache.has(value)) qrCache.set(value, qrMatrix(value))
  return qrCache.get(value) ?? null
}

type ImageState = HTMLImageElement | 'loading' | 'error'
const images = new Map<string, ImageState>()
export const imageUrl = (uploadId: string) => `/api/images/${uploadId}`

/** Starts loading an upload's bitmap; `onLoad` is called when it is ready to draw. */
function imageFor(uploadId: string, onLoad: () => void): HTMLImageElement | null {
  const state = images.get(uploadId)
  if (state instanceof HTMLImageElement) return state
  if (state) return null
  images.set(uploadId, 'loading')
  const img = new Image()
  img.onload = () => {
    images.set(uploadId, img)
    onLoad()
  }
  img.onerror = () => images.set(uploadId, 'error')
  img.src = imageUrl(uploadId)
  return null
}

/** Resolves once every image of the side is loaded (or failed), for the cart preview. */
export async function preloadImages(side: DesignSide) {
  const ids = side.elements.filter((e) => e.type === 'image').map((e) => e.uploadId)
  await Promise.all(
    ids.map(
      (id) =>
        new Promise<void>((resolve) => {
          if (imageFor(id, resolve)) resolve()
          else if (images.get(id) === 'error') resolve()
          else setTimeout(resolve, 8000)
        }),
    ),
  )
}

export interface SceneOptions {
  doc: DesignDocument
  side: DesignSide
  view: View
  measure: TextMeasurer
  /** The selection; handles show when it is one element. */
  selectedIds?: readonly string[]
  /** The text being typed on the canvas (drawn by the overlay, not here). */
  editingId?: string | null
  /** The image being cropped: its whole picture shows faintly around the frame. */
  croppingId?: string | null
  /** The rubber band of a drag-select, in page mm. */
  marquee?: { x: number; y: number; width: number; height: number } | null
  guides?: { x?: number; y?: number }[]
  /** Trim, bleed and safe-area overlays (off for the cart preview). */
  overlays?: boolean
  /** Handle size, CSS px (bigger for fingers). */
  handlePx?: number
  onImageLoad?: () => void
}

function color(p: Paper, c: string | 'none') {
  return c === 'none' ? null : new p.Color(c)
}

function drawText(p: Paper, el: TextElement, measure: TextMeasurer) {
  const layout = layoutText(el, measure)
  const items: paper.Item[] = []
  const base = baselineOffset(layout.fontSizeMm, el.lineHeight)
  for (const line of layout.lines) {
    const t = new p.PointText(new p.Point(el.x + line.x, el.y + line.y + base))
    t.content = line.text
    // The family's fallback chain, as the PDF sets it (₹, Hindi, Tamil in any family).
    t.fontFamily = cssFontFamily(el.fontFamily)
    t.fontWeight = `${el.italic ? 'italic ' : ''}${el.fontWeight}`
    t.fontSize = layout.fontSizeMm
    t.fillColor = new p.Color(el.color)
    t.justification = 'left'
    items.push(t)
  }
  return items
}

function drawShape(p: Paper, el: ShapeElement) {
  const rect = new p.Rectangle(el.x, el.y, el.width, el.height)
  let path: paper.Path
  if (el.shape === 'ellipse') path = new p.Path.Ellipse(rect)
  else if (el.shape === 'line') {
    const y = el.y + el.height / 2
    path = new p.Path.Line(new p.Point(el.x, y), new p.Point(el.x + el.width, y))
  } else if (el.shape === 'rounded-rectangle') {
    const r = Math.min(el.radiusMm, el.width / 2, el.height / 2)
    path = new p.Path.Rectangle(rect, new p.Size(r, r))
  } else path = new p.Path.Rectangle(rect)
  if (el.shape !== 'line') path.fillColor = color(p, el.fill)
  path.strokeColor = color(p, el.stroke)
  path.strokeWidth = el.strokeWidthMm
  return [path]
}

function drawQr(p: Paper, el: QrElement) {
  const items: paper.Item[] = []
  if (el.background !== 'none') {
    const bg = new p.Path.Rectangle(new p.Rectangle(el.x, el.y, el.width, el.height))
    bg.fillColor = new p.Color(el.background)
    items.push(bg)
  }
  const m = qrModules(el.value)
  if (!m) return items
  const { x, y, cell } = qrPlacement(el, m.size)
  const squares: paper.Path[] = []
  for (let r = 0; r < m.size; r++) {
    for (let c = 0; c < m.size; c++) {
      if (!m.dark(r, c)) continue
      squares.push(
        new p.Path.Rectangle({
          point: [x + c * cell, y + r * cell],
          // A hair wider so neighbouring squares do not show seams when anti-aliased.
          size: [cell * 1.02, cell * 1.02],
          insert: false,
        }),
      )
    }
  }
  const modules = new p.CompoundPath({ children: squares })
  modules.fillColor = new p.Color(el.color)
  items.push(modules)
  return items
}

/** A template's photo frame: the editor's placeholder, never printed. */
function drawFrame(p: Paper, el: FrameElement, scale: number) {
  const rect = new p.Rectangle(el.x, el.y, el.width, el.height)
  const box = new p.Path.Rectangle(rect)
  box.fillColor = new p.Color(0.18, 0.44, 0.87, 0.08)
  box.strokeColor = new p.Color(0.18, 0.44, 0.87, 0.7)
  box.strokeWidth = 1.5 / scale
  box.dashArray = [6 / scale, 4 / scale]
  const size = Math.max(2.2, Math.min(el.height * 0.1, el.width * 0.07, 7))
  const label = new p.PointText(
    new p.Point(el.x + el.width / 2, el.y + el.height / 2 + size * 0.35),
  )
  label.content = `＋ ${el.label}`
  label.fontFamily = '"Inter", sans-serif'
  label.fontSize = size
  label.justification = 'center'
  label.fillColor = new p.Color(0.18, 0.44, 0.87, 0.9)
  return [box, label]
}

function drawImage(p: Paper, el: ImageElement, onLoad: () => void) {
  const frame = new p.Path.Rectangle(new p.Rectangle(el.x, el.y, el.width, el.height))
  const img = imageFor(el.uploadId, onLoad)
  if (!img) {
    frame.fillColor = new p.Color('#e5e7eb')
    return [frame]
  }
  const { image } = imagePlacement(el)
  const clip = imageClip(el)
  const mask = new p.Path.Rectangle(
    new p.Rectangle(el.x + clip.x, el.y + clip.y, clip.width, clip.height),
  )
  const raster = new p.Raster(img)
  raster.bounds = new p.Rectangle(el.x + image.x, el.y + image.y, image.width, image.height)
  // Clip to what the PDF prints (imageClip); the transparent frame keeps the element's bounds.
  const group = new p.Group([mask, raster])
  group.clipped = true
  frame.fillColor = null
  return [frame, group]
}

function drawElement(p: Paper, el: DesignElement, o: SceneOptions) {
  const items =
    el.type === 'text'
      ? el.id === o.editingId
        ? []
        : drawText(p, el, o.measure)
      : el.type === 'shape'
        ? drawShape(p, el)
        : el.type === 'qr'
          ? drawQr(p, el)
          : el.type === 'frame'
            ? drawFrame(p, el, o.view.scale)
            : drawImage(p, el, o.onImageLoad ?? (() => {}))
  if (roleKeepsOffPress(el)) {
    // A placeholder, instruction or guide: shown faded in a dashed amber box, never printed.
    const box = new p.Path.Rectangle(new p.Rectangle(el.x, el.y, el.width, el.height))
    box.strokeColor = new p.Color(0.85, 0.47, 0.02, 0.9)
    box.strokeWidth = 1.2 / o.view.scale
    box.dashArray = [4 / o.view.scale, 3 / o.view.scale]
    for (const item of items) item.opacity = 0.55
    items.push(box)
  }
  const group = new p.Group(items)
  group.opacity = el.opacity
  if (el.rotation) group.rotate(el.rotation, new p.Point(centerOf(el).x, centerOf(el).y))
  return group
}

function pageShape(
  p: Paper,
  doc: Pick<SideGeometry, 'shape' | 'cornerRadiusMm'>,
  x: number,
  y: number,
  w: number,
  h: number,
  insert = true,
) {
  const rectangle = new p.Rectangle(x, y, w, h)
  if (doc.shape === 'circle' || doc.shape === 'oval') {
    return new p.Path.Ellipse({ rectangle, insert })
  }
  if (doc.shape === 'rounded' && doc.cornerRadiusMm) {
    const r = Math.min(doc.cornerRadiusMm + (x < 0 ? -x : 0), w / 2, h / 2)
    return new p.Path.Rectangle({ rectangle, radius: new p.Size(r, r), insert })
  }
  return new p.Path.Rectangle({ rectangle, insert })
}

/** Rebuilds the scene of `scope` for one side. */
export function renderScene(p: Paper, o: SceneOptions) {
  const { side, view } = o
  const doc = sideGeometry(o.doc, side)
  p.project.activeLayer.removeChildren()
  p.view.matrix = new p.Matrix(view.scale, 0, 0, view.scale, view.offsetX, view.offsetY)
  const W = doc.trimWidthMm
  const H = doc.trimHeightMm
  const b = doc.bleedMm
  const px = 1 / view.scale

  // The printed area: the side's background to the bleed edge, the elements clipped to it.
  const bleedRect = new p.Rectangle(-b, -b, W + 2 * b, H + 2 * b)
  const background = new p.Path.Rectangle(bleedRect)
  background.fillColor = new p.Color(side.background)
  const clip = new p.Path.Rectangle(bleedRect)
  const content = new p.Group([clip])
  content.clipped = true
  for (const el of side.elements) {
    if (el.hidden) continue
    // Frames, placeholders and guides are the editor's: not in the cart preview.
    if ((el.type === 'frame' || roleKeepsOffPress(el)) && o.overlays === false) continue
    content.addChild(drawElement(p, el, o))
  }
  if (o.overlays === false) return

  const cropping = side.elements.find((e) => e.id === o.croppingId)
  if (cropping?.type === 'image') {
    // The whole picture, faint, so the shopper sees what the crop leaves out.
    const img = imageFor(cropping.uploadId, o.onImageLoad ?? (() => {}))
    if (img) {
      const { image } = imagePlacement(cropping)
      const raster = new p.Raster(img)
      raster.bounds = new p.Rectangle(
        cropping.x + image.x,
        cropping.y + image.y,
        image.width,
        image.height,
      )
      raster.opacity = 0.35
      if (cropping.rotation)
        raster.rotate(cropping.rotation, new p.Point(centerOf(cropping).x, centerOf(cropping).y))
    }
  }

  if (
    doc.shape === 'circle' ||
    doc.shape === 'oval' ||
    (doc.shape === 'rounded' && doc.cornerRadiusMm)
  ) {
    // Shaped products: what falls outside the cut is shown faded.
    // Even-odd fill of the box and the die shape (no boolean ops: they trip on tangent curves).
    const outside = new p.CompoundPath({
      children: [
        new p.Path.Rectangle({ rectangle: bleedRect, insert: false }),
        pageShape(p, doc, -b, -b, W + 2 * b, H + 2 * b, false),
      ],
      fillRule: 'evenodd',
    })
    outside.fillColor = new p.Color(1, 1, 1, 0.6)
  }
  if (side.dieline) {
    // A box's or folder's die (decision 064): waste outside the outline faded, the cut and the
    // card slits in magenta as the proof shows them; creases are its folds, glue areas its zones.
    const outline = new p.Path({
      segments: side.dieline.outline.map((q) => new p.Point(q.x, q.y)),
      closed: true,
      insert: false,
    })
    const waste = new p.CompoundPath({
      children: [new p.Path.Rectangle({ rectangle: bleedRect, insert: false }), outline.clone()],
      fillRule: 'evenodd',
    })
    waste.fillColor = new p.Color(1, 1, 1, 0.6)
    const cut = new p.Path({ segments: outline.segments, closed: true })
    cut.strokeColor = new p.Color('#ec008c')
    cut.strokeWidth = 1.5 * px
    for (const sl of side.dieline.slits) {
      const slit = new p.Path.Line(new p.Point(sl.from.x, sl.from.y), new p.Point(sl.to.x, sl.to.y))
      slit.strokeColor = new p.Color('#ec008c')
      slit.strokeWidth = 1.5 * px
    }
  }
  // Bleed: the band outside the trim that is cut off.
  const band = new p.CompoundPath({
    children: [
      new p.Path.Rectangle({ rectangle: bleedRect, insert: false }),
      new p.Path.Rectangle({ rectangle: new p.Rectangle(0, 0, W, H), insert: false }),
    ],
    fillRule: 'evenodd',
  })
  band.fillColor = new p.Color(0.86, 0.15, 0.15, 0.12)
  const bleedEdge = new p.Path.Rectangle(bleedRect)
  bleedEdge.strokeColor = new p.Color(0.86, 0.15, 0.15, 0.5)
  bleedEdge.strokeWidth = px
  const trim = pageShape(p, doc, 0, 0, W, H)
  trim.strokeColor = new p.Color('#16161d')
  trim.strokeWidth = px
  const m = doc.safeMarginMm
  // A cover spread's back and front each have their own safe area, clear of the spine.
  const spine = doc.folds
    .filter((f) => f.label === 'Spine' && f.axis === 'vertical')
    .map((f) => f.at)
  const spans: [number, number][] =
    spine.length === 2
      ? [
          [0, Math.min(...spine)],
          [Math.max(...spine), W],
        ]
      : [[0, W]]
  for (const [x1, x2] of spans) {
    if (m <= 0 || x2 - x1 <= 2 * m || H <= 2 * m) continue
    // The die's shape inset by the margin (an ellipse for round and oval dies, as the preflight).
    const safe = pageShape(
      p,
      { ...doc, cornerRadiusMm: null },
      x1 + m,
      m,
      x2 - x1 - 2 * m,
      H - 2 * m,
    )
    safe.strokeColor = new p.Color('#2f6fde')
    safe.strokeWidth = px
    safe.dashArray = [4 * px, 3 * px]
  }

  // Fold lines (never printed): dashed teal, across the page.
  for (const fold of doc.folds) {
    const line =
      fold.axis === 'vertical'
        ? new p.Path.Line(
            new p.Point(fold.at, fold.from ?? -b),
            new p.Point(fold.at, fold.to ?? H + b),
          )
        : new p.Path.Line(
            new p.Point(fold.from ?? -b, fold.at),
            new p.Point(fold.to ?? W + b, fold.at),
          )
    line.strokeColor = new p.Color('#0f766e')
    line.strokeWidth = 1.5 * px
    line.dashArray = [6 * px, 3 * px, 1.5 * px, 3 * px]
  }
  // What each folded panel becomes, numbered in reading order (decision 046; never printed).
  for (const panel of side.panels ?? []) {
    const size = Math.max(1.8, Math.min(panel.width * 0.06, 3.5))
    const tag = new p.PointText(new p.Point(panel.x + panel.width / 2, panel.y + size * 1.4))
    tag.content = `${panel.order} · ${panel.label}`
    tag.fontFamily = '"Inter", sans-serif'
    tag.fontSize = size
    tag.justification = 'center'
    tag.fillColor = new p.Color('#0f766e')
    tag.opacity = 0.85
  }
  // No-go zones: hatched, with their name.
  for (const zone of doc.zones) {
    const area = new p.Path.Rectangle({
      rectangle: new p.Rectangle(zone.x, zone.y, zone.width, zone.height),
      radius: new p.Size(zone.radiusMm, zone.radiusMm),
    })
    area.fillColor = new p.Color(0.85, 0.1, 0.3, 0.18)
    area.strokeColor = new p.Color(0.85, 0.1, 0.3, 0.8)
    area.strokeWidth = px
    area.dashArray = [3 * px, 2 * px]
    const size = Math.min(zone.width * 0.12, zone.height * 0.1, 4)
    const label = new p.PointText(new p.Point(zone.x + zone.width / 2, zone.y + zone.height / 2))
    label.content = zone.label
    label.fontFamily = '"Inter", sans-serif'
    label.fontSize = Math.max(1.5, size)
    label.justification = 'center'
    label.fillColor = new p.Color(0.6, 0.05, 0.2, 0.9)
    if (zone.height > zone.width * 2) label.rotate(-90, label.bounds.center)
  }

  for (const g of o.guides ?? []) {
    const line =
      g.x !== undefined
        ? new p.Path.Line(new p.Point(g.x, -b - 1000), new p.Point(g.x, H + b + 1000))
        : new p.Path.Line(new p.Point(-b - 1000, g.y!), new p.Point(W + b + 1000, g.y!))
    line.strokeColor = new p.Color('#db2777')
    line.strokeWidth = px
  }

  if (o.marquee) {
    const band = new p.Path.Rectangle(
      new p.Rectangle(o.marquee.x, o.marquee.y, o.marquee.width, o.marquee.height),
    )
    band.fillColor = new p.Color(0.18, 0.44, 0.87, 0.08)
    band.strokeColor = new p.Color('#2f6fde')
    band.strokeWidth = px
  }

  const handlePx = o.handlePx ?? HANDLE_PX
  const ids = o.selectedIds ?? []
  if (ids.length > 1) {
    // Several: each outlined, and their common box dashed.
    const chosen = side.elements.filter((e) => ids.includes(e.id) && !e.hidden)
    for (const el of chosen) {
      const outline = new p.Path(corners(el).map((c) => new p.Point(c.x, c.y)))
      outline.closed = true
      outline.strokeColor = new p.Color(el.locked ? '#6b7280' : '#2f6fde')
      outline.strokeWidth = 1.5 * px
    }
    const pts = chosen.flatMap((e) => corners(e))
    if (pts.length) {
      const x1 = Math.min(...pts.map((q) => q.x))
      const y1 = Math.min(...pts.map((q) => q.y))
      const all = new p.Path.Rectangle(
        new p.Rectangle(
          x1,
          y1,
          Math.max(...pts.map((q) => q.x)) - x1,
          Math.max(...pts.map((q) => q.y)) - y1,
        ),
      )
      all.strokeColor = new p.Color('#2f6fde')
      all.strokeWidth = px
      all.dashArray = [4 * px, 3 * px]
    }
    return
  }
  const selected = side.elements.find((e) => e.id === ids[0])
  if (selected && !selected.hidden) {
    const outline = new p.Path(corners(selected).map((c) => new p.Point(c.x, c.y)))
    outline.closed = true
    outline.strokeColor = new p.Color(selected.locked ? '#6b7280' : '#2f6fde')
    outline.strokeWidth = 1.5 * px
    if (!selected.locked) {
      const top = handlePoint(selected, 'n')
      const rot = rotationHandlePoint(selected, ROTATE_OFFSET_PX * px)
      const stem = new p.Path.Line(new p.Point(top.x, top.y), new p.Point(rot.x, rot.y))
      stem.strokeColor = new p.Color('#2f6fde')
      stem.strokeWidth = px
      const knob = new p.Path.Circle(new p.Point(rot.x, rot.y), (handlePx / 2 + 1) * px)
      knob.fillColor = new p.Color('#ffffff')
      knob.strokeColor = new p.Color('#2f6fde')
      knob.strokeWidth = 1.5 * px
      for (const h of HANDLES) {
        const c = handlePoint(selected, h)
        const s = handlePx * px
        const handle = new p.Path.Rectangle(new p.Rectangle(c.x - s / 2, c.y - s / 2, s, s))
        handle.rotate(selected.rotation, new p.Point(c.x, c.y))
        handle.fillColor = new p.Color('#ffffff')
        handle.strokeColor = new p.Color('#2f6fde')
        handle.strokeWidth = 1.5 * px
      }
    }
  }
}

/**
 * Renders a side to a PNG (no overlays) `widthPx` wide, trimmed to the trim box, for the cart
 * preview. Uses its own canvas and Paper.js scope so the editor's view is untouched.
 */
export async function renderSidePng(
  paperModule: Paper,
  doc: DesignDocument,
  side: DesignSide,
  measure: TextMeasurer,
  widthPx = 600,
): Promise<Blob | null> {
  await preloadImages(side)
  const canvas = document.createElement('canvas')
  const g = sideGeometry(doc, side)
  const scale = widthPx / g.trimWidthMm
  const w = Math.round(widthPx)
  const h = Math.max(1, Math.round(g.trimHeightMm * scale))
  canvas.width = w
  canvas.height = h
  canvas.setAttribute('hidpi', 'off')
  const scope = new paperModule.PaperScope()
  scope.setup(canvas)
  const s = scope as unknown as Paper
  try {
    s.view.viewSize = new s.Size(w, h)
    renderScene(s, { doc, side, view: { scale, offsetX: 0, offsetY: 0 }, measure, overlays: false })
    s.view.update()
    return await new Promise<Blob | null>((resolve) => {
      try {
        canvas.toBlob((blob) => resolve(blob), 'image/png')
      } catch {
        resolve(null)
      }
    })
  } finally {
    ;(scope as unknown as { remove(): void }).remove()
  }
}

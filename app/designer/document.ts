/**
 * The design document: our own versioned JSON, in millimetres, that the Paper.js editor edits, the
 * server validates and stores (Design.document) and the PDF renderer prints. Paper.js's own JSON
 * is never stored. Coordinates are relative to the trim box's top-left corner (so the bleed area
 * has negative coordinates down to -bleedMm); x/y are an element's top-left before rotation, and
 * rotation (degrees, clockwise) turns it about its centre.
 *
 * Shared by client and server: no server imports here.
 */
import { z } from 'zod'

export { DESIGN_VERSION } from './model.ts'
import { DESIGN_VERSION } from './model.ts'

import { FINISH_IDS, FONT_FAMILIES, type sideGeometry } from './model.ts'

export { FONT_FAMILIES, type FontFamily } from './model.ts'

/** Generous bounds: anything outside is a broken or hostile document, not a design. */
const MAX_MM = 5000

/** What a template element is for, besides artwork (never printed, or printed only once edited). */
export const ELEMENT_ROLES = ['instruction', 'guide', 'placeholder'] as const
export type ElementRole = (typeof ELEMENT_ROLES)[number]

/**
 * What a real product needs, and no more (decision 028): every PDF is rendered from the document,
 * and its time grows with these. The most pages a product designs one by one is 40 (a booklet;
 * longer pads repeat one page), the richest template side has 35 elements, a side rarely needs
 * more than a couple of QR codes, and a 40-page menu holds about 40,000 characters.
 */
export const DESIGN_LIMITS = {
  /** The largest product: a 40-page photo book and its cover spread (41 sides), with a little room. */
  sides: 44,
  elementsPerSide: 100,
  qrCodesPerSide: 4,
  textCharacters: 40_000,
} as const
const coord = z.number().finite().min(-MAX_MM).max(MAX_MM)
const length = z.number().finite().min(0).max(MAX_MM)
const color = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be #rrggbb')
  .transform((c) => c.toLowerCase())
const colorOrNone = z.union([color, z.literal('none')])

const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/)

const base = {
  id,
  name: z.string().max(80).optional(),
  x: coord,
  y: coord,
  width: length,
  height: length,
  rotation: z.number().finite().min(-360).max(360).default(0),
  opacity: z.number().min(0).max(1).default(1),
  locked: z.boolean().default(false),
  hidden: z.boolean().default(false),
  /** Elements of one group are selected, moved and aligned together. */
  groupId: id.optional(),
  /**
   * What a template element is for, when it is not artwork (decision 046): an instruction or a
   * guide is the editor's and never prints; a placeholder is the template's words waiting for the
   * shopper's and prints only once edited (see isPrinted in preflight.ts).
   */
  role: z.enum(ELEMENT_ROLES).optional(),
  /** The ordered finishes (foil, spot UV, white...) this element carries (none when absent): finishes.ts. */
  finishes: z.array(z.enum(FINISH_IDS)).max(FINISH_IDS.length).optional(),
}

export const textElementSchema = z.object({
  ...base,
  type: z.literal('text'),
  text: z.string().max(2000),
  fontFamily: z.enum(FONT_FAMILIES),
  fontWeight: z.union([z.literal(400), z.literal(700)]).default(400),
  italic: z.boolean().default(false),
  /** Point size (1 pt = 25.4/72 mm), as printers and every editor speak it. */
  fontSizePt: z.number().min(4).max(400),
  color,
  align: z.enum(['left', 'center', 'right']).default('left'),
  /** Multiple of the font size. */
  lineHeight: z.number().min(0.8).max(3).default(1.2),
  /** A template text's own words, kept to tell whether the shopper has edited it (decision 046). */
  templateText: z.string().max(2000).optional(),
})

export const imageElementSchema = z.object({
  ...base,
  type: z.literal('image'),
  /** An Upload id (POST /api/upload/single-image or /api/upload/image). */
  uploadId: id,
  /** The image's own pixel size, for crop maths and the DPI check. */
  naturalWidth: z.number().int().positive().max(100_000),
  naturalHeight: z.number().int().positive().max(100_000),
  /** How the image fills its frame before the crop: cover (fill) or contain (fit). */
  fit: z.enum(['fill', 'fit']).default('fill'),
  /** The visible part of the image, as fractions 0..1 of its natural size. */
  crop: z
    .object({
      x: z.number().min(0).max(1),
      y: z.number().min(0).max(1),
      width: z.number().gt(0).max(1),
      height: z.number().gt(0).max(1),
    })
    .default({ x: 0, y: 0, width: 1, height: 1 }),
})

export const shapeElementSchema = z.object({
  ...base,
  type: z.literal('shape'),
  shape: z.enum(['rectangle', 'rounded-rectangle', 'ellipse', 'line']),
  /** Corner radius for rounded rectangles. */
  radiusMm: length.default(0),
  fill: colorOrNone,
  stroke: colorOrNone,
  strokeWidthMm: z.number().min(0).max(50).default(0),
})

export const qrElementSchema = z.object({
  ...base,
  type: z.literal('qr'),
  /** A URL or any text; encoded as a QR code and drawn as vector squares. */
  value: z.string().min(1).max(1000),
  color,
  background: colorOrNone,
})

/**
 * A photo frame of a template ("Add your photo"): shown in the editor only, never printed. An
 * uploaded photo dropped on it (or added while it is selected) takes its place, filling it.
 */
export const frameElementSchema = z.object({
  ...base,
  type: z.literal('frame'),
  label: z.string().max(60).default('Add your photo'),
})

export const elementSchema = z.discriminatedUnion('type', [
  textElementSchema,
  imageElementSchema,
  shapeElementSchema,
  qrElementSchema,
  frameElementSchema,
])

/** A fold line: shown in the editor, never printed (fold marks go in the crop-mark margin). */
export const foldSchema = z.object({
  /** A vertical line at x = `at`, or a horizontal one at y = `at` (mm from the trim's top-left). */
  axis: z.enum(['vertical', 'horizontal']),
  at: coord,
  /** Where the line starts and ends along its length (default: the whole page). */
  from: coord.optional(),
  to: coord.optional(),
  label: z.string().max(40).default('Fold'),
})

/**
 * Where nothing should be: a phone case's camera cut-out, behind a mug's handle, a hole or slot the
 * die punches (`hole`), a slit it cuts (`slit`: a line, its width or height 0). Never printed.
 */
export const zoneSchema = z.object({
  /**
   * hole, slit: cut by the die (decision 045); binding: a calendar's wire-o band (decision 046);
   * glue: where a box's or folder's flap is glued, kept clear of ink (decision 064).
   */
  kind: z.enum(['camera', 'handle', 'hole', 'slit', 'binding', 'glue']),
  x: coord,
  y: coord,
  width: length,
  height: length,
  radiusMm: length.default(0),
  label: z.string().max(40),
})

/** A panel of a folded face, named for what it is once folded (shown in the editor, never printed). */
export const panelSchema = z.object({
  x: coord,
  y: coord,
  width: length,
  height: length,
  label: z.string().max(40),
  /** 1 for the cover, then in the order a reader opens the piece. */
  order: z.number().int().min(1).max(20),
})

export const sideSchema = z.object({
  id,
  /** "Front", "Back", "Page 3"... */
  name: z.string().min(1).max(40),
  background: color,
  /** Bottom to top: later elements are drawn over earlier ones (z-order). */
  elements: z
    .array(elementSchema)
    .max(DESIGN_LIMITS.elementsPerSide)
    .refine(
      (elements) => elements.filter((e) => e.type === 'qr').length <= DESIGN_LIMITS.qrCodesPerSide,
      {
        message: `A side can have at most ${DESIGN_LIMITS.qrCodesPerSide} QR codes`,
      },
    ),
  /** A side of another size than the document (a photo book's cover spread); set by the server. */
  trimWidthMm: z.number().positive().max(MAX_MM).optional(),
  trimHeightMm: z.number().positive().max(MAX_MM).optional(),
  bleedMm: z.number().min(0).max(50).optional(),
  /** A box's dieline has up to 12 creases (decision 064). */
  folds: z.array(foldSchema).max(16).default([]),
  zones: z.array(zoneSchema).max(8).default([]),
  /** Set by the server from the product, like folds; absent on sides saved before decision 046. */
  panels: z.array(panelSchema).max(8).optional(),
  /**
   * A box's or folder's die (decision 064): the piece's one cut outline and its slits; its creases
   * are the side's folds and its glue areas its zones. Set by the server from the product.
   */
  dieline: z
    .object({
      outline: z
        .array(z.object({ x: coord, y: coord }))
        .min(3)
        .max(64),
      slits: z
        .array(
          z.object({
            from: z.object({ x: coord, y: coord }),
            to: z.object({ x: coord, y: coord }),
          }),
        )
        .max(8)
        .default([]),
    })
    .optional(),
})

export const designDocumentSchema = z.object({
  version: z.literal(DESIGN_VERSION),
  /** Copied from the product's print spec; the server overwrites them from the database. */
  trimWidthMm: z.number().positive().max(MAX_MM),
  trimHeightMm: z.number().positive().max(MAX_MM),
  bleedMm: z.number().min(0).max(50),
  safeMarginMm: z.number().min(0).max(100),
  shape: z.string().max(20).default('rect'),
  cornerRadiusMm: z.number().min(0).max(500).nullable().default(null),
  /** The options this design is made for (those that change the design: size, sides, die...). */
  options: z.record(z.string().max(40), z.string().max(60)).default({}),
  /** A cut line for the cutter (a named spot colour in the print file): shaped labels, stickers. */
  cutContour: z.boolean().default(false),
  /** A white underprint goes behind all the artwork (when absent), or only behind marked elements. */
  whiteUnderprint: z.enum(['all', 'marked']).optional(),
  /** A calendar's first month, YYYY-MM. */
  startMonth: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .nullable()
    .default(null),
  sides: z
    .array(sideSchema)
    .min(1)
    .max(DESIGN_LIMITS.sides)
    .refine(
      (sides) =>
        sides.reduce(
          (sum, side) =>
            sum + side.elements.reduce((n, e) => n + (e.type === 'text' ? e.text.length : 0), 0),
          0,
        ) <= DESIGN_LIMITS.textCharacters,
      { message: `A design can hold at most ${DESIGN_LIMITS.textCharacters} characters of text` },
    ),
})

export type TextElement = z.infer<typeof textElementSchema>
export type ImageElement = z.infer<typeof imageElementSchema>
export type ShapeElement = z.infer<typeof shapeElementSchema>
export type QrElement = z.infer<typeof qrElementSchema>
export type FrameElement = z.infer<typeof frameElementSchema>
export type Fold = z.infer<typeof foldSchema>
export type Zone = z.infer<typeof zoneSchema>
export type Panel = z.infer<typeof panelSchema>
export type DesignElement = z.infer<typeof elementSchema>
export type DesignSide = z.infer<typeof sideSchema>
export type DesignDocument = z.infer<typeof designDocumentSchema>
/** What a client may send before defaults are applied. */
export type DesignDocumentInput = z.input<typeof designDocumentSchema>

/** The product fields a design is built on (a subset of Product). */
export interface PrintSpec {
  trimWidthMm: number
  trimHeightMm: number
  bleedMm: number
  safeMarginMm: number
  sides: number
  pages: number | null
  shape: string
  cornerRadiusMm: number | null
}

export { effectiveDpi, mmToPt, MM_PER_PT, ptToMm, PT_PER_MM, sideGeometry } from './model.ts'

/** A side's print geometry (sideGeometry) with this schema's folds and zones. */
export type SideGeometry = ReturnType<typeof sideGeometry<Fold, Zone>>

/**
 * Starting templates: every catalog product opens in the designer with a layout built from its
 * print spec (trim, bleed, safe margin, sides or pages, die shape) and sample content that suits
 * what it is: a visiting card gets a name, title and contact lines with a QR code, a label a brand
 * and a net quantity, a mug wrap a photo frame and a caption. Everything sits inside the safe area
 * (inside the inscribed rectangle of the safe ellipse for round pieces); sizes scale with the piece.
 * See docs/decisions/011-design-document-and-templates.md.
 *
 * Pure and shared: no server imports.
 */
import type { DesignDocument, DesignSide, PrintSpec } from '../document.ts'
import { withFinishMarks } from '../finishes.ts'
import { DESIGN_VERSION } from '../model.ts'
import { isPrinted } from '../preflight.ts'
import {
  designSpec,
  specPrintFields,
  type DesignSpec,
  type GeometryProduct,
} from '../product-geometry.ts'
import { type TemplateKind } from './kinds.ts'
import type { TemplateProduct } from './template-product.ts'
import { bigTextLayout } from './big-text.ts'
import { bookletLayout, coverSpreadLayout, menuBookletLayout } from './booklets.ts'
import { contentBox, type Layout, panelsOf, paletteOf, SideBuilder } from './builder.ts'
import {
  appointmentCard,
  businessCard,
  loyaltyCard,
  milestoneCardLayout,
  noteCardLayout,
  postcardLayout,
  socialCard,
} from './cards.ts'
import { invitationLayout, saveTheDateLayout, thankYouCardLayout } from './invitations.ts'
import { labelLayout, returnAddressLabelLayout } from './labels.ts'
import { menuLayout } from './menus.ts'
import {
  badgeLayout,
  calendarLayout,
  coasterLayout,
  discLayout,
  idCardLayout,
  packagingBoxLayout,
  playingCardLayout,
  puzzleLayout,
  wrappingPaperLayout,
} from './objects.ts'
import { passportPhotoLayout, photoLayout } from './photos.ts'
import {
  lyricsLayout,
  magazineCoverLayout,
  moodboardLayout,
  newspaperLayout,
  posterLayout,
  seamlessPatternLayout,
  starMapLayout,
} from './posters.ts'
import { certificateLayout, flyerLayout, pdfPrintLayout } from './sheets.ts'
import { folderLayout, letterheadLayout, notebookLayout } from './stationery.ts'
import {
  careTagLayout,
  luggageTagLayout,
  ornamentCardLayout,
  parkingTagLayout,
  tagLayout,
} from './tags.ts'
import { ticketLayout } from './tickets.ts'

export const geometryProductOf = (product: TemplateProduct): GeometryProduct => ({
  ...product,
  options: product.options ?? [],
})

/** The names of a product's sides or pages at its default options, in order. */
export function templateSideNames(
  spec: Pick<PrintSpec, 'sides' | 'pages'> & Partial<TemplateProduct>,
  artKind: string,
  now = new Date(),
): string[] {
  return designSpec(
    geometryProductOf({
      name: '',
      slug: '',
      templateKind: '',
      trimWidthMm: 100,
      trimHeightMm: 100,
      bleedMm: 0,
      safeMarginMm: 0,
      shape: 'rect',
      cornerRadiusMm: null,
      ...spec,
      artKind,
      pages: spec.pages ?? null,
    }),
    {},
    { now },
  ).sides.map((s) => s.name)
}

const LAYOUTS: Record<TemplateKind, Layout> = {
  'business-card': businessCard,
  'appointment-card': appointmentCard,
  'loyalty-card': loyaltyCard,
  'social-card': socialCard,
  'note-card': noteCardLayout,
  postcard: postcardLayout,
  'milestone-card': milestoneCardLayout,
  'photo-print': photoLayout,
  'passport-photo': passportPhotoLayout,
  poster: posterLayout,
  'star-map': starMapLayout,
  'heart-star-map': starMapLayout,
  newspaper: newspaperLayout,
  moodboard: moodboardLayout,
  'seamless-pattern': seamlessPatternLayout,
  'lyrics-print': lyricsLayout,
  'magazine-cover': magazineCoverLayout,
  flyer: flyerLayout,
  'pdf-print': pdfPrintLayout,
  certificate: certificateLayout,
  menu: menuLayout,
  'bifold-menu': menuLayout,
  'trifold-menu': menuLayout,
  'rate-card': menuLayout,
  booklet: bookletLayout,
  'menu-booklet': menuBookletLayout,
  label: labelLayout,
  sticker: labelLayout,
  'return-address-label': returnAddressLabelLayout,
  'hang-tag': tagLayout,
  'care-tag': careTagLayout,
  'luggage-tag': luggageTagLayout,
  'parking-tag': parkingTagLayout,
  'ornament-card': ornamentCardLayout,
  'price-tag': tagLayout,
  'big-text': bigTextLayout,
  'door-hanger': bigTextLayout,
  'parking-permit': bigTextLayout,
  'sign-rider': bigTextLayout,
  ticket: ticketLayout,
  voucher: ticketLayout,
  letterhead: letterheadLayout,
  'bill-book': letterheadLayout,
  notebook: notebookLayout,
  folder: folderLayout,
  invitation: invitationLayout,
  'thank-you-card': thankYouCardLayout,
  'save-the-date': saveTheDateLayout,
  coaster: coasterLayout,
  'packaging-box': packagingBoxLayout,
  'wrapping-paper': wrappingPaperLayout,
  puzzle: puzzleLayout,
  'disc-cover': discLayout,
  'playing-card': playingCardLayout,
  calendar: calendarLayout,
  'id-card': idCardLayout,
  badge: badgeLayout,
}

/** Layouts of a family beyond the first (names for the template picker). */
const LAYOUT_VARIANTS: Partial<Record<TemplateKind, string[]>> = {
  'business-card': ['Classic', 'Centred', 'Colour band'],
  invitation: ['Classic', 'Modern', 'Framed photo'],
  menu: ['Classic', 'Two columns', 'Minimal'],
  flyer: ['Classic', 'Big headline', 'Photo first'],
  'pdf-print': ['Classic'],
}

export interface TemplateVariant {
  id: number
  name: string
}

/**
 * The starting designs a product can choose from: its family's layouts, and each again in the
 * palette turned round (dark background, light ink).
 */
export function templateVariants(
  product: Pick<TemplateProduct, 'templateKind'>,
): TemplateVariant[] {
  const layouts = LAYOUT_VARIANTS[product.templateKind as TemplateKind] ?? ['Classic']
  return [...layouts.map((name, id) => ({ id, name })), { id: DARK, name: `${layouts[0]} on dark` }]
}
/** Variant ids from this one up use the palette turned round. */
const DARK = 100

export interface TemplateOptions {
  /** The shopper's choices (only the ones that change the design are used). */
  options?: Record<string, string | null | undefined>
  /** Which of the family's starting designs (see templateVariants). */
  variant?: number
  now?: Date
  startMonth?: string | null
}

/** The sides of a template at a spec, built one by one (the editor adds sides with it). */
export function buildTemplateSides(
  product: TemplateProduct,
  spec: DesignSpec,
  { variant = 0, indexes }: { variant?: number; indexes?: number[] } = {},
): DesignSide[] {
  const base = paletteOf(product)
  const dark = variant >= DARK
  const pal = dark ? { ...base, bg: base.ink, ink: base.bg, soft: base.soft } : base
  const layoutVariant = dark ? variant - DARK : variant
  // The kind comes from the database as a string: an unknown one gets the flyer layout.
  const kind = (
    Object.hasOwn(LAYOUTS, product.templateKind) ? product.templateKind : 'flyer'
  ) as TemplateKind
  const layout = LAYOUTS[kind]
  const wanted = indexes ?? spec.sides.map((_, i) => i)
  return wanted.map((i) => {
    const side = spec.sides[i]!
    // Layouts read the page from `p`: the side's own size and shape (a cover spread is a rectangle).
    const p: TemplateProduct = {
      ...product,
      trimWidthMm: side.trimWidthMm,
      trimHeightMm: side.trimHeightMm,
      bleedMm: side.bleedMm,
      shape: side.coverSpread ? 'rect' : spec.shape === 'die-cut' ? 'rect' : spec.shape,
      cornerRadiusMm: side.coverSpread ? null : spec.cornerRadiusMm,
      sides: spec.sides.length >= 2 ? 2 : 1,
    }
    const box = contentBox(p)
    const b = new SideBuilder(`s${i + 1}`, pal)
    const ctx = {
      p,
      kind,
      pal,
      box,
      u: Math.min(box.w, box.h),
      sample: product.sample?.trim() || product.name,
      sideIndex: i,
      sideName: side.name,
      sideCount: spec.sides.length,
      side,
      spec,
      panels: panelsOf(box, side.folds, p.safeMarginMm),
      variant: layoutVariant,
    }
    if (side.coverSpread) coverSpreadLayout(b, ctx)
    else layout(b, ctx)
    return {
      id: `side-${i + 1}`,
      name: side.name,
      background: pal.bg,
      elements: b.elements,
      folds: side.folds,
      zones: side.zones,
      panels: side.panels,
      ...(side.dieline ? { dieline: side.dieline } : {}),
      ...(side.coverSpread
        ? { trimWidthMm: side.trimWidthMm, trimHeightMm: side.trimHeightMm, bleedMm: side.bleedMm }
        : {}),
    }
  })
}

/** A starting design for a product at its options. Always valid against the schema. */
export function buildTemplate(
  product: TemplateProduct,
  { options = {}, variant = 0, now, startMonth }: TemplateOptions = {},
): DesignDocument {
  const spec = designSpec(geometryProductOf(product), options, { now, startMonth })
  // Complete as built (every default set): the server checks saved designs against the schema,
  // and a test checks every template round-trips through it.
  const doc: DesignDocument = {
    version: DESIGN_VERSION,
    ...specPrintFields(spec),
    startMonth: spec.startMonth,
    sides: buildTemplateSides(product, spec, { variant }),
  }
  // An ordered finish starts on the headline (finishes.ts), so the design is orderable as built.
  return withFinishMarks(doc, [], isPrinted)
}

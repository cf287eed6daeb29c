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
import {
  DESIGN_VERSION,
  type DesignDocument,
  designDocumentSchema,
  type DesignSide,
  type PrintSpec,
} from '../document.ts'
import { type TemplateKind } from './kinds.ts'
import { bigTextLayout } from './big-text.ts'
import { bookletLayout } from './booklets.ts'
import { contentBox, type Layout, MONTHS, paletteOf, SideBuilder } from './builder.ts'
import { cardLayout } from './cards.ts'
import { invitationLayout } from './invitations.ts'
import { labelLayout } from './labels.ts'
import { menuLayout } from './menus.ts'
import {
  badgeLayout,
  calendarLayout,
  coasterLayout,
  discLayout,
  idCardLayout,
  packagingLayout,
  playingCardLayout,
  puzzleLayout,
} from './objects.ts'
import { photoLayout } from './photos.ts'
import { posterLayout } from './posters.ts'
import { certificateLayout, flyerLayout, pdfPrintLayout } from './sheets.ts'
import { letterheadLayout, notebookLayout } from './stationery.ts'
import { tagLayout } from './tags.ts'
import { ticketLayout } from './tickets.ts'

export interface TemplateProduct extends PrintSpec {
  name: string
  slug: string
  artKind: string
  /** The catalog's template kind: which layout the starting design gets. */
  templateKind: string
  categorySlug?: string
  /** The catalog's sample text (artSample), used as the main line when given. */
  sample?: string
  /** The catalog's art palette [background, ink, accent], when given. */
  palette?: string[]
}

/** Multipage products with more pages than this repeat one interior design (pads, bill books). */
export const MAX_DESIGNED_PAGES = 40

/** The names of a product's sides or pages, in order: one designed side per entry. */
export function templateSideNames(
  spec: Pick<PrintSpec, 'sides' | 'pages'>,
  artKind: string,
): string[] {
  const pages = spec.pages ?? null
  if (pages && pages > 1 && pages <= MAX_DESIGNED_PAGES) {
    if (artKind === 'calendar' && pages === 13) return ['Cover', ...MONTHS]
    return Array.from({ length: pages }, (_, i) =>
      i === 0 ? 'Front cover' : i === pages - 1 ? 'Back cover' : `Page ${i + 1}`,
    )
  }
  if (pages && pages > MAX_DESIGNED_PAGES) {
    // Every leaf carries the same printing: design it once (and the cover when it has two sides).
    if (spec.sides === 2)
      return artKind === 'notebook' ? ['Front cover', 'Back cover'] : ['Left page', 'Right page']
    return ['Every page']
  }
  return spec.sides === 2 ? ['Front', 'Back'] : ['Front']
}

const LAYOUTS: Record<TemplateKind, Layout> = {
  'business-card': cardLayout,
  'appointment-card': cardLayout,
  'loyalty-card': cardLayout,
  'social-card': cardLayout,
  'note-card': cardLayout,
  postcard: cardLayout,
  'milestone-card': cardLayout,
  'photo-print': photoLayout,
  'passport-photo': photoLayout,
  poster: posterLayout,
  'star-map': posterLayout,
  'heart-star-map': posterLayout,
  newspaper: posterLayout,
  moodboard: posterLayout,
  'seamless-pattern': posterLayout,
  'lyrics-print': posterLayout,
  'magazine-cover': posterLayout,
  flyer: flyerLayout,
  'pdf-print': pdfPrintLayout,
  certificate: certificateLayout,
  menu: menuLayout,
  'bifold-menu': menuLayout,
  'trifold-menu': menuLayout,
  'rate-card': menuLayout,
  booklet: bookletLayout,
  'menu-booklet': bookletLayout,
  label: labelLayout,
  sticker: labelLayout,
  'return-address-label': labelLayout,
  'hang-tag': tagLayout,
  'care-tag': tagLayout,
  'luggage-tag': tagLayout,
  'parking-tag': tagLayout,
  'ornament-card': tagLayout,
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
  folder: notebookLayout,
  invitation: invitationLayout,
  'thank-you-card': invitationLayout,
  'save-the-date': invitationLayout,
  coaster: coasterLayout,
  'packaging-box': packagingLayout,
  'wrapping-paper': packagingLayout,
  puzzle: puzzleLayout,
  'disc-cover': discLayout,
  'playing-card': playingCardLayout,
  calendar: calendarLayout,
  'id-card': idCardLayout,
  badge: badgeLayout,
}

/** A starting design for a product, built from its print spec. Always valid against the schema. */
export function buildTemplate(product: TemplateProduct): DesignDocument {
  const pal = paletteOf(product)
  const box = contentBox(product)
  const names = templateSideNames(product, product.artKind)
  // The kind comes from the database as a string: an unknown one gets the flyer layout.
  const kind = (
    Object.hasOwn(LAYOUTS, product.templateKind) ? product.templateKind : 'flyer'
  ) as TemplateKind
  const layout = LAYOUTS[kind]
  const sides: DesignSide[] = names.map((name, i) => {
    const b = new SideBuilder(`s${i + 1}`, pal)
    layout(b, {
      p: product,
      kind,
      pal,
      box,
      u: Math.min(box.w, box.h),
      sample: product.sample?.trim() || product.name,
      sideIndex: i,
      sideName: name,
      sideCount: names.length,
    })
    return { id: `side-${i + 1}`, name, background: pal.bg, elements: b.elements }
  })
  return designDocumentSchema.parse({
    version: DESIGN_VERSION,
    trimWidthMm: product.trimWidthMm,
    trimHeightMm: product.trimHeightMm,
    bleedMm: product.bleedMm,
    safeMarginMm: product.safeMarginMm,
    shape: product.shape || 'rect',
    cornerRadiusMm: product.cornerRadiusMm ?? null,
    sides,
  })
}

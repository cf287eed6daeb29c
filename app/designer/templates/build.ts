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
import { bookletLayout, menuBookletLayout } from './booklets.ts'
import { MONTHS } from '#app/utils/dates.ts'
import { contentBox, type Layout, paletteOf, SideBuilder } from './builder.ts'
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

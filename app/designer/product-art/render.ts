/**
 * Generated product artwork: every product image in the store is an SVG mockup drawn here from the
 * product's data (art kind, palette, sample text and print spec). Pure string building, so it runs
 * the same on the server and in the browser.
 */
import { hex, mix } from '../colour.ts'
import { type Ctx, type Drawer, type TextOutliner, url } from './context.ts'
import type { ArtKind } from './kinds.ts'
import { drawBadge, drawCard, drawIdCard, drawPlayingCard, drawTicket } from './kinds/cards.ts'
import { drawCap, drawCoaster, drawMug, drawPhoneCase } from './kinds/gifts.ts'
import { drawLabel, drawPackaging, drawRoundLabel, drawSticker, drawTag } from './kinds/labels.ts'
import {
  drawBooklet,
  drawCertificate,
  drawFlyer,
  drawInvitation,
  drawLetterhead,
  drawMenu,
  drawNotebook,
  drawPoster,
} from './kinds/paper.ts'
import {
  drawCalendar,
  drawDiscCover,
  drawPhotoPrint,
  drawPolaroid,
  drawPuzzle,
} from './kinds/photos.ts'
import { drawDoorHanger, drawPlacard, drawSign, drawStandee, drawTentCard } from './kinds/signs.ts'
import { escapeXml, f, hash, rect, SANS, SERIF, type Shape } from './svg.ts'

export type { ArtKind }

export interface ProductArtInput {
  slug: string
  name: string
  kind: ArtKind
  palette: [string, string, string]
  sample: string
  trimWidthMm: number
  trimHeightMm: number
  shape?: Shape
  cornerRadiusMm?: number
  sides?: number
}

/** The registry: one drawer for every art kind (a new kind fails to compile until it has one). */
const KINDS: Record<ArtKind, Drawer> = {
  card: drawCard,
  'photo-print': drawPhotoPrint,
  polaroid: drawPolaroid,
  poster: drawPoster,
  flyer: drawFlyer,
  menu: drawMenu,
  booklet: drawBooklet,
  label: drawLabel,
  'round-label': drawRoundLabel,
  sticker: drawSticker,
  tag: drawTag,
  mug: drawMug,
  cap: drawCap,
  coaster: drawCoaster,
  'phone-case': drawPhoneCase,
  standee: drawStandee,
  sign: drawSign,
  ticket: drawTicket,
  badge: drawBadge,
  letterhead: drawLetterhead,
  notebook: drawNotebook,
  invitation: drawInvitation,
  certificate: drawCertificate,
  'tent-card': drawTentCard,
  'door-hanger': drawDoorHanger,
  packaging: drawPackaging,
  puzzle: drawPuzzle,
  'disc-cover': drawDiscCover,
  'playing-card': drawPlayingCard,
  calendar: drawCalendar,
  'id-card': drawIdCard,
  placard: drawPlacard,
}

const SERIF_KINDS = new Set<ArtKind>(['invitation', 'certificate'])

export function renderProductArt(
  input: ProductArtInput,
  opts: { width?: number; height?: number; outline?: TextOutliner } = {},
): string {
  const W = opts.width && opts.width > 0 ? opts.width : 800
  const H = opts.height && opts.height > 0 ? opts.height : 600
  // Keep the 800x600 scene centred and extend the backdrop to the requested aspect ratio.
  const vw = W / H > 4 / 3 ? (600 * W) / H : 800
  const vh = W / H > 4 / 3 ? 600 : (800 * H) / W
  const vx = (800 - vw) / 2
  const vy = (600 - vh) / 2
  const slug = input.slug.replace(/[^A-Za-z0-9_-]/g, '-')
  const [bg = '', ink = '', acc = ''] = input.palette
  const c: Ctx = {
    bg: hex(bg, '#ffffff'),
    ink: hex(ink, '#1d1d1f'),
    acc: hex(acc, '#e4572e'),
    room: '#ece8e2',
    s: escapeXml(input.sample),
    len: [...input.sample].length,
    wMm: input.trimWidthMm > 0 ? input.trimWidthMm : 100,
    hMm: input.trimHeightMm > 0 ? input.trimHeightMm : 100,
    shape: input.shape ?? 'rect',
    rMm: input.cornerRadiusMm ?? 0,
    sides: input.sides ?? 1,
    seed: hash(input.slug + '|' + input.sample),
    pfx: /^[A-Za-z]/.test(slug) ? slug : 'a' + slug,
    n: 0,
    defs: new Map(),
    outline: opts.outline,
    font: SERIF_KINDS.has(input.kind) ? 'serif' : 'sans',
  }
  const top = mix('#f7f5f2', c.acc, 0.07)
  const bottom = mix('#e2ddd6', c.acc, 0.12)
  c.room = mix(top, bottom, 0.5)
  // The kind comes from the database as a string: an unknown one draws a card.
  const draw = KINDS[input.kind] ?? drawCard
  const body = draw(c)
  const bgId = `${c.pfx}-bg`
  const glowId = `${c.pfx}-gw`
  const backdrop =
    `<linearGradient id="${bgId}" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<radialGradient id="${glowId}" cx=".5" cy=".42" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".7"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`
  const name = escapeXml(input.name)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${f(W)}" height="${f(H)}" viewBox="${f(vx)} ${f(vy)} ${f(vw)} ${f(vh)}" role="img" aria-label="${name}" font-family="${(SERIF_KINDS.has(input.kind) ? SERIF : SANS).replace(/"/g, '')}">` +
    `<title>${name}</title><defs>${backdrop}${[...c.defs.values()].join('')}</defs>` +
    rect(vx, vy, vw, vh, url(bgId)) +
    rect(vx, vy, vw, vh, url(glowId)) +
    body +
    '</svg>'
  )
}

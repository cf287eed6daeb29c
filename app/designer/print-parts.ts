/**
 * The parts a binder wants as separate files (decision 046): a photo book's cover spread and its
 * book block go to different presses on different stock at different sizes, so the print file of
 * a design with a cover spread is two PDFs, the cover (one page, boards, hinges, spine and turn-in)
 * and the block (every page at the trimmed page size). Anything else is one file. Pure and shared.
 */
import type { DesignDocument } from './document.ts'

export type PrintPartKey = 'cover' | 'block'

export interface PrintPart {
  /** null: the design is one file. */
  part: PrintPartKey | null
  label: string
  doc: DesignDocument
}

export const PRINT_PART_LABELS: Record<PrintPartKey, string> = {
  cover: 'Cover',
  block: 'Book block',
}

/** The design's print files: the cover and the block of a bound book, else the design whole. */
export function printParts(doc: DesignDocument): PrintPart[] {
  // A cover spread is the side with a size of its own (set by the server from the product).
  const cover = doc.sides.filter((s) => s.trimWidthMm)
  const block = doc.sides.filter((s) => !s.trimWidthMm)
  if (!cover.length || !block.length) return [{ part: null, label: '', doc }]
  return [
    { part: 'cover', label: PRINT_PART_LABELS.cover, doc: { ...doc, sides: cover } },
    { part: 'block', label: PRINT_PART_LABELS.block, doc: { ...doc, sides: block } },
  ]
}

export const isPrintPart = (v: unknown): v is PrintPartKey => v === 'cover' || v === 'block'

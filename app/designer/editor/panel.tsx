/**
 * What the design panel's sections share: the actions they call on the editor (which owns the
 * document and its history), the titled section frame and the button styles. The panel is
 * keyboard-operable: everything the canvas does by dragging can be done in its sections (add,
 * properties, layers, the side's background; the print check and cart live beside them).
 */
import { useId } from 'react'
import { type AlignEdge, type AlignTarget, type ElementPatch, type ShapeKind } from './ops.ts'

export const buttonClass =
  'min-h-9 rounded-md px-2.5 py-1.5 text-sm ring-1 ring-black/15 hover:bg-black/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-40 pointer-coarse:min-h-11'
export const iconButton =
  'grid h-8 min-w-8 place-items-center rounded-md px-1.5 text-xs ring-1 ring-black/10 hover:bg-black/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-30 pointer-coarse:h-11 pointer-coarse:min-w-11'

export interface PanelActions {
  /** Selects one element (its group with it); with `additive`, adds it or takes it out. */
  select: (id: string | null, additive?: boolean) => void
  change: (id: string, patch: ElementPatch, key?: string) => void
  moveLayer: (id: string, direction: 'up' | 'down') => void
  remove: (ids: string[]) => void
  duplicate: (ids: string[]) => void
  addText: () => void
  addShape: (shape: ShapeKind) => void
  addQr: () => void
  /** A photo: into the selected frame (or photo) when there is one, else as a new image. */
  addImage: (file: File) => void
  setBackground: (color: string) => void
  align: (edge: AlignEdge, target: AlignTarget) => void
  distribute: (axis: 'horizontal' | 'vertical', target: AlignTarget) => void
  group: (together: boolean) => void
  /** Drag-cropping a photo on the canvas. */
  crop: (id: string | null) => void
  /** Choose a photo for a frame (opens the file chooser). */
  pickPhoto: (frameId: string) => void
  /** A white underprint behind all the artwork, or only behind marked elements. */
  setUnderprint: (mode: 'all' | 'marked') => void
}

/** Changes one property of the selected element; `field` names its history step. */
export type SetField = (patch: ElementPatch, field: string) => void

export function Section({
  title,
  children,
  id: sectionId,
}: {
  title: string
  children: React.ReactNode
  id?: string
}) {
  const id = useId()
  return (
    <section
      id={sectionId}
      aria-labelledby={id}
      className="scroll-mt-2 border-b border-black/10 px-4 py-3"
    >
      <h2 id={id} className="mb-2 text-xs font-semibold uppercase tracking-wide text-black/60">
        {title}
      </h2>
      {children}
    </section>
  )
}

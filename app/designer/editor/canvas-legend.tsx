/**
 * The legend under the canvas: what the lines drawn on the page mean (page size, bleed, trim or
 * cut line, safe area, folds and spine, no-go zones, the die-cut line), listing only the ones the
 * current side has, each with a swatch in the colour and dash the canvas draws it in.
 */
import { sideGeometry } from '../model.ts'
import { type DesignDocument, type DesignSide } from '../document.ts'

/** What the lines on the page mean, for the ones this side has. */
export function Legend({ doc, side }: { doc: DesignDocument; side: DesignSide }) {
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

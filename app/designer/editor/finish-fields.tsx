/**
 * The finishes of the selected element (properties panel): one checkbox per finish the order has
 * (gold foil, spot UV, white underprint when it goes only behind marked elements), and, when a
 * white underprint is ordered, whether it goes behind all the artwork or only behind marked
 * elements. Shown only when the design's options order a finish (decision 044).
 */
import { type DesignDocument, type DesignElement } from '../document.ts'
import {
  FINISHES,
  marksOf,
  markableFinishes,
  orderedFinishes,
  underprintsAll,
} from '../finishes.ts'
import { type SetField } from './panel.tsx'

export function FinishFields({
  el,
  doc,
  set,
  setUnderprint,
}: {
  el: DesignElement
  doc: DesignDocument
  set: SetField
  setUnderprint: (mode: 'all' | 'marked') => void
}) {
  const ordered = orderedFinishes(doc.options)
  if (!ordered.length || el.type === 'frame') return null
  const markable = markableFinishes(doc)
  const marks = marksOf(el)
  return (
    <fieldset className="space-y-1.5 rounded-md bg-black/5 p-2" data-testid="finish-fields">
      <legend className="text-xs font-medium text-black/70">Finishes</legend>
      {markable.map((f) => (
        <label key={f} className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5"
            checked={marks.includes(f)}
            onChange={(e) =>
              set(
                {
                  finishes: e.target.checked
                    ? [...marks.filter((m) => m !== f), f]
                    : marks.filter((m) => m !== f),
                },
                `finish-${f}`,
              )
            }
          />
          {FINISHES[f].label}
        </label>
      ))}
      {ordered.includes('white') ? (
        <label className="block text-xs font-medium text-black/70">
          White underprint
          <select
            className="mt-1 w-full rounded-md border border-black/15 bg-white px-2 py-1.5 text-sm"
            value={underprintsAll(doc) ? 'all' : 'marked'}
            onChange={(e) => setUnderprint(e.target.value === 'marked' ? 'marked' : 'all')}
          >
            <option value="all">Behind all the artwork</option>
            <option value="marked">Only behind elements I tick</option>
          </select>
        </label>
      ) : null}
    </fieldset>
  )
}

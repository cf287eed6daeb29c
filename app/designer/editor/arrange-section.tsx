/**
 * Arranging the selection: align its edges or centres to the page's trim, the safe area or each
 * other, distribute it across or down, and group or ungroup several elements. Shown inside the
 * properties section for one element or several.
 */
import { useEffect, useId, useState } from 'react'
import { type DesignElement } from '../document.ts'
import { type AlignEdge, type AlignTarget } from './ops.ts'
import { buttonClass, type PanelActions } from './panel.tsx'

const EDGES: { edge: AlignEdge; label: string }[] = [
  { edge: 'left', label: 'Left' },
  { edge: 'center', label: 'Centre' },
  { edge: 'right', label: 'Right' },
  { edge: 'top', label: 'Top' },
  { edge: 'middle', label: 'Middle' },
  { edge: 'bottom', label: 'Bottom' },
]

/** Align and distribute the selection to the page, the safe area or each other; group it. */
export function ArrangeSection({
  selected,
  actions,
}: {
  selected: DesignElement[]
  actions: PanelActions
}) {
  const id = useId()
  const several = selected.length > 1
  const [target, setTarget] = useState<AlignTarget>(several ? 'selection' : 'page')
  useEffect(() => {
    if (!several && target === 'selection') setTarget('page')
  }, [several, target])
  const grouped =
    selected.length > 1 && selected.every((e) => e.groupId && e.groupId === selected[0]!.groupId)
  return (
    <div className="space-y-2">
      <div>
        <label htmlFor={`${id}-to`} className="block text-xs font-medium text-black/70">
          Align to
        </label>
        <select
          id={`${id}-to`}
          value={target}
          className="mt-1 w-full rounded-md border border-black/15 bg-white px-2 py-1.5 text-sm pointer-coarse:min-h-11"
          onChange={(e) => setTarget(e.target.value as AlignTarget)}
        >
          <option value="page">the page (trim)</option>
          <option value="safe">the safe area</option>
          {several ? <option value="selection">each other</option> : null}
        </select>
      </div>
      <div role="group" aria-label="Align" className="grid grid-cols-3 gap-1">
        {EDGES.map(({ edge, label }) => (
          <button
            key={edge}
            type="button"
            className={buttonClass}
            onClick={() => actions.align(edge, target)}
          >
            Align {label.toLowerCase()}
          </button>
        ))}
      </div>
      <div role="group" aria-label="Distribute" className="grid grid-cols-2 gap-1">
        <button
          type="button"
          className={buttonClass}
          disabled={selected.length < (target === 'selection' ? 3 : 2)}
          onClick={() => actions.distribute('horizontal', target)}
        >
          Distribute across
        </button>
        <button
          type="button"
          className={buttonClass}
          disabled={selected.length < (target === 'selection' ? 3 : 2)}
          onClick={() => actions.distribute('vertical', target)}
        >
          Distribute down
        </button>
      </div>
      {several ? (
        <button
          type="button"
          className={buttonClass}
          aria-keyshortcuts={grouped ? 'Control+Shift+G Meta+Shift+G' : 'Control+G Meta+G'}
          onClick={() => actions.group(!grouped)}
        >
          {grouped ? 'Ungroup' : 'Group'}
        </button>
      ) : null}
    </div>
  )
}

/**
 * The panel's layers list, front-most first as in every design tool: select an element (shift or
 * Ctrl adds it), move it up or down the stack, lock it, hide it. Grouped elements say so.
 */
import { type DesignSide } from '../document.ts'
import { FINISHES, marksOf } from '../finishes.ts'
import { elementLabel } from './ops.ts'
import { iconButton, Section, type PanelActions } from './panel.tsx'

export function LayersSection({
  side,
  selectedIds,
  actions,
}: {
  side: DesignSide
  selectedIds: string[]
  actions: PanelActions
}) {
  // Top of the list = front-most, as in every design tool.
  const layers = [...side.elements].reverse()
  return (
    <Section title="Layers">
      {layers.length === 0 ? (
        <p className="text-sm text-black/60">This side is empty.</p>
      ) : (
        <ul aria-label="Layers" className="space-y-1">
          {layers.map((el, i) => {
            const label = elementLabel(el)
            const selected = selectedIds.includes(el.id)
            return (
              <li
                key={el.id}
                className={`flex items-center gap-1 rounded-md p-1 ${selected ? 'bg-brand-50 ring-1 ring-brand-600/40' : ''}`}
              >
                <button
                  type="button"
                  aria-pressed={selected}
                  className={`min-h-8 min-w-0 flex-1 truncate rounded px-1.5 py-1 text-left text-sm hover:bg-black/5 pointer-coarse:min-h-11 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${el.hidden ? 'text-black/60 line-through' : ''}`}
                  onClick={(e) => actions.select(el.id, e.shiftKey || e.ctrlKey || e.metaKey)}
                >
                  {label}
                  {el.groupId ? <span className="text-black/60"> (grouped)</span> : null}
                  {marksOf(el).length ? (
                    <span className="text-black/60">
                      {' '}
                      (
                      {marksOf(el)
                        .map((f) => FINISHES[f].label)
                        .join(', ')}
                      )
                    </span>
                  ) : null}
                </button>
                {[
                  {
                    text: '↑',
                    name: `Move ${label} up`,
                    disabled: i === 0,
                    onClick: () => actions.moveLayer(el.id, 'up'),
                  },
                  {
                    text: '↓',
                    name: `Move ${label} down`,
                    disabled: i === layers.length - 1,
                    onClick: () => actions.moveLayer(el.id, 'down'),
                  },
                  {
                    text: el.locked ? 'Locked' : 'Lock',
                    name: `Lock ${label}`,
                    pressed: el.locked,
                    onClick: () => actions.change(el.id, { locked: !el.locked }),
                  },
                  {
                    text: el.hidden ? 'Hidden' : 'Hide',
                    name: `Hide ${label}`,
                    pressed: el.hidden,
                    onClick: () => actions.change(el.id, { hidden: !el.hidden }),
                  },
                ].map((b) => (
                  <button
                    key={b.name}
                    type="button"
                    className={iconButton}
                    aria-label={b.name}
                    aria-pressed={b.pressed}
                    disabled={b.disabled}
                    onClick={b.onClick}
                  >
                    {b.text}
                  </button>
                ))}
              </li>
            )
          })}
        </ul>
      )}
    </Section>
  )
}

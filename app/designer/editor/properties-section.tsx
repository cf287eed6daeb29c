/**
 * The panel's properties section for the selection: with nothing selected, how to select; with
 * several, arranging, duplicating and deleting them; with one, its position, size, rotation and
 * opacity, the fields of its kind (text, shape, QR code, photo, or a photo frame's "add a photo"),
 * arranging it, and duplicate and delete. A locked element's fields are disabled.
 */
import { type DesignDocument, type DesignElement } from '../document.ts'
import { NumberFields } from './fields.tsx'
import { normalizeRotation } from './geometry.ts'
import { elementLabel, type ElementPatch } from './ops.ts'
import { ArrangeSection } from './arrange-section.tsx'
import { QrFields, ShapeFields, TextFields } from './element-fields.tsx'
import { FinishFields } from './finish-fields.tsx'
import { ImageFields } from './image-fields.tsx'
import { buttonClass, Section, type PanelActions } from './panel.tsx'

export function PropertiesSection({
  selected,
  doc,
  actions,
}: {
  selected: DesignElement[]
  doc: DesignDocument
  actions: PanelActions
}) {
  const el = selected.length === 1 ? selected[0] : undefined
  if (!selected.length) {
    return (
      <Section title="Properties" id="designer-properties">
        <p className="text-sm text-black/60">
          Select an element on the canvas or in the layers list to edit it. Shift-click or drag
          across the canvas to select several.
        </p>
      </Section>
    )
  }
  if (!el) {
    return (
      <Section title={`Properties: ${selected.length} selected`} id="designer-properties">
        <ArrangeSection selected={selected} actions={actions} />
        <div className="mt-3 flex gap-2">
          <button
            type="button"
            className={buttonClass}
            onClick={() => actions.duplicate(selected.map((e) => e.id))}
          >
            Duplicate
          </button>
          <button
            type="button"
            className={`${buttonClass} text-red-700`}
            onClick={() => actions.remove(selected.map((e) => e.id))}
          >
            Delete {selected.length} elements
          </button>
        </div>
      </Section>
    )
  }
  const set = (patch: ElementPatch, field: string) =>
    actions.change(el.id, patch, `${el.id}.${field}`)
  const label = elementLabel(el)
  const maxMm = Math.max(doc.trimWidthMm, doc.trimHeightMm) * 4
  // Position and size in mm; the history key is the field's name.
  const boxField = (label: string, key: 'x' | 'y' | 'width' | 'height', min: number) => ({
    label,
    unit: 'mm',
    value: el[key],
    min,
    max: maxMm,
    onChange: (value: number) => set({ [key]: value }, key),
  })
  return (
    <Section title={`Properties: ${label}`} id="designer-properties">
      {el.locked ? (
        <p className="mb-2 rounded-md bg-black/5 p-2 text-xs text-black/70">
          This element is locked. Unlock it in the layers list to move or change it.
        </p>
      ) : null}
      <fieldset disabled={el.locked} className="space-y-3">
        <legend className="sr-only">Position and size of {label}</legend>
        {el.type === 'frame' ? (
          <div className="space-y-2 rounded-md bg-brand-50 p-2 text-sm">
            <p>
              A photo frame shows where a photo goes. It is never printed: add a photo to fill it,
              or delete it.
            </p>
            <button type="button" className={buttonClass} onClick={() => actions.pickPhoto(el.id)}>
              Add a photo to this frame
            </button>
          </div>
        ) : null}
        <NumberFields
          fields={[
            boxField('X', 'x', -maxMm),
            boxField('Y', 'y', -maxMm),
            boxField('Width', 'width', 0.5),
            boxField('Height', 'height', 0.5),
            {
              label: 'Rotation',
              unit: '°',
              step: 1,
              value: el.rotation,
              min: -360,
              max: 360,
              onChange: (r) => set({ rotation: normalizeRotation(r) }, 'rotation'),
            },
            {
              label: 'Opacity',
              unit: '%',
              step: 5,
              value: Math.round(el.opacity * 100),
              min: 0,
              max: 100,
              onChange: (o) => set({ opacity: o / 100 }, 'opacity'),
            },
          ]}
        />

        {el.type === 'text' ? <TextFields el={el} set={set} /> : null}
        {el.type === 'shape' ? <ShapeFields el={el} set={set} maxMm={maxMm} /> : null}
        {el.type === 'qr' ? <QrFields el={el} set={set} /> : null}

        {el.type === 'image' ? <ImageFields el={el} set={set} actions={actions} /> : null}
        <FinishFields el={el} doc={doc} set={set} setUnderprint={actions.setUnderprint} />
      </fieldset>

      <div className="mt-3">
        <ArrangeSection selected={selected} actions={actions} />
      </div>

      <div className="mt-3 flex gap-2">
        <button type="button" className={buttonClass} onClick={() => actions.duplicate([el.id])}>
          Duplicate
        </button>
        <button
          type="button"
          className={`${buttonClass} text-red-700`}
          disabled={el.locked}
          onClick={() => actions.remove([el.id])}
        >
          Delete {label}
        </button>
      </div>
    </Section>
  )
}

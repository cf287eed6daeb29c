/**
 * The keyboard-operable side panel: add elements, the side's background, the layers list and the
 * selected element's properties. Everything the canvas does by dragging can be done here.
 */
import { useEffect, useId, useRef, useState } from 'react'
import {
  type DesignDocument,
  type DesignElement,
  type DesignSide,
  type ImageElement,
} from '../document.ts'
import { ColorField, NumberField, NumberFields, SelectField, TextField } from './fields.tsx'
import { dpiWarning } from './dpi.ts'
import { clampCrop, normalizeRotation } from './geometry.ts'
import { fillCrop } from './ops.ts'
import { FontPicker } from './font-picker.tsx'
import {
  elementLabel,
  type AlignEdge,
  type AlignTarget,
  type ElementPatch,
  type ShapeKind,
} from './ops.ts'

const buttonClass =
  'min-h-9 rounded-md px-2.5 py-1.5 text-sm ring-1 ring-black/15 hover:bg-black/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-40 pointer-coarse:min-h-11'
const iconButton =
  'grid h-8 min-w-8 place-items-center rounded-md px-1.5 text-xs ring-1 ring-black/10 hover:bg-black/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-30 pointer-coarse:h-11 pointer-coarse:min-w-11'

export function DpiWarning({ el }: { el: ImageElement }) {
  const w = dpiWarning(el)
  if (!w) return null
  return (
    <p
      role="status"
      data-testid="dpi-warning"
      className={
        w.level === 'very-low'
          ? 'rounded-md bg-red-50 p-2 text-xs font-medium text-red-800 ring-1 ring-red-200'
          : 'rounded-md bg-amber-50 p-2 text-xs text-amber-900 ring-1 ring-amber-200'
      }
    >
      {w.text}
    </p>
  )
}

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
}

function Section({
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

export function AddSection({ actions, uploading }: { actions: PanelActions; uploading: boolean }) {
  const fileRef = useRef<HTMLInputElement>(null)
  const fileId = useId()
  return (
    <Section title="Add">
      <div className="flex flex-wrap gap-1.5">
        <button type="button" className={buttonClass} onClick={actions.addText}>
          Add text
        </button>
        <button type="button" className={buttonClass} onClick={() => actions.addShape('rectangle')}>
          Add rectangle
        </button>
        <button
          type="button"
          className={buttonClass}
          onClick={() => actions.addShape('rounded-rectangle')}
        >
          Add rounded rectangle
        </button>
        <button type="button" className={buttonClass} onClick={() => actions.addShape('ellipse')}>
          Add ellipse
        </button>
        <button type="button" className={buttonClass} onClick={() => actions.addShape('line')}>
          Add line
        </button>
        <button type="button" className={buttonClass} onClick={actions.addQr}>
          Add QR code
        </button>
      </div>
      <div className="mt-2">
        <label htmlFor={fileId} className="block text-xs font-medium text-black/70">
          Add image{' '}
          <span className="font-normal text-black/60">
            (JPG, PNG, WebP or TIFF; fills the selected photo frame, or drop it on one)
          </span>
        </label>
        <input
          id={fileId}
          ref={fileRef}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/tiff"
          disabled={uploading}
          className="mt-1 block w-full text-xs file:mr-2 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-xs file:font-medium file:text-brand-700"
          onChange={(e) => {
            const file = e.target.files?.[0]
            if (file) actions.addImage(file)
            e.target.value = ''
          }}
        />
        {uploading ? (
          <p role="status" className="mt-1 text-xs text-black/60">
            Uploading image…
          </p>
        ) : null}
      </div>
    </Section>
  )
}

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

export function SideSection({ side, actions }: { side: DesignSide; actions: PanelActions }) {
  return (
    <Section title={`${side.name} background`}>
      <ColorField
        label={`Background colour (${side.name})`}
        value={side.background}
        onChange={actions.setBackground}
      />
    </Section>
  )
}

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

        {el.type === 'text' ? (
          <div className="space-y-3">
            <TextField
              label="Text"
              multiline
              value={el.text}
              onChange={(text) => set({ text }, 'text')}
            />
            <FontPicker
              value={el.fontFamily}
              weight={el.fontWeight}
              text={el.text}
              onChange={(fontFamily) => set({ fontFamily }, 'font')}
            />
            <div className="grid grid-cols-2 gap-2">
              <NumberField
                label="Font size"
                unit="pt"
                step={0.5}
                min={4}
                max={400}
                value={el.fontSizePt}
                onChange={(fontSizePt) => set({ fontSizePt }, 'size')}
              />
              <NumberField
                label="Line height"
                step={0.05}
                min={0.8}
                max={3}
                value={el.lineHeight}
                onChange={(lineHeight) => set({ lineHeight }, 'leading')}
              />
              <SelectField
                label="Alignment"
                value={el.align}
                options={[
                  { value: 'left', label: 'Left' },
                  { value: 'center', label: 'Centre' },
                  { value: 'right', label: 'Right' },
                ]}
                onChange={(align) => set({ align }, 'align')}
              />
            </div>
            <ColorField
              label="Text colour"
              value={el.color}
              onChange={(color) => set({ color }, 'color')}
            />
            <div className="flex gap-4 text-sm">
              <label className="flex min-h-9 items-center gap-1.5 pointer-coarse:min-h-11">
                <input
                  type="checkbox"
                  checked={el.fontWeight === 700}
                  onChange={(e) => set({ fontWeight: e.target.checked ? 700 : 400 }, 'bold')}
                />
                Bold
              </label>
              <label className="flex min-h-9 items-center gap-1.5 pointer-coarse:min-h-11">
                <input
                  type="checkbox"
                  checked={el.italic}
                  onChange={(e) => set({ italic: e.target.checked }, 'italic')}
                />
                Italic
              </label>
            </div>
          </div>
        ) : null}

        {el.type === 'shape' ? (
          <div className="space-y-2">
            {el.shape !== 'line' ? (
              <ColorField
                label="Fill"
                value={el.fill}
                fallback="#2f6fde"
                onChange={(fill) => set({ fill }, 'fill')}
              />
            ) : null}
            <ColorField
              label="Stroke"
              value={el.stroke}
              fallback="#16161d"
              onChange={(stroke) =>
                set(
                  stroke !== 'none' && el.strokeWidthMm === 0
                    ? { stroke, strokeWidthMm: 0.5 }
                    : { stroke },
                  'stroke',
                )
              }
            />
            <div className="grid grid-cols-2 gap-2">
              <NumberField
                label="Stroke width"
                unit="mm"
                step={0.1}
                min={0}
                max={50}
                value={el.strokeWidthMm}
                onChange={(strokeWidthMm) => set({ strokeWidthMm }, 'strokeWidth')}
              />
              {el.shape === 'rounded-rectangle' || el.shape === 'rectangle' ? (
                <NumberField
                  label="Corner radius"
                  unit="mm"
                  step={0.5}
                  min={0}
                  max={maxMm}
                  value={el.radiusMm}
                  onChange={(radiusMm) =>
                    set(
                      { radiusMm, shape: radiusMm > 0 ? 'rounded-rectangle' : 'rectangle' },
                      'radius',
                    )
                  }
                />
              ) : null}
            </div>
          </div>
        ) : null}

        {el.type === 'qr' ? (
          <div className="space-y-3">
            <TextField
              label="QR code link or text"
              value={el.value}
              onChange={(value) => value && set({ value }, 'value')}
            />
            <ColorField
              label="QR colour"
              value={el.color}
              onChange={(color) => set({ color }, 'color')}
            />
            <ColorField
              label="QR background"
              value={el.background}
              fallback="#ffffff"
              onChange={(background) => set({ background }, 'background')}
            />
          </div>
        ) : null}

        {el.type === 'image' ? <ImageFields el={el} set={set} actions={actions} /> : null}
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

const CROP_EDGES = [
  { key: 'x', label: 'Crop left', min: 0, max: 99 },
  { key: 'y', label: 'Crop top', min: 0, max: 99 },
  { key: 'width', label: 'Crop width', min: 1, max: 100 },
  { key: 'height', label: 'Crop height', min: 1, max: 100 },
] as const

function ImageFields({
  el,
  set,
  actions,
}: {
  el: ImageElement
  set: (patch: ElementPatch, field: string) => void
  actions: PanelActions
}) {
  const pct = (v: number) => Math.round(v * 1000) / 10
  const setCrop = (patch: Partial<ImageElement['crop']>) =>
    set({ crop: clampCrop({ ...el.crop, ...patch }) }, 'crop')
  // Zoom into the photo: a smaller crop around the same centre, at the frame's proportions.
  const zoom = Math.round((1 / Math.max(el.crop.width, el.crop.height)) * 100)
  const setZoom = (percent: number) => {
    const k = Math.max(1, percent / 100)
    const base = fillCrop(el, { width: el.naturalWidth, height: el.naturalHeight })
    const width = base.width / k
    const height = base.height / k
    const cx = el.crop.x + el.crop.width / 2
    const cy = el.crop.y + el.crop.height / 2
    set(
      { fit: 'fill', crop: clampCrop({ x: cx - width / 2, y: cy - height / 2, width, height }) },
      'zoom',
    )
  }
  return (
    <div className="space-y-3">
      <DpiWarning el={el} />
      <div className="flex flex-wrap gap-1.5">
        <button type="button" className={buttonClass} onClick={() => actions.crop(el.id)}>
          Crop on the canvas
        </button>
        <button
          type="button"
          className={buttonClass}
          aria-pressed={el.fit === 'fill'}
          onClick={() =>
            set(
              {
                fit: 'fill',
                crop: fillCrop(el, { width: el.naturalWidth, height: el.naturalHeight }),
              },
              'fit',
            )
          }
        >
          Fill the frame
        </button>
        <button
          type="button"
          className={buttonClass}
          aria-pressed={el.fit === 'fit'}
          onClick={() => set({ fit: 'fit', crop: { x: 0, y: 0, width: 1, height: 1 } }, 'fit')}
        >
          Fit in the frame
        </button>
      </div>
      <NumberField
        label="Photo zoom"
        unit="%"
        step={10}
        min={100}
        max={800}
        value={zoom}
        onChange={setZoom}
      />
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="col-span-2 text-xs font-medium text-black/70">
          Crop (% of the image)
        </legend>
        {CROP_EDGES.map(({ key, label, min, max }) => (
          <NumberField
            key={key}
            label={label}
            unit="%"
            step={1}
            min={min}
            max={max}
            value={pct(el.crop[key])}
            onChange={(v) => setCrop({ [key]: v / 100 })}
          />
        ))}
      </fieldset>
      <button
        type="button"
        className={buttonClass}
        onClick={() => set({ crop: { x: 0, y: 0, width: 1, height: 1 } }, 'crop-reset')}
      >
        Reset crop
      </button>
    </div>
  )
}

/**
 * The keyboard-operable side panel: add elements, the side's background, the layers list and the
 * selected element's properties. Everything the canvas does by dragging can be done here.
 */
import { useId, useRef } from 'react'
import {
  FONT_FAMILIES,
  type DesignDocument,
  type DesignElement,
  type DesignSide,
  type ImageElement,
} from '../document.ts'
import { ColorField, NumberField, NumberFields, SelectField, TextField } from './fields.tsx'
import { dpiWarning } from './dpi.ts'
import { clampCrop, normalizeRotation } from './geometry.ts'
import { elementLabel, type ElementPatch, type ShapeKind } from './ops.ts'

const buttonClass =
  'rounded-md px-2.5 py-1.5 text-sm ring-1 ring-black/15 hover:bg-black/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-40'
const iconButton =
  'grid h-8 min-w-8 place-items-center rounded-md px-1.5 text-xs ring-1 ring-black/10 hover:bg-black/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-30'

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
  select: (id: string | null) => void
  change: (id: string, patch: ElementPatch, key?: string) => void
  moveLayer: (id: string, direction: 'up' | 'down') => void
  remove: (id: string) => void
  duplicate: (id: string) => void
  addText: () => void
  addShape: (shape: ShapeKind) => void
  addQr: () => void
  addImage: (file: File) => void
  setBackground: (color: string) => void
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="border-b border-black/10 px-4 py-3">
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
          Add image <span className="font-normal text-black/60">(JPG, PNG, WebP or TIFF)</span>
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
  selectedId,
  actions,
}: {
  side: DesignSide
  selectedId: string | null
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
            const selected = el.id === selectedId
            return (
              <li
                key={el.id}
                className={`flex items-center gap-1 rounded-md p-1 ${selected ? 'bg-brand-50 ring-1 ring-brand-600/40' : ''}`}
              >
                <button
                  type="button"
                  aria-pressed={selected}
                  className={`min-w-0 flex-1 truncate rounded px-1.5 py-1 text-left text-sm hover:bg-black/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${el.hidden ? 'text-black/60 line-through' : ''}`}
                  onClick={() => actions.select(el.id)}
                >
                  {label}
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

export function PropertiesSection({
  el,
  doc,
  actions,
}: {
  el: DesignElement | undefined
  doc: DesignDocument
  actions: PanelActions
}) {
  if (!el) {
    return (
      <Section title="Properties">
        <p className="text-sm text-black/60">
          Select an element on the canvas or in the layers list to edit it.
        </p>
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
    <Section title={`Properties: ${label}`}>
      {el.locked ? (
        <p className="mb-2 rounded-md bg-black/5 p-2 text-xs text-black/70">
          This element is locked. Unlock it in the layers list to move or change it.
        </p>
      ) : null}
      <fieldset disabled={el.locked} className="space-y-3">
        <legend className="sr-only">Position and size of {label}</legend>
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
            <SelectField
              label="Font"
              value={el.fontFamily}
              options={FONT_FAMILIES.map((f) => ({ value: f, label: f }))}
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
              <ColorField
                label="Text colour"
                value={el.color}
                onChange={(color) => set({ color }, 'color')}
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
            <div className="flex gap-4 text-sm">
              <label className="flex items-center gap-1.5">
                <input
                  type="checkbox"
                  checked={el.fontWeight === 700}
                  onChange={(e) => set({ fontWeight: e.target.checked ? 700 : 400 }, 'bold')}
                />
                Bold
              </label>
              <label className="flex items-center gap-1.5">
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
          <div className="grid grid-cols-2 gap-2">
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
        ) : null}

        {el.type === 'qr' ? (
          <div className="space-y-3">
            <TextField
              label="QR code link or text"
              value={el.value}
              onChange={(value) => value && set({ value }, 'value')}
            />
            <div className="grid grid-cols-2 gap-2">
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
          </div>
        ) : null}

        {el.type === 'image' ? <ImageFields el={el} set={set} /> : null}
      </fieldset>

      <div className="mt-3 flex gap-2">
        <button type="button" className={buttonClass} onClick={() => actions.duplicate(el.id)}>
          Duplicate
        </button>
        <button
          type="button"
          className={`${buttonClass} text-red-700`}
          disabled={el.locked}
          onClick={() => actions.remove(el.id)}
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
}: {
  el: ImageElement
  set: (patch: ElementPatch, field: string) => void
}) {
  const pct = (v: number) => Math.round(v * 1000) / 10
  const setCrop = (patch: Partial<ImageElement['crop']>) =>
    set({ crop: clampCrop({ ...el.crop, ...patch }) }, 'crop')
  return (
    <div className="space-y-3">
      <DpiWarning el={el} />
      <SelectField
        label="Image in frame"
        value={el.fit}
        options={[
          { value: 'fill', label: 'Fill the frame (crop the overflow)' },
          { value: 'fit', label: 'Fit inside the frame' },
        ]}
        onChange={(fit) => set({ fit }, 'fit')}
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

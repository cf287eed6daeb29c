/**
 * A photo's properties: the resolution warning at its printed size, crop on the canvas, fill or fit
 * the frame, zoom into the photo around its centre, the crop in per cent of the image, and reset.
 */
import { type ImageElement } from '../document.ts'
import { dpiWarning } from './dpi.ts'
import { NumberField } from './fields.tsx'
import { clampCrop } from './geometry.ts'
import { fillCrop } from './ops.ts'
import { buttonClass, type PanelActions, type SetField } from './panel.tsx'

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

const CROP_EDGES = [
  { key: 'x', label: 'Crop left', min: 0, max: 99 },
  { key: 'y', label: 'Crop top', min: 0, max: 99 },
  { key: 'width', label: 'Crop width', min: 1, max: 100 },
  { key: 'height', label: 'Crop height', min: 1, max: 100 },
] as const

export function ImageFields({
  el,
  set,
  actions,
}: {
  el: ImageElement
  set: SetField
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
